import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS, type FeatureFlagKey } from '@huddle/domain/feature-flags';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { featureFlagSavedResponse, featureFlagsResponse } from '@huddle/domain/contracts/feature-flags';
import { notFound } from '../../lib/errors.ts';
import { adminOnly, on, publicRoute } from '../../plugins/route-matrix.ts';
import type { FeatureFlagsService } from './feature-flags.service.ts';

export function featureFlagsRoutes(flags: FeatureFlagsService) {
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
        const values = await flags.read();
        return { flags: values, definitions: FEATURE_FLAGS.map((f) => ({ ...f, enabled: values[f.key] })) };
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
        flags: await flags.set(request.params.key, request.body.enabled),
      }),
    );
  };
}
