import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_MESSAGES,
  CONTACT_PAGE_SIZE,
  contactInput,
  contactPatchInput,
  contactListInput,
  contactListPatchInput,
  contactUploadInput,
  destroyManyInput,
} from '@huddle/domain/contact-schemas';
import { idSchema } from '@huddle/domain/ids';
import { ROLES } from '@huddle/domain/roles';
import { AppError } from '../../lib/errors.ts';
import { pageNumber, perPage } from '../../lib/pagination.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { hostOrAdmin, on, organizerUp } from '../../plugins/route-matrix.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
import {
  contactListPageResponse,
  contactListResponse,
  contactListSavedResponse,
  contactPageResponse,
  contactResponse,
  contactSavedResponse,
  contactsRemovedResponse,
  contactUploadResponse,
} from '@huddle/domain/contracts/contacts';
import { messageResponse } from '@huddle/domain/contracts/events';
import type { ContactListsService } from './contact-lists.service.ts';
import { presentContact, presentList } from './contacts.presenter.ts';
import type { ContactsService } from './contacts.service.ts';

const idParams = z.object({ id: idSchema });
const NOTHING_TO_CHANGE = 'Nothing to change: send name, is_private or employee_ids.';
/** Uploads and list memberships carry thousands of rows. */
const LARGE_BODY = 8 * 1024 * 1024;

/** A JSON query parameter; unreadable JSON is a 400, not a 500. */
const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .max(10_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const contactsQuery = z.object({
  page: pageNumber,
  per_page: perPage(CONTACT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  filters: jsonParam(
    z.object({
      office_ids: z.array(idSchema).max(500).default([]),
      role_types: z.array(z.enum(ROLES)).default([]),
      list_ids: z.array(idSchema).max(500).default([]),
    }),
  ).optional(),
  sorting: jsonParam(
    z
      .array(z.object({ field: z.enum(['full_name', 'email', 'created_at', 'office']), sort: z.enum(['asc', 'desc']) }))
      .max(1),
  ).optional(),
  filter_type: z.enum(['any', 'all']).default('any'),
});

const simplePage = z.object({
  page: pageNumber,
  per_page: perPage(25),
  search: z.string().trim().max(200).optional(),
});

export function contactsRoutes(contacts: ContactsService, lists: ContactListsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const organizer = { access: 'organizer' as const, matrix: organizerUp };
    /** A list's owner or an admin changes it (spec guest-engagement §6). */
    const owner = { access: 'organizer' as const, matrix: hostOrAdmin };

    r.get(
      '/api/employees',
      { config: organizer, schema: { querystring: contactsQuery, response: { 200: contactPageResponse } } },
      async (request) => {
        const q = request.query;
        const sort = q.sorting?.[0];
        const actor = requireActor(request);
        const page = await contacts.list(actor, {
          page: q.page,
          perPage: q.per_page,
          search: q.search || undefined,
          sort: { field: sort?.field ?? 'full_name', direction: sort?.sort ?? 'asc' },
          filters: {
            officeIds: q.filters?.office_ids ?? [],
            roles: q.filters?.role_types ?? [],
            listIds: q.filters?.list_ids ?? [],
          },
          filterType: q.filter_type,
        });
        return { data: page.rows.map((row) => presentContact(row, actor)), meta: page.meta };
      },
    );

    r.get(
      '/api/employees/:id',
      { config: organizer, schema: { params: idParams, response: { 200: contactResponse } } },
      async (request) => {
        const actor = requireActor(request);
        return { employee: presentContact(await contacts.get(actor, request.params.id), actor) };
      },
    );

    r.post(
      '/api/employees',
      { config: organizer, schema: { body: contactInput, response: { 201: contactSavedResponse } } },
      async (request, reply) => {
        const actor = requireActor(request);
        const employee = await contacts.create(actor, request.body);
        reply.status(201);
        return { employee: presentContact(employee, actor), message: CONTACT_MESSAGES.created };
      },
    );

    // The body is read after the contact is found: another organization's id is 404 whatever it carries.
    r.patch(
      '/api/employees/:id',
      { config: organizer, schema: { params: idParams, response: { 200: contactSavedResponse } } },
      async (request) => {
        const actor = requireActor(request);
        await contacts.get(actor, request.params.id);
        const body = (request.body ?? {}) as { employee?: unknown };
        const patch = parseInput(contactPatchInput, isObject(body.employee) ? body.employee : body);
        const employee = await contacts.update(actor, request.params.id, patch);
        return { employee: presentContact(employee, actor), message: CONTACT_MESSAGES.updated };
      },
    );

    r.delete(
      '/api/employees/:id',
      { config: organizer, schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => contacts.remove(requireActor(request), request.params.id),
    );

    // A batch: ids that name no contact of this organization are left out of the count, as ADR 7's skipped ones.
    const destroyMany = {
      ...organizer,
      matrix: on(organizerUp, { body: { employee_ids: [':contact'] }, foreign: 'ok' }),
    };
    r.post(
      '/api/employees/destroy_many',
      { config: destroyMany, schema: { body: destroyManyInput, response: { 200: contactsRemovedResponse } } },
      async (request) => contacts.removeMany(requireActor(request), request.body.employee_ids),
    );

    r.post(
      '/api/employees/upload',
      {
        config: organizer,
        bodyLimit: LARGE_BODY,
        schema: { body: contactUploadInput, response: { 200: contactUploadResponse } },
      },
      async (request) => contacts.upload(requireActor(request), request.body),
    );

    r.get(
      '/api/lists',
      { config: organizer, schema: { querystring: simplePage, response: { 200: contactListPageResponse } } },
      async (request) => {
        const actor = requireActor(request);
        const page = await lists.list(actor, {
          page: request.query.page,
          perPage: request.query.per_page,
          search: request.query.search || undefined,
        });
        return { data: page.rows.map((row) => presentList(row, actor)), meta: page.meta };
      },
    );

    r.get(
      '/api/lists/:id',
      { config: organizer, schema: { params: idParams, response: { 200: contactListResponse } } },
      async (request) => {
        const actor = requireActor(request);
        const { row, employeeIds } = await lists.get(actor, request.params.id);
        return { list: { ...presentList(row, actor), employee_ids: employeeIds } };
      },
    );

    r.get(
      '/api/lists/:id/members',
      {
        config: organizer,
        schema: { params: idParams, querystring: simplePage, response: { 200: contactPageResponse } },
      },
      async (request) => {
        const actor = requireActor(request);
        const page = await lists.members(actor, request.params.id, {
          page: request.query.page,
          perPage: request.query.per_page,
          search: request.query.search || undefined,
        });
        return { data: page.rows.map((row) => presentContact(row, actor)), meta: page.meta };
      },
    );

    r.post(
      '/api/lists',
      {
        config: organizer,
        bodyLimit: LARGE_BODY,
        schema: { body: contactListInput, response: { 201: contactListSavedResponse } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const result = await lists.create(actor, request.body);
        reply.status(201);
        return { list: presentList(result.row, actor), message: result.message };
      },
    );

    r.patch(
      '/api/lists/:id',
      {
        config: owner,
        bodyLimit: LARGE_BODY,
        schema: { params: idParams, response: { 200: contactListSavedResponse } },
      },
      async (request) => {
        const actor = requireActor(request);
        await lists.assertEditable(actor, request.params.id);
        // {list: {...}} as the spec wraps it, or the bare fields; a body naming no field is refused, not a quiet 200.
        const body = (request.body ?? {}) as { list?: unknown };
        const fields = isObject(body.list) ? body.list : body;
        if (!isObject(fields) || !Object.keys(fields).some((k) => k in contactListPatchInput.shape)) {
          throw new AppError('validation', NOTHING_TO_CHANGE, { base: [NOTHING_TO_CHANGE] });
        }
        const result = await lists.update(actor, request.params.id, parseInput(contactListPatchInput, fields));
        return { list: presentList(result.row, actor), message: result.message };
      },
    );

    r.delete(
      '/api/lists/:id',
      { config: owner, schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => lists.remove(requireActor(request), request.params.id),
    );
  };
}
