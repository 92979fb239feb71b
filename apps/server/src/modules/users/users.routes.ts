import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { update2faInput, updateProfileInput } from '@huddle/domain/auth-schemas';
import { AVATAR_MAX_BYTES } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import {
  EMPLOYEE_CSV_MAX_BYTES,
  roleSchema,
  updatePermissionInput,
  USER_ADMIN_MESSAGES,
  userIdInput,
} from '@huddle/domain/user-admin-schemas';
import {
  currentUserResponse,
  employeeImportResponse,
  managedUserResponse,
  personOptionsResponse,
  userListResponse,
} from '@huddle/domain/contracts/users';
import { AppError } from '../../lib/errors.ts';
import { multipartForm } from '../../lib/multipart.ts';
import { pageQuery } from '../../lib/pagination.ts';
import { fieldErrors } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly, anyMember, on, organizerUp } from '../../plugins/route-matrix.ts';
import { linkBaseFor } from '../../lib/links.ts';
import type { AccountPort } from '../auth/auth.port.ts';
import type { Actor } from '../auth/actor.ts';
import type { EmployeeImport } from './employee-import.ts';
import { presentManagedUser, presentPersonOption, presentPickerUser, presentSelf } from './users.presenter.ts';
import type { ProfileChanges, UsersService } from './users.service.ts';

const truthy = (v: unknown) => v === true || v === 'true';

const profileFiles = { avatar: { maxBytes: AVATAR_MAX_BYTES, tooLarge: 'The image is too large (5 MB at most).' } };
const employeeCsvFiles = {
  file: { maxBytes: EMPLOYEE_CSV_MAX_BYTES, tooLarge: USER_ADMIN_MESSAGES.csvTooLarge },
};

/** The profile arrives as JSON (welcome step) or multipart with an avatar (Edit profile). */
function readProfile(request: FastifyRequest): ProfileChanges {
  let fields: Record<string, unknown> = (request.body as Record<string, unknown>) ?? {};
  let avatar: Buffer | null | undefined;
  if (request.isMultipart()) {
    const form = multipartForm(request);
    fields = form.fields;
    avatar = form.files.avatar;
  }
  const parsed = updateProfileInput.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('validation', AUTH_MESSAGES.profileNotSaved, fieldErrors(parsed.error.issues));
  }
  const input = parsed.data;
  if (truthy(input.profileImageChanged) && avatar === undefined) avatar = null;
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    currentPassword: input.current_password,
    timezone: input.timezone,
    officeId: input.office_id,
    officeRaw: input.office_raw,
    welcome: truthy(input.welcome),
    avatar: truthy(input.profileImageChanged) || avatar ? avatar : undefined,
  };
}

export function usersRoutes(users: UsersService, employeeImport: EmployeeImport, account: AccountPort) {
  /** The own record, with the address of an email change waiting for its confirmation link. */
  const me = async (actor: Actor) => {
    const { pendingEmail, ...row } = await users.self(actor);
    return { ...presentSelf(row), pending_email: pendingEmail };
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const member = { access: 'authenticated' as const, matrix: anyMember };
    const own = { response: { 200: currentUserResponse } };
    r.get('/api/users/current', { config: member, schema: own }, async (request) => ({
      user: await me(requireActor(request)),
    }));

    r.get(
      '/api/users',
      {
        config: { access: 'authenticated', matrix: anyMember },
        schema: {
          querystring: pageQuery.extend({
            search: z.string().trim().optional(),
            status: z.enum(['active', 'deactivated']).optional(),
            /** Comma-separated roles, e.g. "admin,organizer" for the people who can host events. */
            roles: z
              .string()
              .transform((v) => v.split(',').map((r) => r.trim()))
              .pipe(z.array(roleSchema).min(1))
              .optional(),
          }),
          response: { 200: userListResponse },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { rows, meta, pickerOnly } = await users.list(request.query, actor);
        if (pickerOnly) return { data: rows.map(presentPickerUser), meta };
        return { data: rows.map((row) => presentManagedUser(row, actor)), meta };
      },
    );

    r.post(
      '/api/users/update_permission',
      {
        config: { access: 'admin', matrix: on(adminOnly, { body: { user_id: ':person', new_role: 'user' } }) },
        schema: { body: updatePermissionInput, response: { 200: managedUserResponse } },
      },
      async (request) => {
        const actor = requireActor(request);
        const user = presentManagedUser(await users.setRole(actor, request.body.user_id, request.body.new_role), actor);
        return { user, message: USER_ADMIN_MESSAGES.roleSet(user.display_name, request.body.new_role) };
      },
    );

    for (const [path, active] of [
      ['/api/admins/deactivate_user', false],
      ['/api/admins/reactivate_user', true],
    ] as const) {
      const matrix = on(adminOnly, { body: { user_id: ':person' } });
      const schema = { body: userIdInput, response: { 200: managedUserResponse } };
      r.post(path, { config: { access: 'admin', matrix }, schema }, async (request) => {
        const actor = requireActor(request);
        const user = presentManagedUser(await users.setActive(actor, request.body.user_id, active), actor);
        const name = user.display_name;
        return {
          user,
          message: active ? USER_ADMIN_MESSAGES.reactivated(name) : USER_ADMIN_MESSAGES.deactivated(name),
        };
      });
    }

    const profile = { ...member, multipart: profileFiles };
    r.post('/api/users/update_profile', { config: profile, schema: own }, async (request) => {
      const actor = requireActor(request);
      const { email, currentPassword, ...changes } = readProfile(request);
      // A new email is proven (current password) before anything is saved, and only mailed for once it is.
      const emailChange = email ? await account.proveEmailChange(actor, email, currentPassword) : null;
      await users.updateProfile(actor.userId, changes);
      if (emailChange) await account.startEmailChange(actor, emailChange, linkBaseFor(request));
      return {
        user: await me(actor),
        ...(emailChange && { message: AUTH_MESSAGES.emailChangePending(emailChange.email) }),
      };
    });

    r.post('/api/users/update_2fa', { config: member, schema: { body: update2faInput, ...own } }, async (request) => {
      const actor = requireActor(request);
      await account.setMfa(actor, truthy(request.body.enable), request.body.current_password);
      return { user: await me(actor) };
    });

    r.post(
      '/api/organizations/upload_employees',
      {
        config: { access: 'admin', matrix: adminOnly, multipart: employeeCsvFiles },
        schema: { response: { 200: employeeImportResponse } },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('validation', USER_ADMIN_MESSAGES.csvRequired);
        const form = multipartForm(request);
        const file = form.files.file;
        if (!file)
          throw new AppError('validation', USER_ADMIN_MESSAGES.csvRequired, {
            file: [USER_ADMIN_MESSAGES.csvRequired],
          });
        return employeeImport.run(requireActor(request), file, truthy(form.fields.dry_run));
      },
    );

    // People pickers (spec events §7: event hosts, group admins, collection organizers): active people by name.
    // Static paths, so /api/employees/{id} (contacts) can sit beside them.
    for (const type of ['event_host_options', 'group_admin_options', 'collection_organizer_options'] as const) {
      r.get(
        `/api/employees/${type}`,
        {
          config: { access: 'organizer', matrix: organizerUp },
          schema: {
            querystring: z.object({ search: z.string().trim().max(200).optional() }),
            response: { 200: personOptionsResponse },
          },
        },
        async (request) => {
          // Event hosts and collection organizers manage what they host, so they are organizers or admins; group
          // admins may be anyone.
          const managers = type !== 'group_admin_options';
          const page = await users.list({
            page: 1,
            per_page: 20,
            status: 'active',
            search: request.query.search,
            ...(managers && { roles: ['admin', 'organizer'] as const }),
          });
          return { data: page.rows.map(presentPersonOption) };
        },
      );
    }
  };
}
