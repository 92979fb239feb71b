import type { offices } from '../../db/schema/organizations.ts';
import type { PageMeta, PageQuery } from '../../lib/pagination.ts';

/** What other modules use of offices (docs/architecture.md, "Ports"). */
export { presentOffice } from './offices.presenter.ts';

export type OfficeRow = typeof offices.$inferSelect;

/** An office of a list page, with its counts. */
export interface OfficeListRow {
  id: number;
  name: string;
  eventsCount: number;
  usersCount: number;
  groupsCount: number;
}

export interface OfficesPort {
  /** The office of the scope's organization; 404 when there is none. */
  get(id: number): Promise<OfficeRow>;
  list(query: PageQuery & { search?: string | undefined }): Promise<{ rows: OfficeListRow[]; meta: PageMeta }>;
  findOrCreateByName(name: string): Promise<OfficeRow>;
  /** The id of each office name, the missing ones created. */
  findOrCreateMany(names: string[]): Promise<Map<string, number>>;
}
