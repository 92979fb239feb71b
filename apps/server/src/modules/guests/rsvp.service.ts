import { COMMUNICATION_MESSAGES, isMailRsvpError, RSVP_LINK_TTL_DAYS } from '@huddle/domain/communication-schemas';
import { RSVP_MESSAGES, type RsvpAnswer, type RsvpSource } from '@huddle/domain/guest-schemas';
import { mayRsvp } from '@huddle/domain/policy/guests';
import { AppError } from '../../lib/errors.ts';
import { guestIdOf, verifyGuestToken } from '../../lib/signed-links.ts';
import type { Actor } from '../auth/actor.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';
import * as inviteesRepository from './invitees.repository.ts';
import type { RecordedGuest } from './guests.types.ts';
import { createPublicRsvp, type RsvpDeps } from './public-rsvp.service.ts';
import { ANSWERED, checkOpen, recordAnswer } from './rsvp-record.ts';
import type { Implements } from '../../lib/port.ts';
import type { RsvpPort } from './guests.port.ts';

/**
 * A mail link's refusal carries a code of MAIL_RSVP_ERRORS, whose text the answer page shows; any other refusal is
 * the link's fault (link_invalid).
 */
function linkRefusal(error: AppError) {
  return isMailRsvpError(error.code) ? error : new AppError('link_invalid', error.message);
}
const linkInvalid = () => new AppError('link_invalid', COMMUNICATION_MESSAGES.linkInvalid);
/** No link lives longer than links are given today: those mailed under an older, longer life count as expired. */
const LINK_MAX_LIFE_MS = RSVP_LINK_TTL_DAYS * 24 * 3600 * 1000;

/**
 * RSVPs (spec events §4, §5; guest-engagement §4, §6): signed-in people answer as themselves, visitors with name and
 * email (public-rsvp.service.ts), guests from a mail with its signed link. Privacy decides who may answer, the pause
 * who may still change, and every answer keeps its source.
 */
export function createRsvpService(deps: RsvpDeps) {
  const { clock } = deps;
  const repo = deps.bind(inviteesRepository);
  const store = { invitees: repo, savepoint: deps.savepoint };

  /**
   * The guest and event a mail link names, checked against the organization's current secret (rotating it ends
   * every link). An expired link still names its guest, so the answer page can say why and point to the event.
   */
  async function linkTarget(organization: OrganizationRow, token: string) {
    const check = verifyGuestToken(organization.linkSecret, token, clock.now(), LINK_MAX_LIFE_MS);
    if (!check.ok && check.reason === 'invalid') throw linkInvalid();
    const guest = await repo.findById(check.ok ? check.inviteeId : guestIdOf(token)!);
    const event = guest && (await deps.events.findForPublic(guest.eventId));
    // A guest removed since, or an event deleted: nothing to answer.
    if (!guest || !event) throw linkInvalid();
    // Account holders (and guests of events not open to the public) answer in the app; others on the public page.
    const identity = await repo.identifyEmail(guest.email);
    const inApp = Boolean(identity.user?.hasAccount) || event.privacy !== 'open';
    const eventPath = inApp ? `/event/${event.id}/view` : `/public/${event.id}`;
    return { guest, event, inApp, eventPath, expired: !check.ok };
  }

  return {
    /** POST /api/events/{id}/rsvp. */
    async answer(actor: Actor, eventId: number, status: RsvpAnswer, source: RsvpSource = 'event_page') {
      const { row: event, isHost } = await deps.events.access(actor, eventId).catch((error: unknown) => {
        // Someone who may not see a private event may not answer it either: the spec's RSVP refusal.
        if (error instanceof AppError && error.code === 'not_invited') {
          throw new AppError('forbidden', RSVP_MESSAGES.notAllowed);
        }
        throw error;
      });
      const person = (await repo.personOf(actor.userId))!;
      const current = (await repo.findByUser(eventId, actor.userId)) ?? (await repo.findByEmail(eventId, person.email));
      // Open and organization events: every member of the organization. Private ones: invitees (and managers).
      if (!mayRsvp(actor, { isHost, privacy: event.privacy, hasGuestRow: Boolean(current) })) {
        throw new AppError('forbidden', RSVP_MESSAGES.notAllowed);
      }
      const now = clock.now();
      checkOpen(event, current, status, now);
      const invitee = await recordAnswer(store, event, {
        eventId,
        userId: actor.userId,
        email: current?.email ?? person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status,
        source,
        now,
        // Signed in is proof of the address: guest cookies handed out before no longer count (ADR 10).
        proven: true,
      });
      return {
        // The route presents them (routes call presenters).
        invitee: { rows: [invitee], now },
        event: await deps.events.load(actor, [event]),
        message: RSVP_MESSAGES.submitted,
      };
    },

    ...createPublicRsvp(deps),

    /** GET /api/invitees/email_rsvp/event: what the answer page of a mail's button shows. Reads only. */
    async linkDetails(organization: OrganizationRow, token: string) {
      const { guest, event, eventPath, expired } = await linkTarget(organization, token);
      return {
        event: {
          id: event.id,
          name: event.name,
          start_at: event.startAt.toISOString(),
          ends_at: event.endsAt.toISOString(),
          timezone: event.timezone,
        },
        event_path: eventPath,
        status: ANSWERED.includes(guest.status) ? (guest.status as RsvpAnswer) : null,
        // Leaving Yes while paused cannot be undone: the page asks first, as the event page does.
        rsvp_pause_active: event.rsvpPauseActive,
        error: expired ? ('link_expired' as const) : null,
      };
    },

    /**
     * POST /api/invitees/email_rsvp: the guest a mail link names answers with one click on the answer page, with
     * source email, under the same rules as the event page. Never reached by a GET (mail scanners open links).
     */
    async answerFromLink(organization: OrganizationRow, token: string, status: RsvpAnswer) {
      const { guest, event, inApp, eventPath, expired } = await linkTarget(organization, token);
      if (expired) throw new AppError('link_expired', COMMUNICATION_MESSAGES.linkExpired);
      const now = clock.now();
      try {
        checkOpen(event, guest, status, now);
        const invitee = await recordAnswer(store, event, {
          eventId: event.id,
          userId: guest.userId,
          email: guest.email,
          firstName: guest.firstName,
          lastName: guest.lastName,
          status,
          source: 'email',
          now,
          // The mailed link proves the address: it ends guest cookies handed out before (ADR 10).
          proven: true,
        });
        const recorded: RecordedGuest = {
          eventId: event.id,
          inviteeId: invitee.id,
          proofVersion: invitee.proofVersion,
          endsAt: event.endsAt,
        };
        return {
          guest: recorded,
          body: {
            invitee: { status: invitee.status },
            event_path: eventPath,
            // The public page fills the form with it for "Change my answer"; the app knows who is signed in.
            email: inApp ? null : guest.email,
            message: RSVP_MESSAGES.submitted,
          },
        };
      } catch (error) {
        if (error instanceof AppError && error.status < 500) throw linkRefusal(error);
        throw error;
      }
    },
  };
}

export type RsvpService = Implements<RsvpPort, ReturnType<typeof createRsvpService>>;
