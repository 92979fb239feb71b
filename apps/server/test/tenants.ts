import type { users } from '../src/db/schema/users.ts';
import type { TestApp } from './build-app.ts';
import { createOrganization, signedIn, type TestOrganization } from './factories.ts';

export type Session = Awaited<ReturnType<typeof signedIn>>;
type UserValues = Partial<typeof users.$inferInsert>;
type OrganizationValues = Parameters<typeof createOrganization>[1];

export interface Tenants {
  acme: TestOrganization;
  globex: TestOrganization;
  admin: Session;
  organizer: Session;
  /** An organizer who hosts nothing: the "role is enough, but not the host" case (only when asked for). */
  otherOrganizer: Session;
  user: Session;
  /** Another organization's admin: its ids must answer 404 here. */
  globexAdmin: Session;
}

/** The organizations acme and globex, in that order, without people: for tests of accounts and sign-in. */
export async function twoOrganizations(t: TestApp, acmeValues: OrganizationValues = {}) {
  const acme = await createOrganization(t.db, { ...acmeValues, subdomain: 'acme' });
  const globex = await createOrganization(t.db, { subdomain: 'globex' });
  return { acme, globex };
}

/**
 * The two organizations and signed-in people every module's access tests need, created in one order (admin,
 * organizer, other organizer, user, globex admin) so ids and counts stay as each test file expects.
 */
export async function twoTenants(
  t: TestApp,
  options: {
    /** acme's own settings (its display name, an onboarding code, …). */
    acme?: OrganizationValues;
    admin?: UserValues;
    organizer?: UserValues;
    user?: UserValues;
    otherOrganizer?: boolean;
  } = {},
): Promise<Tenants> {
  const { acme, globex } = await twoOrganizations(t, options.acme);
  const admin = await signedIn(t, acme, { role: 'admin', ...options.admin });
  const organizer = await signedIn(t, acme, { role: 'organizer', ...options.organizer });
  const otherOrganizer = options.otherOrganizer ? await signedIn(t, acme, { role: 'organizer' }) : organizer;
  const user = await signedIn(t, acme, options.user);
  const globexAdmin = await signedIn(t, globex, { role: 'admin' });
  return { acme, globex, admin, organizer, otherOrganizer, user, globexAdmin };
}
