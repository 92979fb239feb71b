import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { update2faInput, updateProfileInput } from '@huddle/domain/auth-schemas';
import { AVATAR_MAX_BYTES } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { AppError } from '../../lib/errors.ts';
import { pageQuery } from '../../lib/pagination.ts';
import { requireActor } from '../../plugins/access.ts';
import type { ProfileChanges, UsersService } from './users.service.ts';

const truthy = (v: unknown) => v === true || v === 'true';

/** The profile arrives as JSON (welcome step) or multipart with an avatar (Edit profile). */
async function readProfile(request: FastifyRequest): Promise<ProfileChanges> {
  let fields: Record<string, unknown> = {};
  let avatar: Buffer | null | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'avatar') avatar = data;
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('validation', 'The image is too large (5 MB at most).', {
          avatar: ['The image is too large (5 MB at most).'],
        });
      }
      // A cut-off or malformed form is the client's problem, not a crash.
      throw new AppError('bad_request', 'The upload could not be read. Please try again.');
    }
  } else {
    fields = (request.body as Record<string, unknown>) ?? {};
  }
  const parsed = updateProfileInput.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'base')] ??= []).push(issue.message);
    throw new AppError('validation', AUTH_MESSAGES.profileNotSaved, errors);
  }
  const input = parsed.data;
  if (truthy(input.profileImageChanged) && avatar === undefined) avatar = null;
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    timezone: input.timezone,
    officeId: input.office_id,
    officeRaw: input.office_raw,
    welcome: truthy(input.welcome),
    avatar: truthy(input.profileImageChanged) || avatar ? avatar : undefined,
  };
}

export function usersRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/users/current', { config: { access: 'authenticated' } }, async (request) => {
      const actor = requireActor(request);
      return { user: await users.present(actor.organizationId, actor.userId) };
    });

    r.get(
      '/api/users',
      {
        config: { access: 'authenticated' },
        schema: { querystring: pageQuery.extend({ search: z.string().trim().optional() }) },
      },
      async (request) => users.list(requireActor(request).organizationId, request.query),
    );

    // The events a user hosts or joined: filled in by the events module.
    r.get('/api/users/events', { config: { access: 'authenticated' } }, async () => ({ data: [] }));

    r.post('/api/users/update_profile', { config: { access: 'authenticated' } }, async (request) => {
      const actor = requireActor(request);
      return { user: await users.updateProfile(actor.organizationId, actor.userId, await readProfile(request)) };
    });

    r.post(
      '/api/users/update_2fa',
      { config: { access: 'authenticated' }, schema: { body: update2faInput } },
      async (request) => {
        const actor = requireActor(request);
        return { user: await users.setMfa(actor.organizationId, actor.userId, truthy(request.body.enable)) };
      },
    );
  };
}
