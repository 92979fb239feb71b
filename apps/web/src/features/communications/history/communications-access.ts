import { hasMinimumRole } from '@huddle/domain/roles';
import type { User } from '../../../lib/api-types';
import { userRole } from '../../../lib/current-user';
import type { HuddleEvent } from '../../../lib/event/event-models';

export const NOT_MANAGER_TEXT = "Only the event's hosts and admins manage its communications.";

/**
 * docs/api-communications.md "Who": admins, and hosts who are organizers. `can_manage` alone also covers a host who
 * is a plain user, whom the server refuses (403), so the role is checked too and the request is not made.
 */
export function managesCommunications(
  event: Pick<HuddleEvent, 'can_manage'>,
  user: Pick<User, 'permission_level' | 'is_admin' | 'is_organizer'> | null,
): boolean {
  return event.can_manage && user !== null && hasMinimumRole(userRole(user), 'organizer');
}
