import { and, asc, eq, inArray } from 'drizzle-orm';
import { ADDITIONAL_FEEDBACK_TITLE, DEFAULT_NPS_TITLE } from '@huddle/domain/survey-schemas';
import type { Executor } from '../client.ts';
import { invitees } from '../schema/guests.ts';
import {
  surveyAnswers,
  surveyOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
  surveyTemplates,
  type TemplateQuestion,
} from '../schema/surveys.ts';

interface DemoEvent {
  id: number;
  startAt: Date;
  endsAt: Date;
  published: boolean;
}

const HOUR = 3600 * 1000;
/** An NPS spread that gives promoters, passives and detractors (score 20 for ten answers). */
const NPS_VALUES = [10, 9, 8, 10, 6, 9, 7, 3, 10, 5];
const FEEDBACK = ['Loved the talks', '', 'More snacks next time', '', 'Great venue', 'Too short', '', 'Well organised'];

async function question(
  tx: Executor,
  organizationId: number,
  surveyId: number,
  q: { title: string; type: TemplateQuestion['question_type']; position: number; options?: string[] },
) {
  const [row] = await tx
    .insert(surveyQuestions)
    .values({ organizationId, surveyId, title: q.title, questionType: q.type, position: q.position })
    .returning({ id: surveyQuestions.id });
  const options = q.options?.length
    ? await tx
        .insert(surveyOptions)
        .values(q.options.map((text, position) => ({ organizationId, surveyQuestionId: row!.id, text, position })))
        .returning({ id: surveyOptions.id })
    : [];
  return { id: row!.id, optionIds: options.map((o) => o.id) };
}

/**
 * Surveys for the demo (issue 16): the two most recent past events have a post-event survey answered by their
 * guests who said Yes (an NPS spread, choices, short answers; the second anonymous), the next upcoming event a
 * pre-event survey, and three templates (two shared, one private).
 */
export async function seedDemoSurveys(
  tx: Executor,
  input: { organizationId: number; now: Date; events: DemoEvent[]; owners: { admin: number; organizer: number } },
) {
  const { organizationId, now } = input;
  const published = input.events.filter((e) => e.published);
  const past = published.filter((e) => e.endsAt < now).sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
  for (const [i, event] of past.slice(0, 2).entries()) {
    const [survey] = await tx
      .insert(surveys)
      .values({ organizationId, eventId: event.id, style: 'post', isAnonymous: i === 1, delayAmount: 2 })
      .returning({ id: surveys.id });
    const nps = await question(tx, organizationId, survey!.id, { title: DEFAULT_NPS_TITLE, type: 'nps', position: 0 });
    const best = await question(tx, organizationId, survey!.id, {
      title: 'What did you enjoy most?',
      type: 'multi_select',
      position: 1,
      options: ['Talks', 'Food', 'Meeting people'],
    });
    const more = await question(tx, organizationId, survey!.id, {
      title: ADDITIONAL_FEEDBACK_TITLE,
      type: 'short',
      position: 2,
    });
    const guests = await tx
      .select({ id: invitees.id, userId: invitees.userId })
      .from(invitees)
      .where(and(eq(invitees.eventId, event.id), inArray(invitees.status, ['rsvp'])))
      .orderBy(asc(invitees.id))
      .limit(NPS_VALUES.length);
    for (const [g, guest] of guests.entries()) {
      const [response] = await tx
        .insert(surveyResponses)
        .values({
          organizationId,
          surveyId: survey!.id,
          inviteeId: guest.id,
          userId: guest.userId,
          createdAt: new Date(event.endsAt.getTime() + (g + 3) * HOUR),
        })
        .returning({ id: surveyResponses.id });
      const base = { organizationId, surveyResponseId: response!.id };
      const text = FEEDBACK[g % FEEDBACK.length]!;
      await tx
        .insert(surveyAnswers)
        .values([
          { ...base, surveyQuestionId: nps.id, value: NPS_VALUES[g]! },
          { ...base, surveyQuestionId: best.id, surveyOptionId: best.optionIds[g % 3]! },
          ...(g % 2 === 0
            ? [{ ...base, surveyQuestionId: best.id, surveyOptionId: best.optionIds[(g + 1) % 3]! }]
            : []),
          ...(text ? [{ ...base, surveyQuestionId: more.id, text }] : []),
        ]);
    }
  }
  const upcoming = published.filter((e) => e.startAt > now).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  if (upcoming[0]) {
    const [survey] = await tx
      .insert(surveys)
      .values({ organizationId, eventId: upcoming[0].id, style: 'pre' })
      .returning({ id: surveys.id });
    const meal = { title: 'Which meal would you like?', type: 'single_select' as const, position: 0 };
    await question(tx, organizationId, survey!.id, { ...meal, options: ['Vegetarian', 'Vegan', 'Fish', 'Meat'] });
    await question(tx, organizationId, survey!.id, {
      title: 'Any allergies we should know of?',
      type: 'short',
      position: 1,
    });
  }
  const q = (
    title: string,
    question_type: TemplateQuestion['question_type'],
    position: number,
    options: string[] = [],
  ) => ({
    title,
    question_type,
    required: question_type === 'nps',
    position,
    survey_options: options.map((text, i) => ({ text, position: i })),
  });
  await tx.insert(surveyTemplates).values([
    {
      organizationId,
      name: 'Post-event feedback',
      privacy: 'shared',
      style: 'post',
      creatorId: input.owners.organizer,
      questions: [q(DEFAULT_NPS_TITLE, 'nps', 0), q(ADDITIONAL_FEEDBACK_TITLE, 'short', 1)],
    },
    {
      organizationId,
      name: 'Dietary needs',
      privacy: 'shared',
      style: 'pre',
      creatorId: input.owners.admin,
      questions: [q('Which meal would you like?', 'single_select', 0, ['Vegetarian', 'Vegan', 'Fish', 'Meat'])],
    },
    {
      organizationId,
      name: 'Workshop check-in',
      privacy: 'private',
      style: 'pre',
      creatorId: input.owners.organizer,
      questions: [q('What do you hope to learn?', 'short', 0)],
    },
  ]);
}
