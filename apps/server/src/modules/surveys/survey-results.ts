import { npsGroup, npsOfCounts } from '@huddle/domain/nps';
import { NPS_MAX, NPS_MIN, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { csvLine } from '../../lib/csv.ts';
import type { ResponseRecord, ResultCounts } from './survey-results.repository.ts';
import type { OptionRow, QuestionRow } from './surveys.repository.ts';

/** One response gathered from its rows: who (null when anonymous) and the answers by question. */
interface Gathered {
  id: number;
  number: number;
  createdAt: Date;
  respondent: { name: string; email: string } | null;
  byQuestion: Map<number, { optionIds: number[]; value: number | null; text: string | null }>;
}

function gather(records: ResponseRecord[], anonymous: boolean): Gathered[] {
  const byId = new Map<number, Gathered>();
  for (const r of records) {
    let g = byId.get(r.response_id);
    if (!g) {
      const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
      g = {
        id: r.response_id,
        number: r.number,
        createdAt: new Date(r.created_at),
        // Belt and braces: an anonymous survey's rows carry no names, and none is shown even if one did.
        respondent: anonymous || r.email === null ? null : { name: name || r.email, email: r.email },
        byQuestion: new Map(),
      };
      byId.set(r.response_id, g);
    }
    if (r.question_id === null) continue;
    const answer = g.byQuestion.get(r.question_id) ?? { optionIds: [], value: null, text: null };
    if (r.option_id !== null) answer.optionIds.push(r.option_id);
    if (r.value !== null) answer.value = r.value;
    if (r.text !== null) answer.text = r.text;
    g.byQuestion.set(r.question_id, answer);
  }
  return [...byId.values()];
}

/** An answer as one line of text (the individual responses and the CSV). */
function answerText(q: QuestionRow, texts: Map<number, string>, g: Gathered): string {
  const a = g.byQuestion.get(q.id);
  if (!a) return '';
  if (q.questionType === 'nps') return a.value === null ? '' : String(a.value);
  if (q.questionType === 'short') return a.text ?? '';
  return a.optionIds.map((id) => texts.get(id) ?? '').join('; ');
}

const percent = (n: number, total: number) => (total === 0 ? 0 : Math.round((1000 * n) / total) / 10);

/**
 * Spec §2, §9 Summary: the NPS with its groups and rates, per question the counts of each option (or value) and the
 * first short answers, all counted by the database (survey-results.repository), and the first responses.
 */
export function summarize(
  survey: { id: number; style: SurveyStyle; isAnonymous: boolean },
  questions: QuestionRow[],
  options: OptionRow[],
  counts: ResultCounts,
  shorts: { question_id: number; text: string }[],
  first: ResponseRecord[],
) {
  const answeredOf = new Map(counts.answered.map((a) => [a.question_id, a.count]));
  const choiceCount = (questionId: number, match: { optionId: number | null; value: number | null }) =>
    counts.choices.find(
      (c) =>
        c.question_id === questionId &&
        (match.optionId === null ? c.option_id === null && c.value === match.value : c.option_id === match.optionId),
    )?.count ?? 0;
  const npsQuestion = questions.find((q) => q.questionType === 'nps');
  const groups = { promoter: 0, passive: 0, detractor: 0 };
  for (const c of counts.choices) {
    if (c.question_id === npsQuestion?.id && c.value !== null) groups[npsGroup(c.value)] += c.count;
  }
  return {
    survey_id: survey.id,
    style: survey.style,
    is_anonymous: survey.isAnonymous,
    responders_count: counts.responders,
    nps: npsQuestion ? npsOfCounts(groups) : null,
    questions: questions.map((q) => {
      const answered = answeredOf.get(q.id) ?? 0;
      const base = { id: q.id, title: q.title, question_type: q.questionType, required: q.required };
      if (q.questionType === 'short') {
        const texts = shorts.filter((s) => s.question_id === q.id).map((s) => s.text);
        return { ...base, answers_count: answered, options: [], short_answers: texts };
      }
      const choices =
        q.questionType === 'nps'
          ? Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => ({ id: null, text: String(NPS_MIN + i), value: i }))
          : options.filter((o) => o.surveyQuestionId === q.id).map((o) => ({ id: o.id, text: o.text, value: null }));
      return {
        ...base,
        answers_count: answered,
        options: choices.map((c) => {
          const count = choiceCount(q.id, { optionId: c.id, value: c.value });
          return { id: c.id, text: c.text, count, rate: percent(count, answered) };
        }),
        short_answers: [],
      };
    }),
    individual_responses: individualResponses(survey, questions, options, first),
  };
}
export type SurveySummary = ReturnType<typeof summarize>;

/** Individual responses (a page of them): numbered, the respondent only when the survey is not anonymous. */
export function individualResponses(
  survey: { isAnonymous: boolean },
  questions: QuestionRow[],
  options: OptionRow[],
  records: ResponseRecord[],
) {
  const texts = new Map(options.map((o) => [o.id, o.text]));
  return gather(records, survey.isAnonymous).map((g) => ({
    number: g.number,
    submitted_at: g.createdAt.toISOString(),
    respondent: g.respondent,
    answers: questions.map((q) => ({ question_id: q.id, title: q.title, answer: answerText(q, texts, g) })),
  }));
}

/** The export's header (spec §7 export_pre / export_post): an anonymous survey has no name columns. */
export function responsesCsvHeader(survey: { isAnonymous: boolean }, questions: QuestionRow[]) {
  const who = survey.isAnonymous ? ['Response'] : ['Name', 'Email'];
  return [...who, 'Submitted at', ...questions.map((q) => q.title)];
}

/** A batch of the export's lines, one per response (csvLine escapes formulas). */
export function responsesCsvLines(
  survey: { isAnonymous: boolean },
  questions: QuestionRow[],
  options: OptionRow[],
  records: ResponseRecord[],
) {
  const texts = new Map(options.map((o) => [o.id, o.text]));
  return gather(records, survey.isAnonymous)
    .map((g) =>
      csvLine([
        ...(survey.isAnonymous ? [g.number] : [g.respondent?.name ?? '', g.respondent?.email ?? '']),
        g.createdAt.toISOString(),
        ...questions.map((q) => answerText(q, texts, g)),
      ]),
    )
    .join('');
}
