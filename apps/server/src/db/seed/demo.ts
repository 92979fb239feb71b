import { count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEFAULT_EVENT_TYPES, DEFAULT_GROUP_TYPES } from '@huddle/domain/constants';
import type { Db } from '../client.ts';
import {
  currencies,
  emailExtensions,
  eventTypes,
  featureFlags,
  groupTypes,
  offices,
  organizationCurrencies,
  organizations,
} from '../schema/organizations.ts';
import { users } from '../schema/users.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { demoBanners, seedDemoEvents } from './demo-events.ts';
import { seedDemoGroups } from './demo-groups.ts';
import { seedDemoCommunications } from './demo-communications.ts';
import { seedDemoGuests } from './demo-guests.ts';
import { seedDemoSurveys } from './demo-surveys.ts';
import { seedDemoCollections } from './demo-collections.ts';
import { seedDemoBudgets } from './demo-budgets.ts';
import { DEMO_PEOPLE } from './demo-people.ts';

export const DEMO_PASSWORD = 'Password1!';

const ORGANIZATIONS = [
  { subdomain: 'acme', displayName: 'Acme Inc.', active: true, offices: ['New York', 'San Francisco', 'London'] },
  {
    subdomain: 'globex',
    displayName: 'Globex Corporation',
    active: true,
    offices: ['Springfield', 'Chicago', 'Austin'],
  },
  { subdomain: 'initech', displayName: 'Initech', active: false, offices: ['Austin'] },
] as const;

const TIMEZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London'] as const;

/**
 * Demo data for an empty database: three organizations, their people, offices, types, groups, invitations and events
 * (with generated banners when a storage is given).
 */
export async function seedDemoData(
  db: Db,
  {
    logger,
    storage,
    linkBase = (subdomain) => `http://${subdomain}.localhost:3000`,
  }: {
    logger?: Logger;
    storage?: Pick<Storage, 'put'>;
    /** Where the demo's mails link to: the organization's address. */
    linkBase?: (subdomain: string) => string;
  } = {},
) {
  const [existing] = await db.select({ n: count() }).from(organizations);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const banners = storage ? await demoBanners((data) => storage.put('banners', 'webp', data)) : [];
  await db.transaction(async (tx) => {
    const [usd] = await tx.select().from(currencies).where(eq(currencies.code, 'USD'));
    for (const spec of ORGANIZATIONS) {
      const [org] = await tx
        .insert(organizations)
        .values({ subdomain: spec.subdomain, displayName: spec.displayName, active: spec.active })
        .returning();
      const orgId = org!.id;
      const domain = `${spec.subdomain}.test`;
      await tx.insert(emailExtensions).values({ organizationId: orgId, domain });
      const eventTypeIds = (
        await tx
          .insert(eventTypes)
          .values(DEFAULT_EVENT_TYPES.map((name) => ({ organizationId: orgId, name })))
          .returning({ id: eventTypes.id })
      ).map((t) => t.id);
      const types = await tx
        .insert(groupTypes)
        .values(DEFAULT_GROUP_TYPES.map((name) => ({ organizationId: orgId, name })))
        .returning({ id: groupTypes.id, name: groupTypes.name });
      if (usd) await tx.insert(organizationCurrencies).values({ organizationId: orgId, currencyId: usd.id });
      await tx.insert(featureFlags).values({ organizationId: orgId, key: 'contact-lists', enabled: true });
      const officeRows = await tx
        .insert(offices)
        .values(spec.offices.map((name) => ({ organizationId: orgId, name })))
        .returning();
      const officeAt = (i: number) => officeRows[i % officeRows.length]!.id;
      const base = { organizationId: orgId, passwordHash, confirmedAt: now, status: 'active' as const };
      const people = [
        {
          ...base,
          email: `admin@${domain}`,
          firstName: 'Ada',
          lastName: 'Admin',
          role: 'admin' as const,
          officeId: officeAt(0),
          timezone: TIMEZONES[0],
          welcomeShownAt: now,
        },
        {
          ...base,
          email: `organizer@${domain}`,
          firstName: 'Olivia',
          lastName: 'Organizer',
          role: 'organizer' as const,
          officeId: officeAt(1),
          timezone: TIMEZONES[1],
          welcomeShownAt: now,
        },
        {
          ...base,
          email: `user@${domain}`,
          firstName: 'Uma',
          lastName: 'User',
          role: 'user' as const,
          officeId: officeAt(2),
          timezone: TIMEZONES[2],
          welcomeShownAt: now,
        },
      ];
      const employees = DEMO_PEOPLE.map(([firstName, lastName], i) => ({
        ...base,
        email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
        firstName,
        lastName,
        role: (i % 10 === 0 ? 'organizer' : 'user') as 'organizer' | 'user',
        // A few people have left: their accounts are deactivated.
        status: (i % 17 === 16 ? 'deactivated' : 'active') as 'active' | 'deactivated',
        officeId: officeAt(i),
        timezone: TIMEZONES[i % TIMEZONES.length]!,
        welcomeShownAt: now,
      }));
      const inserted = await tx
        .insert(users)
        .values([...people, ...employees])
        .returning({
          id: users.id,
          status: users.status,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        });
      if (spec.active) {
        const groupIds = await seedDemoGroups(tx, {
          organizationId: orgId,
          domain,
          people: inserted,
          officeIds: officeRows.map((o) => o.id),
          groupTypes: types,
        });
        const seededEvents = await seedDemoEvents(tx, {
          organizationId: orgId,
          now,
          // The organizer and the admin host the events, in turns.
          hostIds: [inserted[1]!.id, inserted[0]!.id],
          officeIds: officeRows.map((o) => o.id),
          groupIds,
          eventTypeIds,
          banners,
          ...(spec.subdomain !== 'acme' && { limit: 8 }),
        });
        await seedDemoGuests(tx, {
          organizationId: orgId,
          now,
          events: seededEvents,
          // The admin, organizer and user demo accounts come first; everyone after them is an employee.
          people: inserted,
          owners: { admin: inserted[0]!.id, organizer: inserted[1]!.id },
        });
        await seedDemoCommunications(tx, {
          organizationId: orgId,
          now,
          linkBase: linkBase(spec.subdomain),
          events: seededEvents,
          senders: [inserted[1]!.id, inserted[0]!.id],
        });
        if (spec.subdomain === 'acme') {
          const owners = { admin: inserted[0]!.id, organizer: inserted[1]!.id };
          await seedDemoSurveys(tx, { organizationId: orgId, now, events: seededEvents, owners });
          const organizerIds = [inserted[1]!.id, inserted[0]!.id];
          await seedDemoCollections(tx, { organizationId: orgId, now, events: seededEvents, organizerIds });
          await seedDemoBudgets(tx, { organizationId: orgId, now, events: seededEvents, groupIds });
        }
      }
    }
  });
  logger?.info('Seeded demo data: acme, globex (active) and initech (inactive); password Password1!');
  return true;
}
