import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pageMeta, type PageQuery } from '../../lib/pagination.ts';
import * as repo from './offices.repository.ts';

const OFFICE_NOT_FOUND = 'Office not found';

export function createOfficesService(db: Db) {
  async function get(organizationId: number, id: number) {
    const office = await repo.findOffice(db, organizationId, id);
    if (!office) throw notFound(OFFICE_NOT_FOUND);
    return office;
  }

  return {
    get,
    async list(organizationId: number, query: PageQuery & { search?: string | undefined }) {
      const { rows, total } = await repo.listOffices(db, organizationId, query);
      return { rows, meta: pageMeta(query, total) };
    },
    async findOrCreateByName(organizationId: number, name: string) {
      return (await repo.findOfficeByName(db, organizationId, name)) ?? repo.insertOffice(db, organizationId, name);
    },
    findOrCreateMany: (tx: Executor, organizationId: number, names: string[]) =>
      repo.findOrCreateOffices(tx, organizationId, names),
    create: (organizationId: number, name: string) => repo.insertOffice(db, organizationId, name),
    async rename(organizationId: number, id: number, name: string) {
      const office = await repo.renameOffice(db, organizationId, id, name);
      if (!office) throw notFound(OFFICE_NOT_FOUND);
      return office;
    },
    async remove(organizationId: number, id: number) {
      if (!(await repo.deleteOffice(db, organizationId, id))) throw notFound(OFFICE_NOT_FOUND);
    },
  };
}

export type OfficesService = ReturnType<typeof createOfficesService>;
