import type { OfficeRecord } from '@huddle/domain/contracts/offices';
import type { OrganizationPublicRecord } from '@huddle/domain/contracts/organizations';
import type { AccountUserRecord, ManagedUserRecord, PickerUserRecord } from '@huddle/domain/contracts/users';

/**
 * Response shapes of docs/api-auth.md, as the web reads them: the server's response contracts
 * (`@huddle/domain/contracts/…`) under the web's names.
 */

/** The organization's public face; a signed-in member's GET /api/organizations/current answers more. */
export type Organization = OrganizationPublicRecord;

export interface OfficeRef {
  id: number;
  name: string;
}

/**
 * The signed-in person's own record with what their role lets them do anywhere (`abilities`: navigation, route
 * guards, create buttons). The users routes add `pending_email`, a new email waiting for its confirmation link.
 */
export type User = AccountUserRecord & { pending_email?: string | null };

/**
 * A row of the settings' users grid (GET /api/users as admins get it, and the answers of a role or status change):
 * the user with the admin's abilities over them (docs/api-admin.md), instead of the caller's own `abilities`.
 */
export type ManagedUser = ManagedUserRecord;

/** A row of GET /api/users as non-admins get it: what a people picker needs (admins get the full User). */
export type PickerUser = PickerUserRecord;

export type Office = OfficeRecord;

export interface Page<T> {
  data: T[];
  meta?: Record<string, unknown>;
}

export interface UserResponse {
  user: User;
  /** Set when the change needs a further step, e.g. a new email's confirmation link. */
  message?: string;
}

export interface MessageResponse {
  message: string;
}

/** Events are not built yet; the profile lists whatever GET /api/users/events sends with a name. */
export interface UserEventSummary {
  id: number | string;
  name?: string;
  title?: string;
  start?: string;
  starts_at?: string;
}
