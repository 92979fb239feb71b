/**
 * What each caller should get from each route and GraphQL operation, written from the spec's §6 role tables and
 * the policy in packages/domain/src/policy/, apart from the routes' own `matrix` declarations (issue 32): the matrix
 * test checks the app against this table, and the declarations against it too.
 *
 * An outcome is `'2xx'` (let through, and the matrix's request is good enough to succeed), an exact status (a 4xx
 * the generic request cannot avoid is written as its number, with the reason in `why`), or `'refused'` (a GraphQL
 * mutation whose payload carries `errors`). `role` is the least role the spec asks before anything is looked up,
 * so another organization's object answers 401/403 below it and 404 from it on (unless `foreign` says otherwise).
 */
import type { Caller, Outcome } from '../../src/plugins/route-matrix.ts';

export type Expected = '2xx' | 'refused' | number;
export type Role = 'public' | 'member' | 'organizer' | 'admin';

export interface Expectation {
  role: Role;
  anonymous: Expected;
  user: Expected;
  organizer: Expected;
  host: Expected;
  admin: Expected;
  /** Another organization's object, where it is not the usual 401/403/404. */
  foreign?: Expected;
  /** Why an allowed caller gets a status other than 2xx, or why the row is what it is. */
  why?: string;
}

type Callers = 'user' | 'organizer' | 'host' | 'admin';

/** Anyone, signed in or not. */
const everyone: Expectation = {
  role: 'public',
  anonymous: '2xx',
  user: '2xx',
  organizer: '2xx',
  host: '2xx',
  admin: '2xx',
};
/** Any signed-in member (platform §6 "View events, view groups"). */
const member: Expectation = { ...everyone, role: 'member', anonymous: 401 };
/** Organizers and admins (platform §6 "Create events, create groups, manage …, view analytics"). */
const organizerUp: Expectation = { ...member, role: 'organizer', user: 403 };
/**
 * The object's managers: an event's hosts (events §6 "Only the event's organizers (host_ids) manage it"), a group's
 * admins, a list's or template's owner, and admins. The organizer who manages nothing is refused.
 */
const manager: Expectation = { ...organizerUp, organizer: 403 };
/** Among members, only the object's managers (group editors, platform §6: "admin, group admins, …"). */
const memberManager: Expectation = { ...member, user: 403, organizer: 403 };
/** Admins only (platform §6 "Manage user permissions, platform settings, integrations"). */
const adminOnly: Expectation = { ...manager, role: 'admin', host: 403 };

/** The same shape where the allowed callers' generic request gets `status` (an input rule), with the reason. */
function answers(shape: Expectation, status: number, why: string): Expectation {
  const allowed = (['user', 'organizer', 'host', 'admin'] as const).filter((c) => shape[c] === '2xx');
  const changed = Object.fromEntries(allowed.map((c) => [c, status])) as Partial<Record<Callers, number>>;
  return { ...shape, ...changed, ...(shape.anonymous === '2xx' && { anonymous: status }), why };
}
const with_ = (shape: Expectation, changes: Partial<Expectation>): Expectation => ({ ...shape, ...changes });

const NO_BODY = 'the matrix sends no valid body for this input';
/** The matrix has no announcement (it needs a connected Slack): an unknown id is not found, before the role counts. */
const NO_ANNOUNCEMENT = with_(organizerUp, {
  user: 404,
  organizer: 404,
  host: 404,
  admin: 404,
  why: 'the matrix names an unknown announcement; announcements.test.ts checks 403 on a real one',
});
const SLACK_OFF = 'the matrix server has no Slack settings (not configured)';
const GOOGLE_OFF = 'the matrix server has no Google settings (not configured, or no grant to read the directory)';
const SLACK_ONLY: Expectation = {
  role: 'public',
  anonymous: 401,
  user: 401,
  organizer: 401,
  host: 401,
  admin: 401,
  why: 'only a request signed with the Slack app secret is let in',
};

export const EXPECTATIONS: Record<string, Expectation> = {
  // Health, version and the organization's public face (platform §2.1, §7 GET /api/organizations/subdomain).
  'GET /api/health': everyone,
  'GET /api/health/live': everyone,
  'GET /api/health/ready': everyone,
  'GET /api/version': everyone,
  'GET /api/organizations/subdomain': everyone,
  'GET /api/organizations/current': everyone,
  'GET /api/feature_flags': everyone,
  'GET /api/files/*': with_(everyone, { foreign: '2xx', why: 'a file is named by its unguessable key, whoever asks' }),

  // Platform settings: admins (platform §6).
  'GET /api/organizations/:id': adminOnly,
  'PATCH /api/organizations/current': answers(adminOnly, 422, NO_BODY),
  'PATCH /api/organizations/:id': answers(adminOnly, 422, NO_BODY),
  'PUT /api/feature_flags/:key': answers(adminOnly, 422, NO_BODY),
  'POST /api/organizations/rotate_link_secret': adminOnly,
  'GET /api/dev/outbox': adminOnly,
  'GET /api/event_types': member,

  // Slack (platform §2.9, §7; ADR 33): admins manage it; organizers pick synced channels. The matrix's server has
  // no Slack settings, so what needs them answers 422 (not configured).
  'GET /api/organizations/slack_status': adminOnly,
  'POST /api/organizations/slack_oauth': answers(adminOnly, 422, SLACK_OFF),
  'POST /api/organizations/add_slack': answers(adminOnly, 422, SLACK_OFF),
  'POST /api/organizations/remove_slack': answers(adminOnly, 422, SLACK_OFF),
  'GET /api/organizations/remove_slack': answers(adminOnly, 422, SLACK_OFF),
  'GET /api/organizations/slack': answers(adminOnly, 422, SLACK_OFF),
  'GET /api/organizations/synced_slack_channels': organizerUp,
  'GET /api/organizations/syncables': adminOnly,
  'PUT /api/organizations/syncables': answers(adminOnly, 422, SLACK_OFF),
  'GET /api/organizations/slack_channel_description': answers(member, 404, 'the matrix names no known channel'),
  // Slack's own calls: refused without Slack's signature, whoever sends them.
  'POST /api/slack/events': SLACK_ONLY,
  'POST /api/slack/interactivity': SLACK_ONLY,
  // Google Groups (platform §7 auth_details/google_admin; ADR 36): an admin's own grant of the directory scope.
  'GET /api/auth_details/google_admin': adminOnly,
  'POST /api/auth_details/google_admin_oauth': answers(adminOnly, 422, GOOGLE_OFF),
  'POST /api/auth_details/google_admin': answers(adminOnly, 422, GOOGLE_OFF),
  'DELETE /api/auth_details/google_admin': answers(adminOnly, 422, GOOGLE_OFF),
  'GET /api/group_types': member,

  // Sign-in and accounts (platform §7): open to anyone; the generic request carries no credentials.
  'POST /api/users/login': answers(everyone, 422, 'no credentials'),
  'POST /api/admins/login': answers(everyone, 422, 'no credentials'),
  'POST /api/users/mfa_login': answers(everyone, 422, 'no code'),
  'POST /api/users/sso_start': answers(everyone, 422, 'no provider'),
  'POST /api/users/google_oauth': answers(everyone, 422, 'no code or state'),
  'POST /api/users/okta_oauth': answers(everyone, 422, 'no code or state'),
  // Okta SAML's service provider (ADR 35): its metadata for anyone; the ACS sends every browser on to a web page
  // (signed in, or the error page), so the matrix's empty post gets the redirect to the error page.
  'GET /api/auth/okta/saml/metadata': everyone,
  'POST /api/auth/okta/saml/acs': answers(everyone, 303, 'no SAMLResponse: redirected to the error page'),
  'POST /api/users': answers(everyone, 422, 'no sign-up fields'),
  'POST /api/admins': answers(everyone, 422, 'no sign-up fields'),
  'POST /api/users/resend_verification': answers(everyone, 422, 'no email'),
  'POST /api/users/verified': answers(everyone, 422, 'no confirmation token'),
  'POST /api/users/reset_password': answers(everyone, 422, 'no email'),
  'POST /api/users/change_password': answers(everyone, 422, 'no reset token'),
  'POST /api/users/confirm_email': answers(everyone, 422, 'no confirmation token'),
  'POST /api/users/update_pass': answers(member, 422, 'no passwords'),
  'POST /api/users/update_2fa': answers(member, 422, 'no enable flag'),
  'POST /api/users/cancel_email_change': member,
  'POST /api/users/logout_others': member,
  'POST /api/users/logout': member,
  'GET /api/users/current': member,
  'GET /api/users': member,
  'POST /api/users/update_profile': member,
  'GET /api/users/events': member,

  // Users and roles (platform §6 "Manage user permissions": admin).
  'POST /api/users/update_permission': adminOnly,
  'POST /api/admins/deactivate_user': adminOnly,
  'POST /api/admins/reactivate_user': adminOnly,
  'POST /api/organizations/upload_employees': answers(adminOnly, 422, 'no CSV file'),
  'GET /api/invitation_mappings': adminOnly,
  'POST /api/invitation_mappings': adminOnly,
  'POST /api/invitation_mappings/upload': answers(adminOnly, 422, 'no CSV file'),
  'POST /api/invitation_mappings/:id/resend': adminOnly,
  'DELETE /api/invitation_mappings/:id': adminOnly,

  // People selectors (events §7 *_options): for those who create events, groups and collections.
  'GET /api/employees/event_host_options': organizerUp,
  'GET /api/employees/group_admin_options': organizerUp,
  'GET /api/employees/collection_organizer_options': organizerUp,

  // Offices: listed for everyone, managed in settings (admin).
  'GET /api/offices': member,
  'POST /api/offices': adminOnly,
  'PATCH /api/offices/:id': adminOnly,
  'DELETE /api/offices/:id': adminOnly,

  // Groups (platform §6): everyone views and joins; organizers create; group editors edit (the host is the group's
  // admin; the fixture group does not let every organizer edit).
  'GET /api/groups': member,
  'GET /api/groups/:id': member,
  'GET /api/groups/:id/members': member,
  'POST /api/groups': answers(organizerUp, 422, NO_BODY),
  'PUT /api/groups/:id': answers(memberManager, 422, NO_BODY),
  'PATCH /api/groups/:id': answers(memberManager, 422, NO_BODY),
  'POST /api/groups/:id/archive': memberManager,
  'POST /api/groups/:id/join': with_(member, { host: 422, why: 'the group admin is a member already' }),
  'POST /api/groups/:id/leave': answers(member, 422, 'members only, and the host is the last group admin'),
  'POST /api/groups/:id/mass_join': answers(memberManager, 422, 'no employee_ids'),
  'POST /api/groups/:id/mass_leave': answers(memberManager, 422, 'no employee_ids'),
  // Platform §6: group analytics for admins and the group's admins who are organizers.
  'GET /api/groups/:id/analytics/budget_period_breakdown': memberManager,
  'GET /api/groups/:id/analytics/events_with_budget': memberManager,
  'GET /api/groups/:id/budget/export': memberManager,

  // Events (events §6): everyone views; Drafts and creating for organizers; managing for hosts and admins.
  'GET /api/events/upcoming': member,
  'GET /api/events/mine': member,
  'GET /api/events/past': member,
  'GET /api/events/draft': organizerUp,
  'GET /api/group_events/:tab': with_(member, { foreign: '2xx', why: "another organization's group id lists nothing" }),
  'GET /api/events/range': member,
  'GET /api/events/:id': member,
  'GET /api/events/:id/page': member,
  'GET /api/events/:id/public': everyone,
  'GET /api/events/:id/ical': everyone,
  'POST /api/events': answers(organizerUp, 422, NO_BODY),
  'PUT /api/events/:id': manager,
  'POST /api/events/publish': manager,
  'DELETE /api/events/:id': manager,
  // Policy mayCreateEvent: duplicating makes a draft, so those who create events (see the report on events §6).
  'GET /api/events/:id/clone': organizerUp,

  // RSVP (events §6: everyone; public visitors with name and email).
  'POST /api/events/:id/rsvp': member,
  'POST /api/invitees/public_rsvp': everyone,
  'GET /api/invitees/public_lookup': answers(everyone, 404, "without the guest cookie's proof all get 404 (ADR 10)"),
  'GET /api/invitees/email_rsvp': answers(everyone, 303, 'the mail link answers with a redirect to its page'),
  'GET /api/invitees/email_rsvp/event': everyone,
  'POST /api/invitees/email_rsvp': everyone,

  // Guests and communications (guests §6: hosts and admins).
  'POST /api/events/:id/rsvp_pause': answers(manager, 422, 'the fixture event does not allow pausing'),
  'PATCH /api/events/:id/invitees.json': answers(manager, 422, 'no invitees'),
  'DELETE /api/events/:id/invitees.json': answers(manager, 422, 'no invitees'),
  'GET /api/events/:id/export_guest_list': manager,
  'GET /api/event_invitations/new_event_invitation': manager,
  'GET /api/event_invitations/existing_event_invitation': manager,
  'GET /api/event_invitations/option_collection_members': manager,
  'GET /api/event_invitations/:type': manager,
  'POST /api/event_invitations': manager,
  'POST /api/event_invitations/reschedule': manager,
  'GET /api/event_messages/:id': manager,
  'POST /api/event_messages/create_and_send': manager,
  'PUT /api/event_messages/:id': manager,
  'DELETE /api/communication_histories/:id': manager,
  'POST /api/communication_histories/send_now': manager,
  'POST /api/invitees/send_email_reminder': manager,
  'GraphQL query communicationHistories': manager,
  'GraphQL query eventInvitations': manager,
  'GraphQL query guestlistOverview': manager,
  'GraphQL query invitee': manager,
  'GraphQL query invitees': manager,

  // Contacts and lists (platform §6 "manage contacts": organizers; a list is changed by its owner or an admin).
  'GET /api/employees': organizerUp,
  'GET /api/employees/:id': organizerUp,
  'POST /api/employees': answers(organizerUp, 422, NO_BODY),
  'PATCH /api/employees/:id': organizerUp,
  'DELETE /api/employees/:id': organizerUp,
  'POST /api/employees/destroy_many': with_(organizerUp, {
    foreign: '2xx',
    why: "another organization's ids are skipped, not looked up one by one",
  }),
  'POST /api/employees/upload': answers(organizerUp, 422, 'no CSV rows'),
  'GET /api/lists': organizerUp,
  'GET /api/lists/:id': organizerUp,
  'GET /api/lists/:id/members': organizerUp,
  'POST /api/lists': answers(organizerUp, 422, NO_BODY),
  'PATCH /api/lists/:id': answers(manager, 422, NO_BODY),
  'DELETE /api/lists/:id': manager,
  // Google Groups lists (platform §7, guest-engagement §7): organizers, as every list; the directory needs Google.
  'GET /api/lists/google_groups': answers(organizerUp, 422, GOOGLE_OFF),
  'POST /api/lists/sync_google_groups': answers(organizerUp, 422, GOOGLE_OFF),
  'POST /api/lists/resync_google_groups': answers(organizerUp, 422, GOOGLE_OFF),
  'GET /api/lists/resync_google_groups': answers(organizerUp, 422, GOOGLE_OFF),

  // Surveys (guests §6: organizer areas; an event's surveys for its hosts and admins; public answers).
  'GET /api/events/:id/surveys': manager,
  'POST /api/events/:id/surveys': manager,
  'GET /api/events/:id/survey_results': manager,
  'GET /api/events/:id/survey_responses': manager,
  'GET /api/events/:id/export_pre': manager,
  'GET /api/events/:id/export_post': manager,
  'GET /api/events/:id/send_survey': answers(manager, 422, 'the fixture event has no post-event survey to send'),
  'POST /api/events/:id/send_survey': answers(manager, 422, 'the fixture event has no post-event survey to send'),
  'GET /api/events/:id/survey_questions': everyone,
  'POST /api/events/:id/survey_questions': everyone,
  // Survey templates: organizers list and create; only the creator or an admin edits or deletes.
  'GET /api/survey_templates': organizerUp,
  'GET /api/survey_templates/:id': organizerUp,
  'POST /api/survey_templates': organizerUp,
  'PUT /api/survey_templates/:id': manager,
  'DELETE /api/survey_templates/:id': manager,

  // Budgets: an event's for its managers; organization currencies and group budgets in settings (admin).
  'GET /api/events/:id/event_budget': manager,
  'PATCH /api/event_budgets': manager,
  'DELETE /api/event_budgets': manager,
  'GET /api/event_budgets/export': manager,
  'POST /api/expense_items': manager,
  'PUT /api/expense_items/:id': manager,
  'DELETE /api/expense_items/:id': manager,
  'GET /api/currencies': member,
  'PUT /api/organizations/update_currencies': adminOnly,
  'GET /api/organizations/group_budgets': adminOnly,
  'PUT /api/organizations/update_group_budgets': answers(adminOnly, 422, 'no groups_budgets'),

  // Analytics (platform §6: organizers, and for an event only its co-hosts and admins).
  'GET /api/events/:id/analytics': manager,
  'POST /api/events/:id/pdf_token': manager,
  'GET /api/events/:id/pdf_data': {
    ...answers(everyone, 401, 'the PDF page proves itself with a signed token, which the matrix does not send'),
    foreign: 401,
  },
  'GET /api/analytics/events': organizerUp,
  'GraphQL query eventAnalytics': manager,

  // GraphQL: event lists and collections (events §6 "Manage collections": organizers).
  'GraphQL query fetchEvents': member,
  'GraphQL query fetchEventsCollection': member,
  'GraphQL query fetchEventsCollections': member,
  'GraphQL mutation eventsCollectionCreate': organizerUp,
  'GraphQL mutation eventsCollectionUpdate': organizerUp,
  'GraphQL mutation eventsCollectionDestroy': organizerUp,
  // Collection announcements (events §6 "Manage collections"; ADR 33).
  'GraphQL mutation eventsCollectionAnnouncementCreate': with_(organizerUp, {
    organizer: 'refused',
    host: 'refused',
    admin: 'refused',
    why: 'the matrix sends no message or channels: the payload carries the errors',
  }),
  'GraphQL mutation eventsCollectionAnnouncementUpdate': NO_ANNOUNCEMENT,
  'GraphQL mutation eventsCollectionAnnouncementDestroy': NO_ANNOUNCEMENT,
  'GraphQL mutation eventsCollectionAnnouncementSendNow': NO_ANNOUNCEMENT,
  'GraphQL mutation eventDuplicate': with_(organizerUp, {
    user: 'refused',
    foreign: 'refused',
    why: "events §7: the mutation answers errors in its payload, for a user and for another organization's event",
  }),
  // AI generator (events §6: those who see Generate event); its usage meter is the admin's.
  'GraphQL mutation aiEventCreate': organizerUp,
  'GraphQL mutation aiEventOptionsGenerate': organizerUp,
  'GraphQL mutation eventAiGenerate': organizerUp,
  'GraphQL query aiEventGenerationUsage': adminOnly,
};

/** Whether an answer is the expected one: a 2xx for '2xx', else exactly the status or the GraphQL refusal. */
export function matches(expected: Expected, got: number | 'refused'): boolean {
  if (expected === '2xx') return typeof got === 'number' && got >= 200 && got < 300;
  return expected === got;
}

/**
 * Whether a route's own declaration says the same as the table. A declared `'ok'` ("let through, whatever the
 * input then gets") stands for a 2xx, a redirect or an input refusal (400, 409, 422); anything else must be equal.
 */
export function agrees(declared: Outcome | undefined, expected: Expected | undefined): boolean {
  if (declared === 'ok')
    return expected === '2xx' || (typeof expected === 'number' && [303, 400, 409, 422].includes(expected));
  return declared === expected;
}

const RANK: Record<Role, number> = { public: 0, member: 1, organizer: 2, admin: 3 };
const CALLER_RANK: Record<Caller, number> = { anonymous: 0, user: 1, organizer: 2, host: 2, admin: 3 };

/**
 * Another organization's object: the caller's role is refused before anything is looked up (401 signed out, 403
 * below the role), else the object is not found (404), unless the row names an exception. A GraphQL operation is
 * entered as /graphql's 'authenticated', and its resolver looks the object up before it checks the role.
 */
export function foreignExpected(row: Expectation, caller: Caller, graphql: boolean): Expected {
  const rank = graphql ? Math.min(RANK[row.role], RANK.member) : RANK[row.role];
  if (CALLER_RANK[caller] < rank) return caller === 'anonymous' ? 401 : 403;
  return row.foreign ?? 404;
}

/**
 * What the other organization's admin gets for its own objects: an admin's answer, or the input refusal its host
 * gets (the matrix casts that admin as the host of its organization's objects, e.g. already a group's member).
 */
export function adminAndHost(row: Expectation): Expected {
  const inputRefusal = typeof row.host === 'number' && row.host >= 400 && ![401, 403].includes(row.host);
  return inputRefusal ? row.host : row.admin;
}

/** The route's `access` for the table's role (GraphQL operations all declare 'authenticated' at /graphql). */
export const ACCESS_OF: Record<Role, string> = {
  public: 'public',
  member: 'authenticated',
  organizer: 'organizer',
  admin: 'admin',
};
