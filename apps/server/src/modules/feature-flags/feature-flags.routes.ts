import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS, type FeatureFlagKey, type FeatureFlags } from '@huddle/domain/feature-flags';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { featureFlagSavedResponse, featureFlagsResponse } from '@huddle/domain/contracts/feature-flags';
import { notFound } from '../../lib/errors.ts';
import { adminOnly, on, publicRoute } from '../../plugins/route-matrix.ts';
import type { FeatureFlagsService } from './feature-flags.service.ts';

/**
 * `unavailable`: flags this server cannot honour, with the reason (ai-generate-event without a model). They answer
 * off whatever is stored, so no client offers the feature, and the settings' switch shows the reason.
 */
export function featureFlagsRoutes(
  flags: FeatureFlagsService,
  unavailable: Partial<Record<FeatureFlagKey, string>> = {},
) {
  const effective = (values: FeatureFlags): FeatureFlags => {
    const result = { ...values };
    for (const key of Object.keys(unavailable) as FeatureFlagKey[]) result[key] = false;
    return result;
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Readable before sign-in: the SPA needs MaintenanceMode to decide what to draw.
    r.get(
      '/api/feature_flags',
      {
        config: { access: 'public', matrix: publicRoute },
        schema: { response: { 200: featureFlagsResponse } },
      },
      async (request) => {
        // The flags are the scope's organization's (the caller's, else the host's); the bare domain has none.
        if (!request.actor && !request.hostOrganizationId) throw notFound(AUTH_MESSAGES.organizationNotFound);
        const values = effective(await flags.read());
        return {
          flags: values,
          definitions: FEATURE_FLAGS.map((f) => ({
            ...f,
            enabled: values[f.key],
            ...(unavailable[f.key] && { unavailable: unavailable[f.key] }),
          })),
        };
      },
    );

    r.put(
      '/api/feature_flags/:key',
      {
        config: { access: 'admin', matrix: on(adminOnly, { params: { key: 'MaintenanceMode' } }) },
        schema: {
          params: z.object({ key: z.enum(FEATURE_FLAG_KEYS as [FeatureFlagKey, ...FeatureFlagKey[]]) }),
          body: z.object({ enabled: z.boolean() }),
          response: { 200: featureFlagSavedResponse },
        },
      },
      async (request) => ({
        flags: effective(await flags.set(request.params.key, request.body.enabled)),
      }),
    );
  };
}
