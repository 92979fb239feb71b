import { hasStarted, isPast } from '@huddle/domain/event-rules';
import { publicRsvpInput, RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { visitorSurveyAccess } from '@huddle/domain/policy/surveys';
import { RSVP_LINK_TTL_DAYS } from '@huddle/domain/communication-schemas';
import {
  SUBMIT_LABELS,
  SURVEY_MESSAGES as M,
  type SurveyAnswerInput,
  type SurveyStyle,
  type SurveySubmissionInput,
} from '@huddle/domain/survey-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound, unauthorized } from '../../lib/errors.ts';
import { verifyGuestToken } from '../../lib/signed-links.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import {
  createThrottle,
  PUBLIC_RSVP_LIMITS as LIMITS,
  type PublicCaller,
  type RecordedGuest,
  type RsvpPort,
  type ThrottleCheck,
} from '../guests/guests.port.ts';
import * as surveysRepository from './surveys.repository.ts';

const LINK_MAX_LIFE_MS = RSVP_LINK_TTL_DAYS * 24 * 3600 * 1000;

/** Who answers: a signed-in person, or a visitor of the organization's host (with a mailed link's token, maybe). */
export interface Respondent {
  actor: Actor | null;
  caller: PublicCaller;
  token?: string | undefined;
}

export type AnswerState = 'open' | 'already_answered' | 'unavailable';

const unavailable = () => new AppError('forbidden', M.unavailable);

/**
 * The answering pages /survey/{event}/pre and /survey/{event}/post (spec §2, §4): the survey to show and its
 * submission. The pre-event survey is the guest's Yes (the RSVP service records it); the post-event survey is
 * feedback from a guest: signed in, from the mailed link, or the browser that answered on the public page.
 */
export function createSurveyAnswers(deps: { bind: Tenancy['bind']; clock: Clock; events: EventsPort; rsvp: RsvpPort }) {
  const { clock } = deps;
  const repo = deps.bind(surveysRepository);
  const throttle = createThrottle(clock);

  /**
   * The event and its survey as the respondent may see them; invite-only events need the guest signed in. `shown`:
   * the page describes the event, which an organization event does only to a known guest (spec events §4: an email
   * match before anything is shown; a visitor's email comes with the answers).
   */
  async function target(who: Respondent, eventId: number, style: SurveyStyle, shown = false) {
    const event = await deps.events.findForPublic(eventId);
    if (!event || !event.published) throw notFound(M.notFound);
    if (shown && !who.actor && visitorSurveyAccess(event) === 'email_extension' && !(await knownGuest(who, eventId))) {
      throw unauthorized(M.signInRequired);
    }
    const survey = await repo.findSurvey(eventId, style);
    if (!survey || !survey.enabled) throw notFound(M.notFound);
    if (who.actor) {
      await deps.events.access(who.actor, eventId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_invited') throw unavailable();
        throw error;
      });
    } else if (!who.token && visitorSurveyAccess(event) === 'sign_in') {
      // Spec platform §2.1: an invite-only event sends the visitor to sign in first; an organization event takes an
      // email of the organization's (submit).
      throw unauthorized(M.signInRequired);
    }
    return { event, survey };
  }

  /** The guest answering, when known: the signed-in person's row, the mailed link's, or the guest cookie's. */
  async function knownGuest(who: Respondent, eventId: number) {
    if (who.actor) return repo.guestOfUser(eventId, who.actor.userId);
    if (who.token) {
      const check = verifyGuestToken(who.caller.organization.linkSecret, who.token, clock.now(), LINK_MAX_LIFE_MS);
      const guest = check.ok ? await repo.guestById(check.inviteeId) : null;
      if (!guest || guest.event_id !== eventId) throw unavailable();
      return guest;
    }
    const proof = who.caller.provenGuest(eventId);
    const guest = proof ? await repo.guestById(proof.inviteeId) : null;
    return guest && guest.proof_version === proof!.proofVersion && guest.event_id === eventId ? guest : null;
  }

  /** Spec §4: the pre-event survey while the event takes RSVPs; the post-event survey once it has started. */
  function closed(event: { startAt: Date; endsAt: Date; rsvpPauseActive: boolean }, style: SurveyStyle) {
    const now = clock.now();
    return style === 'pre'
      ? isPast({ ends: event.endsAt }, now) || event.rsvpPauseActive
      : !hasStarted({ start: event.startAt }, now);
  }

  /** Required answers given, and every answer one the question takes (field errors by question). */
  function checkAnswers(
    questions: surveysRepository.QuestionRow[],
    options: surveysRepository.OptionRow[],
    given: SurveyAnswerInput[],
  ) {
    const errors: Record<string, string[]> = {};
    const answers: { questionId: number; optionId?: number; value?: number; text?: string }[] = [];
    for (const q of questions) {
      const a = given.find((g) => g.question_id === q.id);
      const key = `question_${q.id}`;
      const optionIds = [...new Set(a?.option_ids ?? [])];
      const text = (a?.text ?? '').trim();
      const empty =
        q.questionType === 'nps'
          ? a?.value === null || a?.value === undefined
          : q.questionType === 'short'
            ? !text
            : !optionIds.length;
      if (empty) {
        if (q.required) errors[key] = [M.requiredAnswer];
        continue;
      }
      if (q.questionType === 'nps') answers.push({ questionId: q.id, value: a!.value! });
      else if (q.questionType === 'short') answers.push({ questionId: q.id, text });
      else {
        const own = new Set(options.filter((o) => o.surveyQuestionId === q.id).map((o) => o.id));
        if (optionIds.some((id) => !own.has(id)) || (q.questionType === 'single_select' && optionIds.length > 1)) {
          errors[key] = [M.invalidAnswer];
          continue;
        }
        for (const optionId of optionIds) answers.push({ questionId: q.id, optionId });
      }
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('validation', first, errors);
    return answers;
  }

  /**
   * A visitor's answers count like the public RSVP's (ADR 10): per address (the email, or the mailed link) and, for
   * attempts that find no guest, per event. Only the browser whose guest cookie names the guest answering is spared:
   * a post-event answer without a link is that cookie's guest's; any other answer names its guest by email or link.
   */
  function visitorChecks(who: Respondent, eventId: number, input: { style: SurveyStyle; email?: string | undefined }) {
    if (who.actor || (input.style === 'post' && !who.token && who.caller.provenGuest(eventId))) return null;
    const address = (input.style === 'pre' ? input.email : who.token)?.trim().toLowerCase() ?? '';
    return {
      perEvent: { key: `survey:${eventId}`, rule: LIMITS.answerPerEvent } satisfies ThrottleCheck,
      perAddress: { key: `survey:${eventId}:${address}`, rule: LIMITS.answerPerEmail } satisfies ThrottleCheck,
    };
  }

  /** The post-event survey's guest; a miss counts against the event (someone trying links). */
  async function postGuest(who: Respondent, eventId: number, checks: ReturnType<typeof visitorChecks>) {
    const guest = await knownGuest(who, eventId).catch((error: unknown) => {
      if (checks) throttle.count([checks.perEvent]);
      throw error;
    });
    if (!guest) {
      if (checks) throttle.count([checks.perEvent]);
      throw unavailable();
    }
    return guest;
  }

  /** Spec guest-engagement §7: the style is optional; the question ids name the survey (none: the pre-event one). */
  async function styleOf(eventId: number, input: SurveySubmissionInput['event']): Promise<SurveyStyle> {
    if (input.style) return input.style;
    const styles = await repo.stylesOfQuestions(eventId, [...new Set(input.responses.map((r) => r.question_id))]);
    if (styles.length > 1) throw new AppError('validation', M.invalidAnswer, { style: [M.invalidAnswer] });
    return styles[0] ?? 'pre';
  }

  return {
    /** GET /api/events/{id}/survey_questions?style=: the survey to render, and whether this guest may answer. */
    async page(who: Respondent, eventId: number, style: SurveyStyle) {
      const { event, survey } = await target(who, eventId, style, true);
      const { questions, options } = await repo.questionsOf([survey.id]);
      const guest = await knownGuest(who, eventId);
      const answered = guest ? Boolean(await repo.responseOf(survey.id, guest.id)) : false;
      // A post-event survey is its guests' (by the mailed link, the account or the guest cookie): anyone else would
      // fill in a form only to be refused.
      const strange = style === 'post' && !guest;
      const state: AnswerState = answered
        ? 'already_answered'
        : closed(event, style) || strange
          ? 'unavailable'
          : 'open';
      return { event, survey, questions, options, state, submitLabel: SUBMIT_LABELS[style] };
    },

    /**
     * POST /api/events/{id}/survey_questions. The answers are checked first; a pre-event survey then records the
     * guest's Yes through the RSVP service (a visitor's email is validated before any guest is looked up); one
     * response per guest, so a second is refused and the RSVP with it (one transaction).
     */
    async submit(who: Respondent, eventId: number, given: SurveySubmissionInput['event']) {
      const input = { ...given, style: await styleOf(eventId, given) };
      const { event, survey } = await target(who, eventId, input.style);
      const checks = visitorChecks(who, eventId, input);
      if (checks) {
        throttle.check([checks.perEvent, checks.perAddress]);
        throttle.count([checks.perAddress]);
      }
      if (closed(event, input.style)) throw unavailable();
      const { questions, options } = await repo.questionsOf([survey.id]);
      const answers = checkAnswers(questions, options, input.responses);
      let guest: { id: number } | null = null;
      let recorded: RecordedGuest | null = null;
      if (input.style === 'pre' && who.actor) {
        const done = await repo.guestOfUser(eventId, who.actor.userId);
        if (done && (await repo.responseOf(survey.id, done.id))) throw new AppError('conflict', M.alreadySubmitted);
        const answer = await deps.rsvp.answer(who.actor, eventId, 'rsvp');
        guest = answer.invitee.rows[0]!;
      } else if (input.style === 'pre') {
        const rsvp = parseInput(publicRsvpInput, { ...input, event_id: eventId, status: 'rsvp' });
        // Spec §4, §8: an organization event takes an address of its domains (the RSVP service checks it: another
        // address hears the spec's 401).
        const extension = visitorSurveyAccess(event) === 'email_extension';
        const answer = await deps.rsvp.publicAnswer(who.caller, rsvp, { organizationEvent: extension });
        // The address needs proof first (ADR 10): nothing is recorded, the mail to it does the rest.
        if (!answer.guest) return { proofRequired: true as const, body: answer.body, guest: null };
        recorded = answer.guest;
        guest = { id: answer.guest.inviteeId };
      } else {
        guest = await postGuest(who, eventId, checks);
      }
      const saved = await repo.insertResponse(
        { surveyId: survey.id, inviteeId: guest.id, userId: who.actor?.userId ?? null, createdAt: clock.now() },
        answers,
      );
      if (!saved) throw new AppError('conflict', M.alreadySubmitted);
      return {
        proofRequired: false as const,
        body: {
          message: M.submitted,
          state: 'submitted' as const,
          rsvp_message: input.style === 'pre' ? RSVP_MESSAGES.submitted : null,
        },
        guest: recorded,
      };
    },
  };
}

export type SurveyAnswers = ReturnType<typeof createSurveyAnswers>;
