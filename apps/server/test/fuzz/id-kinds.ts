import type { IdPool } from './hostile.ts';
import type { Objects } from './world.ts';

// Which object a path's `:id` names, by the route's first segment.
const PATH_KINDS: [RegExp, keyof Objects][] = [
  [/^\/api\/organizations\//, 'organization'],
  [/^\/api\/offices\//, 'office'],
  [/^\/api\/groups\//, 'group'],
  [/^\/api\/events\//, 'event'],
  [/^\/api\/employees\//, 'contact'],
  [/^\/api\/lists\//, 'list'],
  [/^\/api\/event_messages\//, 'message'],
  [/^\/api\/communication_histories\//, 'invitation'],
];

// Which object a field names, by its name (a list's name without the s).
const FIELD_KINDS: [RegExp, keyof Objects][] = [
  [/^event(_id|Id|_ids?)?$/, 'event'],
  [/^(group_id|group_ids?)$/, 'group'],
  [/^office_ids?$/, 'office'],
  [/^(list_id|collection_id)$/, 'list'],
  // Hosts must be organizers: the admin, so that an event form is valid but for the one hostile field.
  [/^host_ids?$/, 'admin'],
  [/^(user_id|group_admin_ids?|employee_ids?|employee_id|recipient_ids?|user_ids?)$/, 'user'],
  [/^(communication_history_id|event_invitation_id|invitation_id)$/, 'invitation'],
  [/^event_message_id$/, 'message'],
  [/^organization_id$/, 'organization'],
  [/^invitees?$/, 'invitee'],
];

export function kindOf(url: string, field: string): keyof Objects | undefined {
  if (field === 'id') return PATH_KINDS.find(([pattern]) => pattern.test(url))?.[1];
  return FIELD_KINDS.find(([pattern]) => pattern.test(field))?.[1];
}

/** The ids a route's fields name: the caller's organization's own, and the other organization's. */
export function idPool(url: string, own: Objects, other: Objects): IdPool {
  return {
    own: (field) => {
      const kind = kindOf(url, field);
      return kind && own[kind];
    },
    other: (field) => {
      const kind = kindOf(url, field);
      return kind && other[kind];
    },
  };
}
