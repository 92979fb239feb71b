import type { Tenancy } from '../../db/tenancy.ts';
import { notFound } from '../../lib/errors.ts';
import { pageMeta, type PageQuery } from '../../lib/pagination.ts';
import * as officesRepository from './offices.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { OfficesPort } from './offices.port.ts';

const OFFICE_NOT_FOUND = 'Office not found';

/** The offices of the scope's organization (ADR 12): the scope supplies the organization of every call. */
export function createOfficesService(deps: { bind: Tenancy['bind'] }) {
  const repo = deps.bind(officesRepository);

  async function get(id: number) {
    const office = await repo.findOffice(id);
    if (!office) throw notFound(OFFICE_NOT_FOUND);
    return office;
  }

  return {
    get,
    async list(query: PageQuery & { search?: string | undefined }) {
      const { rows, total } = await repo.listOffices(query);
      return { rows, meta: pageMeta(query, total) };
    },
    async findOrCreateByName(name: string) {
      return (await repo.findOfficeByName(name)) ?? repo.insertOffice(name);
    },
    findOrCreateMany: (names: string[]) => repo.findOrCreateOffices(names),
    create: (name: string) => repo.insertOffice(name),
    async rename(id: number, name: string) {
      const office = await repo.renameOffice(id, name);
      if (!office) throw notFound(OFFICE_NOT_FOUND);
      return office;
    },
    async remove(id: number) {
      if (!(await repo.deleteOffice(id))) throw notFound(OFFICE_NOT_FOUND);
    },
  };
}

export type OfficesService = Implements<OfficesPort, ReturnType<typeof createOfficesService>>;
