/**
 * Query keys of the reference lists that several screens show (offices, event and group types, currencies, the
 * active groups, the organizers). Each list is one query under one key, so a change saved on one screen refreshes
 * every screen that shows it: a mutation invalidates the list's key through this factory, never a literal.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  /** Every office query starts here: the shared list, the pickers' searches and the admin grid's pages. */
  offices: () => [...referenceKeys.all, 'offices'] as const,
  officeList: () => [...referenceKeys.offices(), 'list'] as const,
  officeSearch: (search: string, perPage: number) =>
    [...referenceKeys.offices(), 'search', { search, per_page: perPage }] as const,
  officePage: (params: object) => [...referenceKeys.offices(), 'page', params] as const,
  eventTypes: () => [...referenceKeys.all, 'event-types'] as const,
  groupTypes: () => [...referenceKeys.all, 'group-types'] as const,
  /** Every currency the platform knows (GET /api/currencies); the organization picks among them. */
  currencyCatalog: () => [...referenceKeys.all, 'currency-catalog'] as const,
  /** The organization's budget settings: its currencies, expense categories and budget start month. */
  budgetSettings: () => [...referenceKeys.all, 'budget-settings'] as const,
  activeGroups: () => [...referenceKeys.all, 'active-groups'] as const,
  organizers: () => [...referenceKeys.all, 'organizers'] as const,
};
