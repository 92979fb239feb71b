import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { groups } from './groups.ts';
import { currencies, organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';

/**
 * Budgets (spec guest-engagement §3, platform §3, ADR 0022). Money is integer minor units (`*_cents`, bigint, read as
 * JavaScript numbers: every amount is at most 2147483647 units, far below 2^53 cents) with a currency of the shared
 * ISO table.
 */
const organizationId = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const cents = () => bigint({ mode: 'number' }).notNull().default(0);

export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    name: text().notNull(),
    /** A category that expenses use is deactivated instead of deleted, so their history keeps its name. */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_categories_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    tenantKey('expense_categories', t),
  ],
);

/** One budget per event (spec §3 Event budget): its amount in its currency; the items are its expenses. */
export const eventBudgets = pgTable(
  'event_budgets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    eventId: integer().notNull(),
    amountCents: cents(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_budgets_org_event_key').on(t.organizationId, t.eventId),
    tenantKey('event_budgets', t),
    tenantReference('event_budgets_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
  ],
);

/** The groups whose budgets an event's spending counts against (spec §3 linked_groups). */
export const eventBudgetGroups = pgTable(
  'event_budget_groups',
  {
    organizationId: organizationId(),
    eventBudgetId: integer().notNull(),
    groupId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.eventBudgetId, t.groupId] }),
    index('event_budget_groups_org_group_idx').on(t.organizationId, t.groupId),
    tenantReference('event_budget_groups_budget_id_fk', [t.organizationId, t.eventBudgetId], eventBudgets, 'cascade'),
    tenantReference('event_budget_groups_group_id_fk', [t.organizationId, t.groupId], groups, 'cascade'),
  ],
);

/** Spec §3 Expense item; in its budget's currency. */
export const expenseItems = pgTable(
  'expense_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    eventBudgetId: integer().notNull(),
    name: text().notNull(),
    estimatedCostCents: cents(),
    actualCostCents: cents(),
    expenseCategoryId: integer(),
    vendor: text().notNull().default(''),
    notes: text().notNull().default(''),
    spentOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_items_org_budget_idx').on(t.organizationId, t.eventBudgetId),
    index('expense_items_org_category_idx').on(t.organizationId, t.expenseCategoryId),
    tenantKey('expense_items', t),
    tenantReference('expense_items_budget_id_fk', [t.organizationId, t.eventBudgetId], eventBudgets, 'cascade'),
    tenantReference(
      'expense_items_category_id_fk',
      [t.organizationId, t.expenseCategoryId],
      expenseCategories,
      'set null',
    ),
  ],
);

/** A group's yearly budget in its currency (platform §3 Group budget); the rate last used to convert its events. */
export const groupBudgets = pgTable(
  'group_budgets',
  {
    organizationId: organizationId(),
    groupId: integer().notNull(),
    budgetCents: cents(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    /** Millionths: 1000000 is a rate of 1 (money.ts). */
    conversionRateMicros: bigint({ mode: 'number' }).notNull().default(1_000_000),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.groupId] }),
    tenantReference('group_budgets_group_id_fk', [t.organizationId, t.groupId], groups, 'cascade'),
  ],
);
