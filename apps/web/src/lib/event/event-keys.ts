/** Query keys of the events feature: one place so lists, calendar, editor and pages invalidate each other. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (tab: string, filters: Record<string, unknown>) => [...eventKeys.lists(), tab, filters] as const,
  range: (start: string, end: string) => [...eventKeys.all, 'range', start, end] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};
