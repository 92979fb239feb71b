import {
  COMMUNICATION_MESSAGES as M,
  defaultInvitationSubject,
  type CommunicationType,
  type DeliveryMethod,
  type GuestType,
  type MessageStatus,
} from '@huddle/domain/communication-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { mayEditCommunication, mayManageCommunications } from '@huddle/domain/policy/communications';
import { mayViewEveryGroup } from '@huddle/domain/policy/groups';
import type { Tenancy } from '../../db/tenancy.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { FeatureFlagsPort } from '../feature-flags/feature-flags.port.ts';
import type { SlackPort } from '../integrations/integrations.port.ts';
import * as communicationsRepository from './communications.repository.ts';
import * as recipientsRepository from './recipients.repository.ts';

/**
 * What the composer reads (spec §7): the invitation form, the recipient options, a saved message; and the guard
 * every communications call goes through (the event's managers: policy/communications).
 */
export function createCommunicationForms(deps: {
  bind: Tenancy['bind'];
  events: EventsPort;
  featureFlags: FeatureFlagsPort;
  slack: Pick<SlackPort, 'channelsByIds'>;
}) {
  const repo = deps.bind(communicationsRepository);
  const recipients = deps.bind(recipientsRepository);
  // Private groups show to their members, and all of them to those who see every group.
  const viewerOf = (actor: Actor): recipientsRepository.Viewer => ({
    userId: actor.userId,
    isAdmin: mayViewEveryGroup(actor),
  });
  const listsOn = () => deps.featureFlags.isOn('contact-lists');

  /** The event's managers; 404 for an event the caller cannot see. The event comes with whether they host it. */
  async function managedEvent(actor: Actor, eventId: number) {
    const { row, isHost } = await deps.events.access(actor, eventId);
    if (!mayManageCommunications(actor, { isHost })) throw forbidden(EVENT_MESSAGES.notEditable);
    return { ...row, isHost };
  }

  async function ownCommunication(actor: Actor, id: number, type?: CommunicationType) {
    const row = await repo.findCommunication(id);
    if (!row || (type && row.historyType !== type)) throw notFound(M.notFound);
    const event = await managedEvent(actor, row.eventId);
    return { row, event };
  }

  async function invitationForm(
    actor: Actor,
    event: Awaited<ReturnType<typeof managedEvent>>,
    saved: communicationsRepository.CommunicationRow | null,
    method: DeliveryMethod,
  ) {
    const lists = (await listsOn()) && (await recipients.hasLists(viewerOf(actor)));
    // The selected rows as read, in turn (the scope's one connection); the route presents them as options.
    const selections = {} as Record<GuestType, Record<string, unknown>[]>;
    for (const type of ['contact', 'group', 'list', 'office'] as const) {
      selections[type] = await recipients.selectedOptions(
        event.id,
        type,
        saved?.selections[type] ?? [],
        viewerOf(actor),
      );
    }
    // A Slack invitation's channels with their names (the organization's own only: channelsByIds).
    const channels = await deps.slack.channelsByIds(saved?.selections.channel ?? []);
    const invitedMethod = saved?.method ?? method;
    return {
      invitation: {
        communication_history_id: saved?.id ?? null,
        event_id: event.id,
        invite_type: invitedMethod,
        status: saved?.status ?? null,
        // A new one is being composed; a saved one changes while unsent.
        can_edit: saved ? mayEditCommunication(actor, event, saved) : mayManageCommunications(actor, event),
        is_scheduled: saved ? saved.scheduledFor !== null : false,
        scheduled_for: saved?.scheduledFor?.toISOString() ?? null,
        notifies: true,
        invite_subject: saved?.subject ?? defaultInvitationSubject(event.name),
        invite_body: saved?.body ?? '',
        // A calendar invitation is one; a Slack invitation may carry one (spec §7 has_calendar_invite).
        has_calendar_invite: invitedMethod === 'calendar' || Boolean(saved?.hasCalendarInvite),
        rsvp_pause_active: event.rsvpPauseActive,
        rsvp_pause_allowed: event.rsvpPauseAllowed,
        has_lists: lists,
        selections,
        channels,
      },
    };
  }

  return {
    guard: { viewerOf, listsOn, managedEvent, ownCommunication },
    async newInvitation(actor: Actor, eventId: number, method: DeliveryMethod) {
      const event = await managedEvent(actor, eventId);
      return invitationForm(actor, event, null, method);
    },

    async existingInvitation(actor: Actor, id: number) {
      const { row, event } = await ownCommunication(actor, id, 'invitation');
      return invitationForm(actor, event, row, row.method);
    },

    async options(actor: Actor, type: GuestType, eventId: number, query: recipientsRepository.OptionQuery) {
      await managedEvent(actor, eventId);
      if (type === 'list' && !(await listsOn())) return { rows: [], total: 0 };
      const page = await recipients.options(eventId, type, query, viewerOf(actor));
      return page;
    },

    async selections(actor: Actor, type: GuestType, eventId: number, ids: number[]) {
      await managedEvent(actor, eventId);
      return recipients.selectedOptions(eventId, type, ids, viewerOf(actor));
    },

    async members(actor: Actor, eventId: number, type: Exclude<GuestType, 'contact'>, id: number) {
      await managedEvent(actor, eventId);
      const rows = await recipients.collectionMembers(eventId, type, id, viewerOf(actor));
      return rows.map((r) => ({ ...r, id: Number(r.id), previously_invited: Boolean(r.previously_invited) }));
    },

    async getMessage(actor: Actor, id: number) {
      const { row, event } = await ownCommunication(actor, id, 'message');
      return {
        event_message: {
          id: row.id,
          communication_history_id: row.id,
          event_id: row.eventId,
          message_type: row.method,
          message_subject: row.subject,
          message_body: row.body,
          invitee_statuses: row.inviteeStatuses as MessageStatus[],
          is_scheduled: row.scheduledFor !== null,
          scheduled_for: row.scheduledFor?.toISOString() ?? null,
          show_event_details_button: row.showEventDetailsButton,
          show_rsvp_buttons: row.showRsvpButtons,
          slack_channel_ids: row.method === 'slack' ? (row.selections.channel ?? []) : [],
          status: row.status,
          can_edit: mayEditCommunication(actor, event, row),
        },
      };
    },
  };
}
