import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeIdsInput, GROUP_COVER_MAX_BYTES, GROUP_MESSAGES, groupInput } from '@huddle/domain/group-schemas';
import { idSchema } from '@huddle/domain/ids';
import {
  groupListResponse,
  groupMembersResponse,
  groupResponse,
  groupSavedResponse,
} from '@huddle/domain/contracts/groups';
import { messageResponse } from '@huddle/domain/contracts/events';
import { multipartForm, scopedFields } from '../../lib/multipart.ts';
import { pageQuery } from '../../lib/pagination.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { anyMember, hostOrAdmin, organizerUp } from '../../plugins/route-matrix.ts';
import { presentGroup, presentGroupDetail, presentMember } from './groups.presenter.ts';
import type { CoverChange, GroupsService } from './groups.service.ts';

const idParams = z.object({ id: idSchema });
const NOTHING_TO_CHANGE = 'Nothing to change: send the group\'s fields under "group".';
const listQuery = z.object({
  status: z.literal('active').optional(),
  tab: z.enum(['active', 'my']).default('active'),
  office_id: idSchema.optional(),
  group_type_id: idSchema.optional(),
  search: z.string().trim().optional(),
});

/**
 * The group form arrives as multipart (`group[name]`…, `group[office_ids][]` once per id or `office_ids` as JSON, a
 * `cover_image` file) or as JSON `{group: {…}}`.
 */
/** The group form's one file (the routes' `config.multipart`). */
const groupFormFiles = {
  cover_image: { maxBytes: GROUP_COVER_MAX_BYTES, tooLarge: GROUP_MESSAGES.imageTooLarge },
};

function readGroupForm(request: FastifyRequest): { fields: Record<string, unknown>; cover: CoverChange } {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { group?: Record<string, unknown> };
    const group = body.group ?? {};
    return {
      fields: group,
      cover: {
        key: typeof group.cover_image_key === 'string' ? group.cover_image_key : undefined,
        removed: group.cover_image_removed === true,
      },
    };
  }
  const form = multipartForm(request);
  const fields = scopedFields(form, 'group', ['group_admin_ids', 'office_ids']);
  return {
    fields,
    cover: {
      image: form.files.cover_image,
      key: typeof fields.cover_image_key === 'string' && fields.cover_image_key ? fields.cover_image_key : undefined,
      removed: fields.cover_image_removed === 'true',
    },
  };
}

export function groupsRoutes(groups: GroupsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/groups',
      {
        config: { access: 'authenticated', matrix: anyMember },
        schema: { querystring: listQuery, response: { 200: groupListResponse } },
      },
      async (request) => {
        const q = request.query;
        const loaded = await groups.list(requireActor(request), {
          tab: q.tab,
          officeId: q.office_id,
          groupTypeId: q.group_type_id,
          search: q.search,
        });
        return { data: loaded.map(({ view, offices, access }) => presentGroup(view, offices, access)) };
      },
    );

    r.get(
      '/api/groups/:id',
      {
        config: { access: 'authenticated', matrix: anyMember },
        schema: { params: idParams, response: { 200: groupResponse } },
      },
      async (request) => ({
        group: presentGroupDetail(await groups.get(requireActor(request), request.params.id)),
      }),
    );

    const created = { response: { 201: groupSavedResponse } };
    r.post(
      '/api/groups',
      { config: { access: 'organizer', matrix: organizerUp, multipart: groupFormFiles }, schema: created },
      async (request, reply) => {
        const { fields, cover } = readGroupForm(request);
        const group = presentGroupDetail(
          await groups.create(requireActor(request), parseInput(groupInput, fields), cover),
        );
        reply.status(201);
        return { group, message: GROUP_MESSAGES.created };
      },
    );

    /**
     * PUT and PATCH both change only the fields sent: the saved group is the starting point, so a form without
     * `group[private]` never makes a private group public. Access (403/404) is decided before the form is read.
     */
    const update = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const actor = requireActor(request);
      const current = await groups.currentInput(actor, request.params.id);
      const { fields, cover } = readGroupForm(request);
      const sent = Object.keys(fields).some((k) => k in groupInput.shape) || cover.image || cover.key || cover.removed;
      if (!sent) throw new AppError('validation', NOTHING_TO_CHANGE, { base: [NOTHING_TO_CHANGE] });
      const input = parseInput(groupInput, { ...current, ...fields });
      const group = presentGroupDetail(await groups.update(actor, request.params.id, input, cover));
      return { group, message: GROUP_MESSAGES.updated };
    };
    for (const method of ['PUT', 'PATCH'] as const) {
      r.route({
        method,
        url: '/api/groups/:id',
        // Group editors (spec platform §6): admins and group admins (organizers too with can_organizers_edit).
        config: { access: 'authenticated', matrix: hostOrAdmin, multipart: groupFormFiles },
        schema: { params: idParams, response: { 200: groupSavedResponse } },
        handler: update,
      });
    }

    r.post(
      '/api/groups/:id/archive',
      {
        config: { access: 'authenticated', matrix: hostOrAdmin },
        schema: { params: idParams, response: { 200: messageResponse } },
      },
      async (request) => {
        await groups.archive(requireActor(request), request.params.id);
        return { message: GROUP_MESSAGES.deleted };
      },
    );

    const membership = { params: idParams, response: { 200: groupSavedResponse } };
    r.post(
      '/api/groups/:id/join',
      { config: { access: 'authenticated', matrix: anyMember }, schema: membership },
      async (request) => ({
        group: presentGroupDetail(await groups.join(requireActor(request), request.params.id)),
        message: GROUP_MESSAGES.joined,
      }),
    );

    r.post(
      '/api/groups/:id/leave',
      { config: { access: 'authenticated', matrix: anyMember }, schema: membership },
      async (request) => ({
        group: presentGroupDetail(await groups.leave(requireActor(request), request.params.id)),
        message: GROUP_MESSAGES.left,
      }),
    );

    r.get(
      '/api/groups/:id/members',
      {
        config: { access: 'authenticated', matrix: anyMember },
        schema: {
          params: idParams,
          querystring: pageQuery.extend({ search: z.string().trim().optional() }),
          response: { 200: groupMembersResponse },
        },
      },
      async (request) => {
        const { rows, meta } = await groups.members(requireActor(request), request.params.id, request.query);
        return { data: rows.map(presentMember), meta };
      },
    );

    for (const [path, change] of [
      ['mass_join', groups.addMembers],
      ['mass_leave', groups.removeMembers],
    ] as const) {
      r.post(
        `/api/groups/:id/${path}`,
        { config: { access: 'authenticated', matrix: hostOrAdmin }, schema: membership },
        async (request) => {
          const actor = requireActor(request);
          await groups.assertEditable(actor, request.params.id); // 403/404 before the body is checked
          const { employee_ids: ids } = parseInput(employeeIdsInput, request.body ?? {});
          const group = presentGroupDetail(await change(actor, request.params.id, ids));
          return { group, message: GROUP_MESSAGES.membersUpdated };
        },
      );
    }
  };
}
