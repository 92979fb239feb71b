import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DirectoryClient } from '../../integrations/google/directory-client.ts';
import type { GoogleOAuth } from '../../integrations/google/google-oauth.ts';
import { ProviderError } from '../../integrations/provider-error.ts';
import { AppError } from '../../lib/errors.ts';
import type { Implements } from '../../lib/port.ts';
import type { ConnectionStore } from './connection-store.ts';
import type { GoogleDirectoryPort } from './integrations.port.ts';

/**
 * Reads of Google's directory with an admin's grant (ADR 36): the grant is read and, when it is about to expire,
 * refreshed at Google's token endpoint outside any transaction, then saved in a short scope; a grant Google refuses
 * (invalid_grant, 401) is marked broken so the admin sees it and connects again.
 */
export function createGoogleDirectory(deps: {
  tenancy: Pick<Tenancy, 'inOrganization'>;
  store: ConnectionStore | null;
  oauth: GoogleOAuth | null;
  client: DirectoryClient | null;
}) {
  const scope = <T>(organizationId: number, work: () => Promise<T>) =>
    deps.tenancy.inOrganization(organizationId, work);
  const notConnected = () => new AppError('validation', GOOGLE_GROUPS_MESSAGES.notConnected);

  /** The user's own working grant, else the organization's newest. Runs in the scope. */
  async function grantRow(userId: number) {
    const own = await deps.store!.find('google_admin', { userId });
    if (own?.status === 'connected') return own;
    const [newest] = await deps.store!.connected('google_admin');
    return newest ?? null;
  }

  async function breakGrant(organizationId: number, id: number) {
    await scope(organizationId, () => deps.store!.markBroken(id, GOOGLE_GROUPS_MESSAGES.connectFailed));
  }

  /** A usable access token for `userId`'s reads, refreshed first when it is about to expire. */
  async function accessToken(organizationId: number, userId: number) {
    if (!deps.store || !deps.oauth || !deps.client)
      throw new AppError('validation', GOOGLE_GROUPS_MESSAGES.notConfigured);
    const held = await scope(organizationId, async () => {
      const row = await grantRow(userId);
      const tokens = row && deps.store!.tokensOf(row);
      return row?.userId && tokens ? { id: row.id, userId: row.userId, ...tokens } : null;
    });
    if (!held) throw notConnected();
    if (!held.expiring || !held.refreshToken) return { id: held.id, token: held.accessToken };
    try {
      const grant = await deps.oauth.refresh(held.refreshToken);
      await scope(organizationId, async () => {
        const row = await deps.store!.find('google_admin', { lock: true, userId: held.userId });
        if (row?.id === held.id && row.status === 'connected') {
          await deps.store!.saveGrant(row.id, {
            accessToken: grant.accessToken,
            refreshToken: grant.refreshToken,
            expiresInSeconds: grant.expiresInSeconds,
            externalId: row.externalId ?? grant.subject ?? '',
            scopes: grant.scope || row.scopes,
            details: row.details,
          });
        }
      });
      return { id: held.id, token: grant.accessToken };
    } catch (error) {
      if (error instanceof ProviderError && error.revoked) await breakGrant(organizationId, held.id);
      throw error;
    }
  }

  /** Runs a directory call with the grant; a refused grant breaks the connection and is rethrown. */
  async function withGrant<T>(organizationId: number, userId: number, call: (token: string) => Promise<T>) {
    const { id, token } = await accessToken(organizationId, userId);
    try {
      return await call(token);
    } catch (error) {
      if (error instanceof ProviderError && error.revoked) await breakGrant(organizationId, id);
      throw error;
    }
  }

  const port = {
    async isConnected() {
      return Boolean(deps.store && deps.client && (await deps.store.connected('google_admin')).length > 0);
    },
    groups: (organizationId: number, userId: number) =>
      withGrant(organizationId, userId, (token) => deps.client!.allGroups(token)),
    async members(organizationId: number, userId: number, groupEmail: string) {
      return withGrant(organizationId, userId, async (token) => {
        const all = [];
        let pageToken: string | undefined;
        do {
          const page = await deps.client!.listMembers(token, groupEmail, pageToken);
          all.push(...page.members);
          pageToken = page.nextPageToken ?? undefined;
        } while (pageToken);
        return all;
      });
    },
  };
  return port;
}

export type GoogleDirectory = Implements<GoogleDirectoryPort, ReturnType<typeof createGoogleDirectory>>;
