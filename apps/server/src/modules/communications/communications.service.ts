import {
  COMMUNICATION_MESSAGES as M,
  defaultInvitationSubject,
  defaultMessageSubject,
  invitationMethodRefusal,
  isBlankHtml,
  MESSAGE_STATUSES,
  scheduleRefusal,
  type CommunicationType,
  type InvitationInput,
  type MessageInput,
  type MessageStatus,
} from '@huddle/domain/communication-schemas';
import { hasStarted, isPast } from '@huddle/domain/event-rules';
import type { HostFacts } from '@huddle/domain/policy/events';
import {
  abilitiesOfCommunication,
  isCommunicationChangeable,
  isCommunicationSendableNow,
} from '@huddle/domain/policy/communications';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { RecipientSelections } from '../../db/schema/communications.ts';
import type { DispatchCommunicationData } from '../../jobs/dispatch-communication.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LinkBase } from '../../lib/links.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { FeatureFlagsPort } from '../feature-flags/feature-flags.port.ts';
import type { SlackPort } from '../integrations/integrations.port.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import { scheduleConfirmation, type LoadedCommunication } from './communications.presenter.ts';
import { createCommunicationJobs } from './communications.jobs.ts';
import * as communicationsRepository from './communications.repository.ts';
import type { Dispatcher } from './communications.dispatch.ts';
import { createSurveySends } from './survey-sends.ts';
import { createCommunicationForms } from './communications.forms.ts';
import { createSlackRules } from './communications.slack.ts';
import { createEmailReminder } from './email-reminder.ts';
import * as recipientsRepository from './recipients.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { CommunicationsPort } from './communications.port.ts';

type Insert = communicationsRepository.CommunicationInsert;

const invalid = (message: string) => new AppError('validation', message);
const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/**
 * Invitations and messages (spec guest-engagement §2–§8): composing, scheduling and sending, for the event's
 * managers. A request writes rows and a dispatch job in one transaction; the worker turns a communication into one
 * outbox row per guest (communications.dispatch.ts) and each mail's delivery moves its status on (settle).
 */
export function createCommunicationsService(deps: {
  /** The database of the current scope, where the dispatch jobs are queued; the start-up sweep's. */
  db: Db;
  bind: Tenancy['bind'];
  clock: Clock;
  queue: Queue;
  dispatchJob: JobDefinition<DispatchCommunicationData>;
  dispatcher: Dispatcher;
  events: EventsPort;
  featureFlags: FeatureFlagsPort;
  organizations: OrganizationsPort;
  /** Slack's channels and connection (the integrations module's port, ADR 33). */
  slack: SlackPort;
  /** The caller's own address: where a preview goes. */
  emailOf: (organizationId: number, userId: number) => Promise<string>;
  asSystem: Tenancy['asSystem'];
}) {
  const { db, clock } = deps;
  const repo = deps.bind(communicationsRepository);
  const recipients = deps.bind(recipientsRepository);
  const forms = createCommunicationForms(deps);
  const { viewerOf, listsOn, managedEvent, ownCommunication } = forms.guard;
  const jobs = createCommunicationJobs(deps);
  const { enqueueDispatch } = jobs;
  const surveySends = createSurveySends({ repo, enqueueDispatch, clock });
  const slackRules = createSlackRules(deps);

  /** The scheduled time, checked (spec §5), or null to send now. */
  function scheduleOf(
    input: { is_scheduled: boolean; scheduled_for?: string | null },
    type: CommunicationType,
    start: Date,
  ) {
    if (!input.is_scheduled) return null;
    const refusal = scheduleRefusal(input.scheduled_for, clock.now(), type, start);
    if (refusal) throw fieldError('scheduled_for', refusal);
    return new Date(input.scheduled_for!);
  }

  /** Each row with the reader's abilities over it (policy/communications). */
  const withAbilities = (actor: Actor, event: HostFacts) => (row: communicationsRepository.HistoryRow) => ({
    row,
    abilities: abilitiesOfCommunication(actor, event, { status: row.status, historyType: row.history_type }),
  });

  /** One history row with the reader's abilities; the route presents it. */
  async function loadOne(actor: Actor, event: HostFacts, id: number): Promise<LoadedCommunication> {
    const [row] = await repo.history({ id });
    return withAbilities(actor, event)(row!);
  }

  async function confirmation(actor: Actor, type: CommunicationType, scheduledFor: Date | null) {
    if (!scheduledFor) return M.onItsWay(type);
    return scheduleConfirmation(type, scheduledFor, await repo.userTimezone(actor.userId));
  }

  function checkChangeable(row: communicationsRepository.CommunicationRow) {
    if (!isCommunicationChangeable(row)) throw invalid(M.notChangeable);
  }

  /** An edit of a saved communication, or a new one composed by the actor. */
  function writeRow(
    actor: Actor,
    existingId: number | null,
    values: Partial<Insert> & Pick<Insert, 'method'>,
    created: Pick<Insert, 'eventId' | 'historyType' | 'linkBase'>,
  ) {
    if (existingId !== null) return repo.updateCommunication(existingId, values);
    return repo.insertCommunication({ ...created, ...values, createdById: actor.userId });
  }

  /** The status again, under a row lock: a dispatch that went first must not be undone by an edit. */
  async function lockChangeable(id: number) {
    const locked = await repo.findCommunication(id, { lock: true });
    if (!locked) throw notFound(M.notFound);
    checkChangeable(locked);
    return locked;
  }

  function selectionsOf(input: InvitationInput, lists: boolean): RecipientSelections {
    const pick = (type: string) => [
      ...new Set(input.recipient_attributes.filter((r) => r.recipient_type === type).flatMap((r) => r.recipient_ids)),
    ];
    return {
      contact: pick('Invitees'),
      group: pick('Groups'),
      list: lists ? pick('Lists') : [],
      office: pick('Offices'),
    };
  }

  /** A message's statuses and body, checked (spec §5 "A message needs recipients and a valid form"). */
  function checkMessage(input: { invitee_statuses: MessageStatus[]; message_body: string }) {
    if (input.invitee_statuses.length === 0) throw fieldError('invitee_statuses', M.noStatuses);
    if (isBlankHtml(input.message_body)) throw fieldError('message_body', M.bodyRequired);
  }

  async function checkSendable(event: { published: boolean; endsAt: Date }, method: string) {
    if (!event.published) throw invalid(M.notPublished);
    if (isPast({ ends: event.endsAt }, clock.now())) throw invalid(M.eventEnded);
    if (method === 'slack') await slackRules.requireConnected();
  }

  async function saveMessageRow(actor: Actor, input: MessageInput, linkBase: string, existingId: number | null) {
    const event = await managedEvent(actor, input.event_id);
    const existing = existingId ? await ownCommunication(actor, existingId, 'message') : null;
    if (existing && existing.row.eventId !== event.id) throw notFound(M.notFound);
    if (existing) checkChangeable(existing.row);
    if (!event.published) throw invalid(M.notPublished);
    // Messages go by email or Slack; a calendar file rides only on event updates (eventSaved).
    if (input.message_type === 'calendar') throw invalid(M.methodUnavailable);
    const slack = input.message_type === 'slack';
    if (slack) await slackRules.requireConnected();
    // A Slack message is plain text, kept as written (blocks.ts escapes it for Slack).
    const body = slack ? input.message_body : sanitizeRichText(input.message_body);
    if (slack && !body.trim()) throw fieldError('message_body', M.bodyRequired);
    if (!slack) checkMessage({ ...input, message_body: body });
    const scheduledFor = scheduleOf(input, 'message', event.startAt);
    const channels = slack ? await slackRules.messageChannels(event.id, input.slack_channel_ids) : [];
    if (!slack && (await repo.sentGuestCount(event.id)) === 0) throw invalid(M.noInvitees);
    const values = {
      method: input.message_type,
      status: scheduledFor ? ('scheduled' as const) : ('drafted' as const),
      subject: input.message_subject || defaultMessageSubject(event.name),
      body,
      inviteeStatuses: slack ? [] : [...new Set(input.invitee_statuses)],
      selections: slack ? { channel: channels } : {},
      showEventDetailsButton: input.show_event_details_button,
      showRsvpButtons: input.show_rsvp_buttons,
      scheduledFor,
      updatedAt: clock.now(),
    };
    if (existing) await lockChangeable(existing.row.id);
    const row = await writeRow(actor, existing?.row.id ?? null, values, {
      eventId: event.id,
      historyType: 'message',
      linkBase,
    });
    await enqueueDispatch(row);
    return {
      communication: await loadOne(actor, event, row.id),
      message: await confirmation(actor, 'message', scheduledFor),
    };
  }

  return {
    newInvitation: forms.newInvitation,
    existingInvitation: forms.existingInvitation,
    options: forms.options,
    selections: forms.selections,
    members: forms.members,
    getMessage: forms.getMessage,

    async history(actor: Actor, eventId: number, onlyReschedule = false) {
      const event = await managedEvent(actor, eventId);
      const rows = await repo.history({ eventId, onlyReschedule });
      return rows.map(withAbilities(actor, event));
    },

    /** POST /api/event_invitations (and /reschedule): create or edit, send now or schedule. */
    async saveInvitation(actor: Actor, input: InvitationInput, linkBase: string) {
      const event = await managedEvent(actor, input.event_id);
      const existing = input.communication_history_id
        ? await ownCommunication(actor, input.communication_history_id, 'invitation')
        : null;
      if (existing && existing.row.eventId !== event.id) throw notFound(M.notFound);
      if (existing) checkChangeable(existing.row);
      await checkSendable(event, input.invite_type);
      // The body may pause or reopen RSVPs (spec §7): the rsvp_pause rules, written with the invitation.
      const pauseActive = input.rsvp_pause_active ?? event.rsvpPauseActive;
      const writePause =
        pauseActive !== event.rsvpPauseActive ? await deps.events.prepareRsvpPause(actor, event.id, pauseActive) : null;
      const refusal = invitationMethodRefusal(input.invite_type, {
        rsvp_pause_allowed: event.rsvpPauseAllowed,
        rsvp_pause_active: pauseActive,
      });
      if (refusal) throw invalid(refusal);
      const scheduledFor = scheduleOf(input, 'invitation', event.startAt);
      // Slack goes to channels, not people: nobody joins the guest list until they answer.
      const slack = input.invite_type === 'slack';
      const lists = !slack && (await listsOn());
      const selections = slack ? { channel: await slackRules.invitationChannels(input) } : selectionsOf(input, lists);
      const people = slack ? [] : await recipients.resolveSelections(selections, viewerOf(actor), lists);
      if (!slack && people.length === 0) throw invalid(M.noGuests);
      const now = clock.now();
      // A Slack invitation's text is plain text, kept as written (blocks.ts escapes it for Slack).
      const body = slack ? input.invite_body : sanitizeRichText(input.invite_body);
      const values = {
        method: input.invite_type,
        status: scheduledFor ? ('scheduled' as const) : ('drafted' as const),
        subject: input.invite_subject || defaultInvitationSubject(event.name),
        body: slack ? body : isBlankHtml(body) ? '' : body,
        selections,
        // Stored for the calendar issue, which sends the calendar part of a Slack invitation.
        hasCalendarInvite: slack && input.has_calendar_invite,
        scheduledFor,
        updatedAt: now,
      };
      if (existing) {
        await lockChangeable(existing.row.id);
        await recipients.releaseRecipients(existing.row.id);
      }
      await writePause?.();
      const row = await writeRow(actor, existing?.row.id ?? null, values, {
        eventId: event.id,
        historyType: 'invitation',
        linkBase,
      });
      if (!slack) {
        const guestIds = await recipients.upsertGuests(event.id, people, scheduledFor, now);
        await recipients.replaceRecipients(row.id, guestIds);
      }
      await enqueueDispatch(row);
      return {
        communication: await loadOne(actor, event, row.id),
        message: await confirmation(actor, 'invitation', scheduledFor),
      };
    },

    saveMessage: saveMessageRow,

    /** DELETE /api/communication_histories/{id}: unsent ones only; guests it only scheduled leave the list. */
    async remove(actor: Actor, id: number) {
      const { row } = await ownCommunication(actor, id);
      await lockChangeable(id);
      await recipients.releaseRecipients(row.id);
      await repo.deleteCommunication(row.id);
      return { message: M.deleted };
    },

    /** POST /api/communication_histories/send_now: a drafted or scheduled one goes now. */
    async sendNow(actor: Actor, id: number) {
      const { row, event } = await ownCommunication(actor, id);
      if (!isCommunicationSendableNow(row)) throw invalid(M.notChangeable);
      if (row.historyType === 'invitation') await checkSendable(event, row.method);
      if (row.historyType === 'message' && row.method === 'slack') await slackRules.requireConnected();
      const now = clock.now();
      const locked = await lockChangeable(id);
      if (!isCommunicationSendableNow(locked)) throw invalid(M.notChangeable);
      const updated = await repo.updateCommunication(id, { status: 'drafted', scheduledFor: null, updatedAt: now });
      if (row.historyType === 'invitation') await recipients.markInvited(id, now);
      await enqueueDispatch(updated);
      return { communication: await loadOne(actor, event, id), message: M.sent };
    },

    /** POST /api/invitees/send_email_reminder (email-reminder.ts). */
    emailReminder: createEmailReminder({
      managedEvent,
      emailOf: deps.emailOf,
      preview: deps.dispatcher.preview,
      saveMessage: saveMessageRow,
    }),

    /**
     * After a published event is saved: scheduled invitations follow the new start (reschedule), and with
     * send_email_updates every guest whose invitation went out gets an update carrying the calendar invitation with
     * the same UID and a higher SEQUENCE. The subscriber of `event.updated` (communications.subscribers.ts) calls it
     * with who saved the event.
     */
    async eventSaved(
      actor: Pick<Actor, 'organizationId' | 'userId'>,
      eventId: number,
      options: { sendUpdates: boolean; message: string; linkBase: LinkBase },
    ) {
      const event = await deps.events.findForPublic(eventId);
      if (!event || !event.published) return;
      const organization = (await deps.organizations.findById(actor.organizationId))!;
      const waiting = await repo.markRescheduling(eventId, event.startAt);
      // Their dispatch job fires at their own (later) time; this one drops them when the event starts.
      for (const row of waiting) {
        await deps.queue.enqueue(
          db,
          deps.dispatchJob,
          { communicationId: row.id, version: row.version, organizationId: actor.organizationId },
          { startAfter: event.startAt },
        );
      }
      if (!options.sendUpdates || hasStarted({ start: event.startAt }, clock.now())) return;
      if ((await repo.sentGuestCount(eventId)) === 0) return;
      await repo.bumpIcalSequence(eventId);
      const row = await repo.insertCommunication({
        eventId,
        historyType: 'message',
        method: 'calendar',
        status: 'drafted',
        subject: `Updated: ${event.name}`,
        body: isBlankHtml(options.message)
          ? '<p>The details of this event have changed. Here is the updated invitation.</p>'
          : sanitizeRichText(options.message),
        // Guests who said No keep their calendars free of it.
        inviteeStatuses: MESSAGE_STATUSES.filter((s) => s !== 'not_attending'),
        showEventDetailsButton: true,
        showRsvpButtons: false,
        linkBase: options.linkBase(organization),
        createdById: actor.userId,
      });
      await enqueueDispatch(row);
    },

    /**
     * Every Slack post of a communication is done (`slack.posts_settled`, ADR 33): Sent when any channel got it,
     * Failed when none did. Only the version that was posted, and only while it is sending.
     */
    async slackSettled(source: { kind: string; id: number; version: number }, sent: number) {
      if (source.kind !== 'communication') return;
      await repo.settleSlack(source.id, source.version, sent > 0 ? 'sent' : 'failed', clock.now());
    },

    ...surveySends,

    markFailed: jobs.markFailed,
    resumeDispatches: jobs.resumeDispatches,
    dispatch: jobs.dispatch,
    settle: jobs.settle,
    organizationOf: jobs.organizationOf,
  };
}

export type CommunicationsService = Implements<CommunicationsPort, ReturnType<typeof createCommunicationsService>>;
