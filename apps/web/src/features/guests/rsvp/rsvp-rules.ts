import { eventTiming, RSVP_ANSWERS, type InviteeStatus, type RsvpAnswer } from '@huddle/domain/guest-schemas';

export type RsvpTiming = ReturnType<typeof eventTiming>;

/** Spec guests §4 Event timing; the server's `past` wins so a page never offers answers it would refuse. */
export function rsvpTiming(event: { start: string; ends: string; past: boolean }, now: Date): RsvpTiming {
  if (event.past) return 'past';
  return eventTiming({ start: new Date(event.start), ends: new Date(event.ends) }, now);
}

/** The Yes / Maybe / No a status stands for; invited and scheduled guests have not answered. */
export function answerOf(status: InviteeStatus | null | undefined): RsvpAnswer | null {
  return (RSVP_ANSWERS as readonly string[]).includes(status ?? '') ? (status as RsvpAnswer) : null;
}

/** While paused, a Maybe or No guest keeps their answer: "You can no longer change your RSVP". */
export function isFrozen(paused: boolean, current: InviteeStatus | null | undefined): boolean {
  return paused && (current === 'maybe_attending' || current === 'not_attending');
}

/** Near or during the event a guest not yet Yes gets one "RSVP" button (spec guests §4 RSVP control). */
export function offersSingleRsvp(timing: RsvpTiming, current: InviteeStatus | null | undefined): boolean {
  return (timing === 'soon' || timing === 'now') && current !== 'rsvp';
}

/**
 * Spec events §4, guest-engagement §4: after a Yes the pre-event survey opens when the event has one with questions,
 * the guest has not answered it and RSVPs are not paused (the card offers no answer once the event has ended).
 */
export function opensPreSurvey(event: {
  rsvp_pause_active: boolean;
  pre_event_survey?: { enabled: boolean; answered: boolean; survey_questions: unknown[] } | null | undefined;
}): boolean {
  const survey = event.pre_event_survey;
  return Boolean(
    survey && survey.enabled && !survey.answered && survey.survey_questions.length > 0 && !event.rsvp_pause_active,
  );
}
