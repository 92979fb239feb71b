import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { until } from '../../test/eventually.ts';
import { type TestOrganization } from '../../test/factories.ts';
import { featureFlags } from '../db/schema/organizations.ts';
import { twoOrganizations } from '../../test/tenants.ts';

/**
 * The feature flags are cached per process (issue 14). A change written anywhere — here
 * straight into the database, as another process would — reaches the cache through the database's notification.
 */
let t: TestApp;
let acme: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme } = await twoOrganizations(t));
});
afterAll(() => t.close());

describe('cached rows', () => {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { host: acme.host } })).json();

  it('drop the feature flags another process changed', async () => {
    const flag = async () => (await get('/api/feature_flags')).flags['zoom-webinar'] as boolean;
    expect(await flag()).toBe(false);
    await t.db.insert(featureFlags).values({ organizationId: acme.id, key: 'zoom-webinar', enabled: true });
    expect(await until(flag, (on) => on, 5_000)).toBe(true);
    await t.db.delete(featureFlags).where(eq(featureFlags.organizationId, acme.id));
    expect(await until(flag, (on) => !on, 5_000)).toBe(false);
  });
});
