import {
  GOOGLE_ADMIN_RETURN_PATH,
  GOOGLE_ADMIN_SCOPES,
  GOOGLE_ADMIN_STATE_TTL_MS,
  GOOGLE_GROUPS_MESSAGES,
  type GoogleAdminInput,
} from '@huddle/domain/google-groups-schemas';
import type { GoogleConfig } from '../../config.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Queue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { ConnectionStore } from './connection-store.ts';
import type { GoogleAdminJobs } from './google-admin.jobs.ts';

const refuse = (message: string) => new AppError('validation', message);

/**
 * An admin's own connection to Google's directory (spec platform §7 `auth_details/google_admin`; ADR 36), built as
 * Slack's (ADR 33): a single-use state, the popup to Google's authorize URL, the code exchanged by a job.
 */
export function createGoogleAdminService(deps: {
  tenancy: Pick<Tenancy, 'db'>;
  config: GoogleConfig | null;
  store: ConnectionStore | null;
  queue: Queue;
  jobs: GoogleAdminJobs;
  linkBase: (organization: { subdomain: string }) => string;
}) {
  function configured() {
    if (!deps.config || !deps.store) throw refuse(GOOGLE_GROUPS_MESSAGES.notConfigured);
    return { config: deps.config, store: deps.store };
  }
  const returnUrl = (subdomain: string) => `${deps.linkBase({ subdomain })}${GOOGLE_ADMIN_RETURN_PATH}`;

  return {
    /** GET /api/auth_details/google_admin: the caller's connection. */
    async status(actor: Actor) {
      const row = deps.store ? await deps.store.find('google_admin', { userId: actor.userId }) : null;
      const status = !row || row.status === 'revoking' ? 'none' : row.status;
      return {
        configured: Boolean(deps.config && deps.store),
        status,
        email: status === 'connected' ? (row?.details.email ?? null) : null,
        error: status === 'broken' ? (row?.error ?? GOOGLE_GROUPS_MESSAGES.connectFailed) : null,
      } as const;
    },

    /** POST /api/auth_details/google_admin_oauth: a single-use state and Google's authorize URL with the scope. */
    async startOAuth(actor: Actor, subdomain: string) {
      const { config, store } = configured();
      return store.startAuthorization(
        { userId: actor.userId, provider: 'google_admin', ttlMs: GOOGLE_ADMIN_STATE_TTL_MS },
        config.authorizeUrl,
        {
          client_id: config.clientId,
          redirect_uri: returnUrl(subdomain),
          response_type: 'code',
          scope: GOOGLE_ADMIN_SCOPES.join(' '),
          // A refresh token (offline), asked again each time (consent): the lists resync long after the admin left.
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
        },
      );
    },

    /** POST /api/auth_details/google_admin: the code waits, sealed, for the connect job. */
    async connect(actor: Actor, subdomain: string, input: GoogleAdminInput) {
      const { store } = configured();
      if (input.redirect_uri !== returnUrl(subdomain)) throw refuse(GOOGLE_GROUPS_MESSAGES.connectFailed);
      if (!(await store.consumeState(actor.userId, 'google_admin'))) throw refuse(GOOGLE_GROUPS_MESSAGES.stateExpired);
      await store.startConnecting('google_admin', {
        code: input.code,
        redirectUri: input.redirect_uri,
        createdById: actor.userId,
        userId: actor.userId,
      });
      await deps.queue.enqueue(deps.tenancy.db, deps.jobs.connect, {
        organizationId: actor.organizationId,
        userId: actor.userId,
      });
      return { status: 'connecting' as const };
    },

    /** DELETE /api/auth_details/google_admin: the caller's grant is forgotten (Google keeps it until revoked there). */
    async disconnect(actor: Actor) {
      const { store } = configured();
      const row = await store.find('google_admin', { lock: true, userId: actor.userId });
      if (row) await store.remove(row.id);
      return { message: GOOGLE_GROUPS_MESSAGES.disconnected };
    },
  };
}

export type GoogleAdminService = ReturnType<typeof createGoogleAdminService>;
