import { COMMUNICATION_MESSAGES as M, type InvitationInput } from '@huddle/domain/communication-schemas';
import { isPast } from '@huddle/domain/event-rules';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import { eventMessage } from '../../integrations/slack/blocks.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventRow } from '../events/events.port.ts';
import type { SlackMessage, SlackPort } from '../integrations/integrations.port.ts';
import { eventPageUrl, formatEventTime } from './communications.mails.ts';
import * as communicationsRepository from './communications.repository.ts';

const invalid = (message: string) => new AppError('validation', message);
const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/**
 * Slack's rules for invitations and messages (spec guest-engagement §5, §6; ADR 33): Slack only when connected,
 * channels of the organization's selection only, messages only to channels a Slack invitation of the event reached
 * (or is about to). Each check refuses before anything is written.
 */
export function createSlackRules(deps: { bind: Tenancy['bind']; slack: SlackPort }) {
  const repo = deps.bind(communicationsRepository);

  /** The ids, once each, when every one is a selected channel of the organization; else 422 and nothing saved. */
  async function selectedChannelIds(ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const found = await deps.slack.channelsByIds(unique);
    if (found.length !== unique.length || found.some((c) => !c.selected)) throw invalid(SLACK_MESSAGES.unknownChannel);
    return unique;
  }

  return {
    /** Spec §6 "Slack only if the organization has slack_enabled": here, a connected workspace. */
    async requireConnected() {
      if (!(await deps.slack.isConnected())) throw invalid(M.methodUnavailable);
    },

    /** A Slack invitation's channels (recipient type SlackChannels): at least one (spec §5), all selected. */
    async invitationChannels(input: InvitationInput) {
      const ids = input.recipient_attributes
        .filter((r) => r.recipient_type === 'SlackChannels')
        .flatMap((r) => r.recipient_ids);
      if (ids.length === 0) throw fieldError('recipient_attributes', M.noChannels);
      return selectedChannelIds(ids);
    },

    /** A Slack message's channels: at least one, all selected, each reached by a Slack invitation (spec §6). */
    async messageChannels(eventId: number, ids: readonly number[]) {
      if (ids.length === 0) throw fieldError('slack_channel_ids', M.noChannelsToMessage);
      const channels = await selectedChannelIds(ids);
      const invited = new Set(await repo.slackInvitedChannelIds([eventId]));
      if (channels.some((id) => !invited.has(id))) throw fieldError('slack_channel_ids', M.slackNeedsInvitation);
      return channels;
    },
  };
}

/**
 * The Block Kit message of a Slack invitation or message (ADR 33): the organizer's text, the event's name, time (in
 * the event's time zone) and place, the event page button, and the RSVP buttons on invitations and on messages that
 * ask for them, never once the event has ended (spec §5), Maybe left out with the hide-maybe flag.
 */
export function slackMessageOf(
  row: Pick<
    communicationsRepository.CommunicationRow,
    'historyType' | 'body' | 'showEventDetailsButton' | 'showRsvpButtons'
  >,
  event: Pick<EventRow, 'id' | 'name' | 'startAt' | 'endsAt' | 'timezone' | 'location'>,
  options: { linkBase: string; hideMaybe: boolean; now: Date },
): SlackMessage {
  const invitation = row.historyType === 'invitation';
  const ended = isPast({ ends: event.endsAt }, options.now);
  return eventMessage(
    row.body,
    {
      id: event.id,
      name: event.name,
      when: formatEventTime(event.startAt, event.endsAt, event.timezone),
      location: event.location || null,
      // People in the workspace are employees: the event opens in the app.
      url: invitation || row.showEventDetailsButton ? eventPageUrl(options.linkBase, event.id, true) : null,
    },
    { rsvp: !ended && (invitation || row.showRsvpButtons), hideMaybe: options.hideMaybe },
  );
}
