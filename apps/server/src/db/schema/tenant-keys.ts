import { foreignKey, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';

interface TenantRow {
  organizationId: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * Row-level security does not apply to foreign-key checks, so a single-column reference would let a row of one
 * organization point at a parent row of another. Parents are therefore also unique on `(organization_id, id)`, and
 * children reference them by both columns (docs/architecture.md, "Composite keys").
 */
export const tenantKey = (table: string, t: TenantRow) => unique(`${table}_org_id_key`).on(t.organizationId, t.id);

/**
 * The link `(organization_id, column)` → `parent (organization_id, id)`. With `set null`, migration 0010 narrows the
 * action to `SET NULL (column)`: drizzle cannot declare a column list, and `organization_id` is NOT NULL.
 */
export function tenantReference(
  name: string,
  columns: [organizationId: AnyPgColumn, column: AnyPgColumn],
  parent: TenantRow,
  onDelete: 'cascade' | 'set null',
) {
  return foreignKey({ name, columns, foreignColumns: [parent.organizationId, parent.id] }).onDelete(onDelete);
}
