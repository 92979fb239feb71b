import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A statement's own `organization_id` condition (the second wall of ADR 12), written so that PostgreSQL keeps it
 * apart from the policy's `organization_id = huddle_current_organization()`. Written as `=`, the two meet in one
 * equivalence class with two values, and the planner checks them against each other in a Result node above the scan,
 * which then passes every row it reads: counting the 50,000 guests of an event cost a third more (2.0 ms against
 * 1.5 ms, `explain analyze`). As `= any(array[…])` both stay index conditions and nothing is added. For counts over
 * many rows; elsewhere a plain `eq` reads better and costs the same.
 */
export const ownedBy = (column: Column, organizationId: unknown): SQL =>
  sql`${column} = any(array[${organizationId}]::int[])`;
