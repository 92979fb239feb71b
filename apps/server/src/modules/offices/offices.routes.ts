import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@huddle/domain/ids';
import { officeNameSchema } from '@huddle/domain/office-schemas';
import { noContentResponse } from '@huddle/domain/contracts/no-content';
import { officeListResponse, officeResponse } from '@huddle/domain/contracts/offices';
import { pageQuery } from '../../lib/pagination.ts';
import { parseInput } from '../../lib/validation.ts';
import { adminOnly, anyMember, on } from '../../plugins/route-matrix.ts';
import { presentOffice } from './offices.presenter.ts';
import type { OfficesService } from './offices.service.ts';

const idParams = z.object({ id: idSchema });
const officeCreate = z.object({ name: officeNameSchema });
const officePatch = z.object({ name: officeNameSchema.optional() });
const present = (o: { id: number; name: string }) => ({ office: presentOffice(o) });

export function officesRoutes(offices: OfficesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/offices',
      {
        config: { access: 'authenticated', matrix: anyMember },
        schema: {
          querystring: pageQuery.extend({ search: z.string().trim().optional() }),
          response: { 200: officeListResponse },
        },
      },
      async (request) => {
        const { rows, meta } = await offices.list(request.query);
        return { data: rows.map(presentOffice), meta };
      },
    );

    // Spec: body {office: {name}} ({name} works too): the wrapper is lifted first, so a missing name gets its message.
    const admin = { access: 'admin' as const, matrix: adminOnly };
    const creating = { ...admin, matrix: on(adminOnly, { body: { office: { name: 'Matrix office' } } }) };
    r.post(
      '/api/offices',
      { config: creating, schema: { response: { 201: officeResponse } } },
      async (request, reply) => {
        const body = (request.body ?? {}) as { office?: unknown };
        const { name } = parseInput(officeCreate, body.office !== undefined ? body.office : body);
        reply.status(201);
        return present(await offices.create(name));
      },
    );

    // Spec: body {office: {name}} ({name} works too). The office is found (404) before the body is read, and only
    // the fields sent change.
    const patched = { params: idParams, response: { 200: officeResponse } };
    r.patch('/api/offices/:id', { config: admin, schema: patched }, async (request) => {
      const office = await offices.get(request.params.id);
      const body = (request.body ?? {}) as { office?: unknown };
      const patch = parseInput(officePatch, body.office !== undefined ? body.office : body);
      if (patch.name === undefined) return present(office);
      return present(await offices.rename(office.id, patch.name));
    });

    const removed = { params: idParams, response: { 204: noContentResponse } };
    r.delete('/api/offices/:id', { config: admin, schema: removed }, async (request, reply) => {
      await offices.remove(request.params.id);
      // Returned, not sent: reply.send() here would answer before the request's transaction commits (ADR 12).
      reply.status(204);
    });
  };
}
