import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { AppError, notFound } from '../../lib/errors.ts';
import { IMAGE_MAX_BYTES, organizationSettingsInput, SETTINGS_MESSAGES } from '@huddle/domain/organization-schemas';
import { idSchema } from '@huddle/domain/ids';
import {
  currentOrganizationResponse,
  organizationPublicResponse,
  organizationSavedResponse,
  organizationSettingsResponse,
  organizationTypesResponse,
} from '@huddle/domain/contracts/organizations';
import { jsonField, multipartForm, nestFields, type MultipartForm } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly, anyMember, on, publicRoute } from '../../plugins/route-matrix.ts';
import {
  presentCurrentOrganization,
  presentOrganizationPublic,
  presentOrganizationSettings,
} from './organizations.presenter.ts';
import type { OrganizationsService } from './organizations.service.ts';
import type { OrganizationSettings, SettingsImages } from './organizations.settings.ts';
import type { BudgetSettingsInput } from '@huddle/domain/budget-schemas';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { touchesOkta } from './organizations.okta.ts';

const settingsBody = z.object({ organization: organizationSettingsInput });
const idParams = z.object({ id: idSchema });
const imageRule = { maxBytes: IMAGE_MAX_BYTES, tooLarge: 'The image is too large (5 MB at most).' };

/**
 * The settings of a multipart save: the field `organization` as JSON (the web), or Rails-style
 * `organization[display_name]`, `organization[event_types][0][name]`, `organization[logo_removed]=true`.
 */
function organizationFields(form: MultipartForm): unknown {
  const scoped = nestFields(form.entries).organization;
  if (typeof scoped !== 'object' || scoped === null || Array.isArray(scoped))
    return jsonField(form, 'organization') ?? {};
  const fields: Record<string, unknown> = { ...scoped };
  for (const flag of ['logo_removed', 'favicon_removed']) {
    if (fields[flag] === 'true' || fields[flag] === 'false') fields[flag] = fields[flag] === 'true';
  }
  return fields;
}

/** Another organization's id names nothing here. */
/** Another organization's id answers 404; the scope is the caller's own organization. */
function checkOwnOrganization(request: FastifyRequest, id: number) {
  const actor = requireActor(request);
  if (actor.organizationId !== id) throw notFound(AUTH_MESSAGES.organizationNotFound);
}

/** The Budget tab's part of an organization update (the budgets module): its message, or null when none was sent. */
export type BudgetSettingsUpdate = (input: BudgetSettingsInput) => Promise<{ message: string }>;

export function organizationsRoutes(
  organizations: OrganizationsService,
  settings: OrganizationSettings,
  budgetSettings: BudgetSettingsUpdate,
  /** Google sign-in is configured on this server (the sign-in page reads it from the public face). */
  options: { googleSso: boolean } = { googleSso: false },
) {
  const publicFace = (org: Parameters<typeof presentOrganizationPublic>[0]) => ({
    ...presentOrganizationPublic(org),
    google_sso: options.googleSso,
  });
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/organizations/subdomain',
      {
        // The organization finder: any organization's public face, by its subdomain.
        config: { access: 'public', crossTenant: true, matrix: on(publicRoute, { query: { subdomain: 'globex' } }) },
        schema: {
          querystring: z.object({ subdomain: z.string().trim().min(1) }),
          response: { 200: organizationPublicResponse },
        },
      },
      async (request) => publicFace(await organizations.getBySubdomain(request.query.subdomain)),
    );

    const current = {
      config: { access: 'public' as const, matrix: publicRoute },
      schema: { response: { 200: currentOrganizationResponse } },
    };
    r.get('/api/organizations/current', current, async (request) => {
      // A signed-in member (user, organizer or admin) gets the organization record; visitors what the sign-in page
      // needs. The access hook only keeps an actor whose session belongs to this host's organization.
      if (request.actor) return presentCurrentOrganization(await settings.current());
      // The SPA shows the organization finder on the bare domain and the 404 page for an unknown subdomain.
      const host = await request.hostOrganization();
      if (!host) {
        throw new AppError(
          request.hostSubdomain ? 'unknown_organization' : 'no_subdomain',
          AUTH_MESSAGES.organizationNotFound,
        );
      }
      return publicFace(host);
    });

    const admin = { access: 'admin' as const, matrix: adminOnly };
    const one = { params: idParams, response: { 200: organizationSettingsResponse } };
    r.get('/api/organizations/:id', { config: admin, schema: one }, async (request) => {
      checkOwnOrganization(request, request.params.id);
      return { organization: presentOrganizationSettings(await settings.load()) };
    });

    /** The settings update (admins of the organization): by its id, or as /current, the caller's own. */
    const updateSettings = async (request: FastifyRequest) => {
      let body: unknown = request.body;
      let images: SettingsImages = {};
      if (request.isMultipart()) {
        const form = multipartForm(request);
        body = { organization: organizationFields(form) };
        images = { logo: form.files.logo, favicon: form.files.favicon };
      }
      const { budget_start_month, expense_categories_attributes, ...rest } = parseInput(
        settingsBody,
        body,
      ).organization;
      const budget =
        budget_start_month !== undefined || expense_categories_attributes !== undefined
          ? await budgetSettings({ budget_start_month, expense_categories_attributes })
          : null;
      const saved = await settings.update(rest, images);
      const okta = touchesOkta(rest) && (rest.okta_enabled === false ? OKTA_MESSAGES.removed : OKTA_MESSAGES.updated);
      const message = budget?.message ?? (okta || SETTINGS_MESSAGES.saved);
      return { organization: presentOrganizationSettings(saved), message };
    };

    const saved = { response: { 200: organizationSavedResponse } };
    const updating = { ...admin, multipart: { logo: imageRule, favicon: imageRule } };
    r.patch('/api/organizations/current', { config: updating, schema: saved }, async (request) =>
      updateSettings(request),
    );

    const savedById = { params: idParams, ...saved };
    r.patch('/api/organizations/:id', { config: updating, schema: savedById }, async (request) => {
      checkOwnOrganization(request, request.params.id);
      return updateSettings(request);
    });

    for (const kind of ['event_types', 'group_types'] as const) {
      r.get(
        `/api/${kind}`,
        {
          config: { access: 'authenticated', matrix: anyMember },
          schema: { response: { 200: organizationTypesResponse } },
        },
        async () => ({ data: await settings.types(kind) }),
      );
    }
  };
}
