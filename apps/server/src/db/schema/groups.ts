import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { groupTypes, offices, organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
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
    groupTypeId: integer(),
    private: boolean().notNull().default(false),
    canOrganizersEdit: boolean().notNull().default(false),
    organizerId: integer(),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_org_name_idx').on(t.organizationId, t.name),
    index('groups_org_type_idx').on(t.organizationId, t.groupTypeId),
    tenantKey('groups', t),
    tenantReference('groups_group_type_id_fk', [t.organizationId, t.groupTypeId], groupTypes, 'set null'),
    tenantReference('groups_organizer_id_fk', [t.organizationId, t.organizerId], users, 'set null'),
  ],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer().notNull(),
    userId: integer().notNull(),
    role: text({ enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_memberships_org_user_idx').on(t.organizationId, t.userId),
    tenantReference('group_memberships_group_id_fk', [t.organizationId, t.groupId], groups, 'cascade'),
    tenantReference('group_memberships_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);

export const groupOffices = pgTable(
  'group_offices',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer().notNull(),
    officeId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.officeId] }),
    index('group_offices_org_office_idx').on(t.organizationId, t.officeId),
    tenantReference('group_offices_group_id_fk', [t.organizationId, t.groupId], groups, 'cascade'),
    tenantReference('group_offices_office_id_fk', [t.organizationId, t.officeId], offices, 'cascade'),
  ],
);
