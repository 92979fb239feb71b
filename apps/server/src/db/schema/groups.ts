import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { groupTypes, offices, organizations } from './organizations.ts';
import { users } from './users.ts';

/** Employee groups (ERGs, social, professional development). Archived groups are kept but shown nowhere. */
export const groups = pgTable(
  'groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    safeDescription: text().notNull().default(''),
    externalLink: text(),
    coverImageKey: text(),
    groupTypeId: integer().references(() => groupTypes.id, { onDelete: 'set null' }),
    private: boolean().notNull().default(false),
    canOrganizersEdit: boolean().notNull().default(false),
    organizerId: integer().references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_org_name_idx').on(t.organizationId, t.name),
    index('groups_org_type_idx').on(t.organizationId, t.groupTypeId),
  ],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_memberships_org_user_idx').on(t.organizationId, t.userId),
  ],
);

export const groupOffices = pgTable(
  'group_offices',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    officeId: integer()
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.officeId] }),
    index('group_offices_org_office_idx').on(t.organizationId, t.officeId),
  ],
);
