import { createHash, randomBytes } from 'node:crypto';
import type { Tenancy } from '../../db/tenancy.ts';
import type { IntegrationProvider } from '../../db/schema/integrations.ts';
import type { Sealer } from '../../integrations/sealed.ts';
import type { Clock } from '../../lib/clock.ts';
import * as connectionsRepository from './connections.repository.ts';
import type { ConnectionOptions, ConnectionRow } from './connections.repository.ts';

/** A grant as a provider's token endpoint gives it. */
export interface Grant {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number | null;
  externalId: string;
  scopes: string;
  details: Record<string, string | null>;
}

/** Tokens are refreshed this long before they expire. */
const REFRESH_AHEAD_MS = 5 * 60 * 1000;

/**
 * The connection store (ADR 33): OAuth grants per organization and provider, sealed at rest. Reads and writes run in
 * the caller's organization scope; opening a token is for jobs only (they call the provider outside a transaction).
 */
export function createConnectionStore(deps: { bind: Tenancy['bind']; sealer: Sealer; clock: Clock }) {
  const repo = deps.bind(connectionsRepository);
  const { sealer } = deps;

  return {
    find: (provider: IntegrationProvider, options?: ConnectionOptions) => repo.findConnection(provider, options),

    /** The organization's working connections of a per-user provider, newest first. */
    connected: (provider: IntegrationProvider) => repo.connectedOf(provider),

    /**
     * An admin approved the install: the code waits, sealed, for the connect job. `userId` makes it that user's own
     * connection (Google's directory); without it, the organization's (a Slack workspace).
     */
    startConnecting(
      provider: IntegrationProvider,
      p: { code: string; redirectUri: string; createdById: number; userId?: number },
    ) {
      return repo.upsertConnection(
        provider,
        {
          status: 'connecting',
          pendingCode: sealer.seal(p.code),
          pendingRedirectUri: p.redirectUri,
          error: null,
          createdById: p.createdById,
        },
        p.userId,
      );
    },

    /** The code of a connection being made (the connect job exchanges it), or null. */
    pendingCode(row: { pendingCode: string | null; pendingRedirectUri: string | null }) {
      return row.pendingCode && row.pendingRedirectUri
        ? { code: sealer.open(row.pendingCode), redirectUri: row.pendingRedirectUri }
        : null;
    },

    async saveGrant(id: number, grant: Grant) {
      const now = deps.clock.now();
      return repo.updateConnection(id, {
        status: 'connected',
        externalId: grant.externalId,
        accessToken: sealer.seal(grant.accessToken),
        refreshToken: grant.refreshToken ? sealer.seal(grant.refreshToken) : null,
        expiresAt: grant.expiresInSeconds ? new Date(now.getTime() + grant.expiresInSeconds * 1000) : null,
        scopes: grant.scopes,
        details: grant.details,
        pendingCode: null,
        pendingRedirectUri: null,
        error: null,
      });
    },

    /** The provider said the grant is gone (or the code was refused): the admin sees `error` and connects again. */
    markBroken: (id: number, error: string) =>
      repo.updateConnection(id, { status: 'broken', error, pendingCode: null, pendingRedirectUri: null }),

    setDetails: (id: number, details: Record<string, string | null>) => repo.updateConnection(id, { details }),

    markRevoking: (id: number) => repo.updateConnection(id, { status: 'revoking', pendingCode: null }),

    remove: (id: number) => repo.deleteConnection(id),

    /**
     * The usable access token of a connection: refreshed first (through `refresh`, the provider's token call) when
     * it expires within five minutes. Null when there is none to use.
     */
    async accessToken(
      row: ConnectionRow | null,
      refresh?: (refreshToken: string) => Promise<Grant>,
    ): Promise<string | null> {
      if (!row?.accessToken || (row.status !== 'connected' && row.status !== 'revoking')) return null;
      const expiring = row.expiresAt && row.expiresAt.getTime() - deps.clock.now().getTime() < REFRESH_AHEAD_MS;
      if (expiring && row.refreshToken && refresh) {
        const grant = await refresh(sealer.open(row.refreshToken));
        await this.saveGrant(row.id, grant);
        return grant.accessToken;
      }
      return sealer.open(row.accessToken);
    },

    /**
     * A connection's tokens opened, without refreshing: for callers that refresh outside any transaction themselves
     * (Google's directory, ADR 36). `expiring` when the access token ends within five minutes.
     */
    tokensOf(row: ConnectionRow) {
      if (!row.accessToken || row.status !== 'connected') return null;
      const expiring =
        row.expiresAt !== null && row.expiresAt.getTime() - deps.clock.now().getTime() < REFRESH_AHEAD_MS;
      return {
        accessToken: sealer.open(row.accessToken),
        refreshToken: row.refreshToken ? sealer.open(row.refreshToken) : null,
        expiring,
      };
    },

    /**
     * A new OAuth state for the user's popup (ADR 33): random, stored hashed, alive `ttlMs`, used once. Returns the
     * state with the provider's authorize URL carrying it and `params`.
     */
    async startAuthorization(
      p: { userId: number; provider: IntegrationProvider; ttlMs: number },
      authorizeUrl: string,
      params: Record<string, string>,
    ) {
      const state = randomBytes(24).toString('base64url');
      await repo.insertState({
        userId: p.userId,
        provider: p.provider,
        stateHash: createHash('sha256').update(state).digest('hex'),
        expiresAt: new Date(deps.clock.now().getTime() + p.ttlMs),
      });
      const url = new URL(authorizeUrl);
      for (const [key, value] of Object.entries({ ...params, state })) url.searchParams.set(key, value);
      return { state, authorizeUrl: url.toString() };
    },
    consumeState: (userId: number, provider: IntegrationProvider) =>
      repo.consumeState(userId, provider, deps.clock.now()),
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;
