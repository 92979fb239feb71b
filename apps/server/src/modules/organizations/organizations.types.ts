import type { organizations } from '../../db/schema/organizations.ts';

/** An organization's record: a leaf file, so that its presenter, service and port all name it. */
export type OrganizationRow = typeof organizations.$inferSelect;
