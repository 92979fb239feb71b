/**
 * Query keys of the contacts feature. Every contact key starts with "contacts" and every list key with
 * "contact-lists", so one invalidation refreshes a whole family (a table, its filters, the pickers).
 */
export const contactKeys = {
  all: ['contacts'] as const,
  page: (params: Record<string, unknown>) => ['contacts', 'page', params] as const,
};

export const listKeys = {
  all: ['contact-lists'] as const,
  page: (params: Record<string, unknown>) => ['contact-lists', 'page', params] as const,
  options: () => ['contact-lists', 'options'] as const,
  detail: (id: number) => ['contact-lists', 'detail', id] as const,
  members: (id: number, params: Record<string, unknown>) => ['contact-lists', 'members', id, params] as const,
};
