import { RSVP_ANSWER_LABELS, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { SlackRsvpHandler, SlackRsvpPress } from '../integrations/integrations.port.ts';
import * as inviteesRepository from './invitees.repository.ts';
import type { RsvpService } from './rsvp.service.ts';

/** A Slack button's answer (blocks.ts RSVP_ACTIONS) as the guest list names it. */
const ANSWER_OF: Record<SlackRsvpPress['answer'], RsvpAnswer> = {
  yes: 'rsvp',
  maybe: 'maybe_attending',
  no: 'not_attending',
};

/**
 * RSVP from Slack (ADR 33; spec guest-engagement §1, analytics source "Slack"): the person who pressed a button is
 * the organization's active user with the Slack account's email, and answers as that employee would on the event
 * page (rsvp.answer: privacy, published, ended, paused), with source slack. The text goes back to them in Slack:
 * the confirmation, or the web's refusal in the web's words. Runs in the organization's scope (the interactivity job).
 */
export function createSlackRsvp(deps: {
  bind: Tenancy['bind'];
  currentOrganization: Tenancy['currentOrganization'];
  events: Pick<EventsPort, 'findForPublic'>;
  rsvp: Pick<RsvpService, 'answer'>;
}): SlackRsvpHandler {
  const repo = deps.bind(inviteesRepository);
  return async (press) => {
    const user = press.email ? await repo.activeUserByEmail(press.email) : null;
    if (!user) return { text: SLACK_MESSAGES.rsvpNoAccount };
    const actor: Actor = {
      userId: user.id,
      organizationId: deps.currentOrganization()!,
      role: user.role,
      // No session: the verified Slack request and its email stand for the sign-in.
      sessionId: 0,
      via: 'bearer',
    };
    const status = ANSWER_OF[press.answer];
    try {
      await deps.rsvp.answer(actor, press.eventId, status, 'slack');
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { text: error.message };
      throw error;
    }
    const event = await deps.events.findForPublic(press.eventId);
    return {
      text: SLACK_MESSAGES.rsvpRecorded
        .replace('{event}', event?.name ?? '')
        .replace('{status}', RSVP_ANSWER_LABELS[status]),
    };
  };
}
