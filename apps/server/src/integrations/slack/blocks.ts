import type { KnownBlock } from '@slack/web-api';
import type { SlackMessage } from './slack-client.ts';

/** The RSVP buttons' action ids (ADR 33): the interactivity job reads the answer from them. */
export const RSVP_ACTIONS = { yes: 'rsvp_yes', maybe: 'rsvp_maybe', no: 'rsvp_no' } as const;
export type SlackRsvpAnswer = keyof typeof RSVP_ACTIONS;
export const rsvpAnswerOf = (actionId: string): SlackRsvpAnswer | null =>
  (Object.keys(RSVP_ACTIONS) as SlackRsvpAnswer[]).find((a) => RSVP_ACTIONS[a] === actionId) ?? null;

/** Slack's control characters in text objects (mrkdwn and plain): &, < and > are escaped as the API asks. */
export const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slack caps a section's text at 3000 characters and a message's fallback text at 40 000. */
const SECTION_MAX = 3000;
const chunks = (text: string) => {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += SECTION_MAX) parts.push(text.slice(i, i + SECTION_MAX));
  return parts.length ? parts : [''];
};

export interface SlackEventSummary {
  /** The event's id: the RSVP buttons' value. */
  id: number;
  name: string;
  /** The event's time as the message shows it (already formatted in the organization's time zone). */
  when: string;
  location: string | null;
  /** The event page ("Event details" button), or null for none. */
  url: string | null;
}

/**
 * A message about an event (invitations and event messages, ADR 33): the sender's text, a line with the event's
 * name, time and place, the "Event details" link button and the RSVP buttons when asked (Maybe left out with the
 * hide-maybe flag).
 */
export function eventMessage(
  text: string,
  event: SlackEventSummary,
  options: { rsvp: boolean; hideMaybe: boolean },
): SlackMessage {
  const fields = [`*${escapeSlack(event.name)}*`, escapeSlack(event.when)];
  if (event.location) fields.push(escapeSlack(event.location));
  const blocks: KnownBlock[] = [
    ...chunks(escapeSlack(text.trim())).flatMap((part): KnownBlock[] =>
      part ? [{ type: 'section', text: { type: 'mrkdwn', text: part } }] : [],
    ),
    { type: 'section', text: { type: 'mrkdwn', text: fields.join('\n') } },
  ];
  const buttons: KnownBlock = { type: 'actions', block_id: `event_${event.id}`, elements: [] };
  if (event.url) {
    buttons.elements.push({
      type: 'button',
      action_id: 'event_details',
      text: { type: 'plain_text', text: 'Event details' },
      url: event.url,
    });
  }
  if (options.rsvp) {
    const answers: SlackRsvpAnswer[] = options.hideMaybe ? ['yes', 'no'] : ['yes', 'maybe', 'no'];
    const labels: Record<SlackRsvpAnswer, string> = { yes: 'Yes', maybe: 'Maybe', no: 'No' };
    for (const answer of answers) {
      buttons.elements.push({
        type: 'button',
        action_id: RSVP_ACTIONS[answer],
        text: { type: 'plain_text', text: labels[answer] },
        value: String(event.id),
        ...(answer === 'yes' && { style: 'primary' as const }),
      });
    }
  }
  if (buttons.elements.length) blocks.push(buttons);
  return { text: `${event.name}: ${text.trim()}`.slice(0, 40_000), blocks };
}

/** A plain message with an optional link button (collection announcements). */
export function textMessage(text: string, link: { label: string; url: string } | null): SlackMessage {
  const blocks: KnownBlock[] = chunks(escapeSlack(text.trim())).map((part) => ({
    type: 'section',
    text: { type: 'mrkdwn', text: part || ' ' },
  }));
  if (link) {
    blocks.push({
      type: 'actions',
      elements: [
        { type: 'button', action_id: 'open_link', text: { type: 'plain_text', text: link.label }, url: link.url },
      ],
    });
  }
  return { text: text.trim().slice(0, 40_000), blocks };
}
