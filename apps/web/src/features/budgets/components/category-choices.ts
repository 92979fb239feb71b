export interface CategoryChoice {
  id: number;
  name: string;
  active: boolean;
}

/**
 * The categories a picker offers one expense: the live ones, and a deleted one only to an expense that uses it
 * already, so it keeps its name; the server refuses a deleted category for a new or changed expense.
 */
export function categoryChoices(categories: CategoryChoice[], current: number | null): CategoryChoice[] {
  return categories.filter((c) => c.active || c.id === current);
}

export const categoryLabel = (c: CategoryChoice) => (c.active ? c.name : `${c.name} (deleted)`);
