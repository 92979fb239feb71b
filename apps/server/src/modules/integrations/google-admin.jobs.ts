import type { Logger } from 'pino';
import { GOOGLE_GROUPS_MESSAGES, GOOGLE_GROUPS_SCOPE } from '@huddle/domain/google-groups-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { GoogleOAuth } from '../../integrations/google/google-oauth.ts';
import { ProviderError } from '../../integrations/provider-error.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { ConnectionStore } from './connection-store.ts';

export interface GoogleAdminConnectJob {
  organizationId: number;
  userId: number;
}

/**
 * The Google admin connect job (ADR 36): the code an admin brought back from Google is exchanged at the token
 * endpoint outside any transaction; the grant is kept sealed as that admin's own connection. A refused code, or a
 * grant without the directory's group scope, leaves the connection broken with the spec's message.
 */
export function createGoogleAdminWorker(deps: {
  tenancy: Pick<Tenancy, 'inOrganization'>;
  oauth: GoogleOAuth | null;
  store: ConnectionStore | null;
  logger: Logger;
}) {
  const scope = <T>(organizationId: number, work: () => Promise<T>) =>
    deps.tenancy.inOrganization(organizationId, work);

  async function connect({ organizationId, userId }: GoogleAdminConnectJob): Promise<void> {
    const { store, oauth } = deps;
    if (!store || !oauth) return;
    const pending = await scope(organizationId, async () => {
      const row = await store.find('google_admin', { userId });
      if (row?.status !== 'connecting') return null;
      return { id: row.id, code: store.pendingCode(row) };
    });
    if (!pending) return;
    const fail = async () =>
      void (await scope(organizationId, () => store.markBroken(pending.id, GOOGLE_GROUPS_MESSAGES.connectFailed)));
    if (!pending.code) return fail();
    let grant;
    try {
      grant = await oauth.exchangeCode(pending.code.code, pending.code.redirectUri);
    } catch (error) {
      if (error instanceof ProviderError && error.retryable) throw error;
      deps.logger.warn({ organizationId, cause: (error as Error).message }, 'google admin connect refused');
      return fail();
    }
    // The admin may untick the directory scope on Google's consent page: without it no group can be read.
    if (!grant.accessToken || !grant.scope.split(' ').includes(GOOGLE_GROUPS_SCOPE)) return fail();
    await scope(organizationId, async () => {
      const row = await store.find('google_admin', { lock: true, userId });
      // Disconnected or started again meanwhile: this grant is not wanted.
      if (row?.id !== pending.id || row.status !== 'connecting') return;
      await store.saveGrant(row.id, {
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        expiresInSeconds: grant.expiresInSeconds,
        externalId: grant.subject ?? '',
        scopes: grant.scope,
        details: { email: grant.email },
      });
    });
  }

  const jobs = {
    connect: {
      name: 'google-admin-connect',
      retryLimit: 5,
      retryDelaySeconds: 5,
      handle: connect,
    } satisfies JobDefinition<GoogleAdminConnectJob>,
  };
  return { jobs, definitions: Object.values(jobs) as JobDefinition<never>[] };
}

export type GoogleAdminJobs = ReturnType<typeof createGoogleAdminWorker>['jobs'];
