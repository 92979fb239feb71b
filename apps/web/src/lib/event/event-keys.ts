/** Query keys of events: one place so lists, calendar, editor, pages, guests and communications invalidate each other. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (tab: string, filters: Record<string, unknown>) => [...eventKeys.lists(), tab, filters] as const,
  range: (start: string, end: string) => [...eventKeys.all, 'range', start, end] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  /** One event's guests (features/guests hangs its keys below): communications refresh it after a send. */
  guests: (id: number) => [...eventKeys.all, 'guests', id] as const,
};
