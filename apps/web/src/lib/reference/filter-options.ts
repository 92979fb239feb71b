/** One choice of a list filter. */
export interface FilterOption {
  id: number;
  name: string;
}

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name);

/** A reference list as filter choices: only id and name, sorted by name. */
export const toFilterOptions = (rows: readonly FilterOption[]): FilterOption[] =>
  rows.map(({ id, name }) => ({ id, name })).sort(byName);

/** People as filter choices, by full name. */
export const peopleToFilterOptions = (rows: readonly { id: number; full_name: string }[]): FilterOption[] =>
  toFilterOptions(rows.map(({ id, full_name }) => ({ id, name: full_name })));
