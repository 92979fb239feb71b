import { eq } from 'drizzle-orm';
import { organizations } from '../../src/db/schema/organizations.ts';
import { signGuestToken } from '../../src/lib/signed-links.ts';
import type { TestApp } from '../build-app.ts';
import { eventBody } from '../events.ts';
import { freshIp, login, type TestOrganization } from '../factories.ts';
import { multipart, png } from '../multipart.ts';
import type { Session } from '../tenants.ts';

/** The kinds of object a declaration names as `':kind'` (route-matrix.ts). */
export const KINDS = [
  'organization',
  'event',
  'group',
  'file',
  'contact',
  'person',
  'list',
  'office',
  'userInvite',
  'invitation',
  'message',
  'rsvpToken',
  'surveyEvent',
  'surveyTemplate',
  'collection',
  'budgetEvent',
  'eventBudget',
  'expenseItem',
] as const;
export type Kind = (typeof KINDS)[number];

/** What must be made again when an object is changed or gone: the objects built on it. */
const DEPENDENTS: Partial<Record<Kind, Kind[]>> = {
  event: ['invitation', 'message', 'rsvpToken'],
  contact: ['list', 'invitation', 'message', 'rsvpToken'],
  group: ['file'],
  budgetEvent: ['eventBudget', 'expenseItem'],
  eventBudget: ['expenseItem'],
  invitation: ['message', 'rsvpToken'],
};

/** The people of one organization, by the role they play in the matrix. */
export interface Cast {
  admin: Session;
  /** Hosts the event, administers the group, owns the list, wrote the communications. */
  host: Session;
}

/** A word that appears in every object of one organization: the other organization must never see it. */
export const markerOf = (org: TestOrganization) => `MARK${org.subdomain}`;

/**
 * One object of each kind for one organization, made through the API as its people would. A kind that a request may
 * have changed is spoiled and made again (with what is built on it) before it is next named, so no answer depends on
 * the order the routes run in.
 */
export class Fixtures {
  private readonly ids = new Map<Kind, number | string>();
  private readonly snapshots = new Map<Kind, string>();
  private sequence = 0;

  constructor(
    private readonly t: TestApp,
    readonly org: TestOrganization,
    private readonly cast: Cast,
  ) {}

  async id(kind: Kind): Promise<number | string> {
    if (!this.ids.has(kind)) {
      this.ids.set(kind, await this.make(kind));
      // An event comes with its guest (the invitation's), as the messages and guest-list routes expect.
      if (kind === 'event') await this.id('invitation');
    }
    return this.ids.get(kind)!;
  }

  spoil(kinds: Iterable<Kind>) {
    for (const kind of kinds) {
      this.snapshots.delete(kind);
      if (kind === 'organization' || !this.ids.delete(kind)) continue;
      this.spoil(DEPENDENTS[kind] ?? []);
    }
  }

  /**
   * The objects as their organization's admin reads them. Taken before another organization's request and compared
   * after one that went through: such a request must change nothing here.
   */
  async snapshot(kinds: Iterable<Kind>): Promise<string> {
    const parts: string[] = [];
    for (const kind of kinds) {
      if (!this.snapshots.has(kind)) this.snapshots.set(kind, await this.read(kind));
      parts.push(this.snapshots.get(kind)!);
    }
    return parts.join('\n');
  }

  /** The same, read now. */
  async current(kinds: Iterable<Kind>): Promise<string> {
    for (const kind of kinds) this.snapshots.delete(kind);
    return this.snapshot(kinds);
  }

  private async read(kind: Kind): Promise<string> {
    const id = await this.id(kind);
    if (kind === 'collection') {
      const query = `query { fetchEventsCollection(id: "${id}") { id name published organizerEmployeeIds events { id } } }`;
      const payload = { query };
      const response = await this.t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: this.cast.admin.headers,
        payload,
      });
      return `${kind} ${response.statusCode} ${response.body}`;
    }
    const url = {
      organization: `/api/organizations/${id}`,
      event: `/api/events/${id}`,
      group: `/api/groups/${id}`,
      file: `/api/files/${id}`,
      contact: `/api/employees/${id}`,
      person: `/api/employees/${id}`,
      list: `/api/lists/${id}`,
      office: '/api/offices?per_page=100',
      userInvite: '/api/invitation_mappings?per_page=100',
      invitation: `/api/event_invitations/existing_event_invitation?event_invitation_id=${id}`,
      message: `/api/event_messages/${id}`,
      rsvpToken: `/api/invitees/email_rsvp/event?token=${id}`,
      surveyEvent: `/api/events/${id}/surveys`,
      surveyTemplate: `/api/survey_templates/${id}`,
      collection: '',
      budgetEvent: `/api/events/${id}/event_budget`,
      eventBudget: `/api/events/${await this.id('budgetEvent')}/event_budget`,
      expenseItem: `/api/events/${await this.id('budgetEvent')}/event_budget`,
    }[kind];
    const response = await this.t.app.inject({ method: 'GET', url, headers: this.cast.admin.headers });
    return `${kind} ${response.statusCode} ${response.body}`;
  }

  private async send(session: Session, method: string, url: string, payload?: object) {
    const response = await this.t.app.inject({
      method: method as 'POST',
      url,
      headers: session.headers,
      remoteAddress: freshIp(),
      ...(payload && { payload }),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  private async make(kind: Kind): Promise<number | string> {
    const { admin, host } = this.cast;
    const mark = `${markerOf(this.org)} ${(this.sequence += 1)}`;
    const email = (who: string) => `${who}${this.sequence}.${this.org.subdomain}@example.test`;
    switch (kind) {
      case 'organization':
        return this.org.id;
      case 'event': {
        const body = eventBody(this.t, [host.user.id], { name: `Event ${mark}` });
        return (await this.send(admin, 'POST', '/api/events/publish', body)).event.id;
      }
      case 'group': {
        const form = multipart(
          { 'group[name]': `Group ${mark}`, group_admin_ids: JSON.stringify([host.user.id]) },
          { field: 'cover_image', name: 'cover.png', data: await png(40, 40), type: 'image/png' },
        );
        const response = await this.t.app.inject({
          method: 'POST',
          url: '/api/groups',
          headers: { ...admin.headers, ...form.headers },
          payload: form.payload,
        });
        if (response.statusCode !== 201) throw new Error(`group: ${response.body}`);
        return response.json().group.id;
      }
      case 'file': {
        const group = await this.send(admin, 'GET', `/api/groups/${await this.id('group')}`);
        return group.group.cover_image_key;
      }
      case 'contact':
      case 'person': {
        const body = { email: email(kind), first_name: kind, last_name: mark };
        return (await this.send(admin, 'POST', '/api/employees', body)).employee.id;
      }
      case 'list': {
        const body = { name: `List ${mark}`, is_private: false, employee_ids: [await this.id('contact')] };
        return (await this.send(host, 'POST', '/api/lists', body)).list.id;
      }
      case 'office':
        return (await this.send(admin, 'POST', '/api/offices', { office: { name: `Office ${mark}` } })).office.id;
      case 'userInvite': {
        const invitation = { invited_user_email: email('invitee'), invited_user_name: mark, role_proposed: 'user' };
        const body = { invitation_mapping: invitation };
        return (await this.send(admin, 'POST', '/api/invitation_mappings', body)).invitation_mapping.id;
      }
      case 'invitation': {
        const recipients = [{ recipient_type: 'Invitees', recipient_ids: [await this.id('contact')] }];
        const body = { event_id: await this.id('event'), invite_type: 'email', recipient_attributes: recipients };
        return (await this.send(host, 'POST', '/api/event_invitations', body)).communication.id;
      }
      case 'message': {
        await this.id('invitation'); // the guests it goes to
        const body = {
          event_id: await this.id('event'),
          message_type: 'email',
          invitee_statuses: ['invited'],
          message_subject: `Subject ${mark}`,
          message_body: `<p>${mark}</p>`,
          is_scheduled: true,
          scheduled_for: new Date(this.t.clock.now().getTime() + 3600_000).toISOString(),
        };
        return (await this.send(host, 'POST', '/api/event_messages/create_and_send', body)).communication.id;
      }
      case 'surveyEvent': {
        // An event of its own with a pre- and a post-event survey, hosted by the host.
        const body = eventBody(this.t, [host.user.id], { name: `Survey event ${mark}` });
        const eventId = (await this.send(admin, 'POST', '/api/events/publish', body)).event.id;
        const questions = (title: string) => [{ title: `${title} ${mark}`, question_type: 'short' }];
        const surveys = {
          pre_event_survey: { survey_questions: questions('Diet') },
          post_event_survey: { survey_questions: questions('Feedback') },
        };
        await this.send(host, 'POST', `/api/events/${eventId}/surveys`, surveys);
        return eventId;
      }
      case 'surveyTemplate': {
        const body = { name: `Template ${mark}`, privacy: 'shared', style: 'post' };
        return (await this.send(host, 'POST', '/api/survey_templates', body)).survey_template.id;
      }
      case 'collection': {
        // A published collection of an event of its own (an event is in one collection), organized by the host.
        const body = eventBody(this.t, [host.user.id], { name: `Collection event ${mark}` });
        const eventId = (await this.send(admin, 'POST', '/api/events/publish', body)).event.id;
        const input = `{ name: "Collection ${mark}", published: true, eventIds: ["${eventId}"],
          organizerEmployeeIds: ["${host.user.id}"] }`;
        const query = `mutation { eventsCollectionCreate(input: ${input}) { eventsCollection { id } errors } }`;
        const made = await this.send(admin, 'POST', '/graphql', { query });
        if (!made.data?.eventsCollectionCreate?.eventsCollection)
          throw new Error(`collection: ${JSON.stringify(made)}`);
        return made.data.eventsCollectionCreate.eventsCollection.id;
      }
      case 'budgetEvent': {
        // An event of its own with a saved budget (the expenses are made as eventBudget and expenseItem).
        const body = eventBody(this.t, [host.user.id], { name: `Budget event ${mark}` });
        const eventId = (await this.send(admin, 'POST', '/api/events/publish', body)).event.id;
        await this.send(host, 'PATCH', `/api/event_budgets?event_id=${eventId}`, { event_budget: { amount: '500' } });
        return eventId;
      }
      case 'eventBudget': {
        const eventId = await this.id('budgetEvent');
        const read = await this.send(host, 'GET', `/api/events/${eventId}/event_budget`);
        if (read.event_budget.id) return read.event_budget.id;
        const body = { event_budget: { amount: '500' } };
        return (await this.send(host, 'PATCH', `/api/event_budgets?event_id=${eventId}`, body)).event_budget.id;
      }
      case 'expenseItem': {
        const item = { name: `Venue ${mark}`, actual_cost: '120.50', event_budget_id: await this.id('eventBudget') };
        return (await this.send(host, 'POST', '/api/expense_items', { expense_items: [item] })).expense_items[0].id;
      }
      case 'rsvpToken': {
        // What a mailed RSVP button carries: the guest the invitation made of the contact, signed.
        await this.id('invitation');
        const query = `query { invitees(eventId: "${await this.id('event')}") { invitees { id } } }`;
        const page = await this.send(host, 'POST', '/graphql', { query });
        const guestId = Number(page.data.invitees.invitees[0].id);
        const [org] = await this.t.db.select().from(organizations).where(eq(organizations.id, this.org.id));
        return signGuestToken(org!.linkSecret, guestId, new Date(this.t.clock.now().getTime() + 24 * 3600_000));
      }
    }
  }
}

/** Signs a caller in again when a request ended their session (logout). */
export async function keepSignedIn(t: TestApp, org: TestOrganization, session: Session) {
  const probe = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: session.headers });
  if (probe.statusCode !== 401) return;
  const token = await login(t, org, session.user.email);
  session.token = token;
  session.headers.authorization = `Bearer ${token}`;
}
