import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import { createDirectoryClient } from '../../integrations/google/directory-client.ts';
import { createGoogleOAuth } from '../../integrations/google/google-oauth.ts';
import type { ConnectionStore } from './connection-store.ts';
import { createGoogleAdminWorker } from './google-admin.jobs.ts';
import { createGoogleDirectory } from './google-directory.ts';

/**
 * Google for Google Groups lists (ADR 36): an admin's grant of the directory scope, connected by the worker's jobs,
 * and the Directory API read with it. Both stand idle (their calls refuse) without GOOGLE_* or INTEGRATIONS_KEY.
 */
export function createGoogleIntegration(deps: {
  config: Pick<Config, 'google'>;
  tenancy: Tenancy;
  store: ConnectionStore | null;
  logger: Logger;
}) {
  const { google } = deps.config;
  const oauth = google ? createGoogleOAuth(google) : null;
  return {
    adminWorker: createGoogleAdminWorker({ tenancy: deps.tenancy, oauth, store: deps.store, logger: deps.logger }),
    directory: createGoogleDirectory({
      tenancy: deps.tenancy,
      store: deps.store,
      oauth,
      client: google ? createDirectoryClient(google) : null,
    }),
  };
}
