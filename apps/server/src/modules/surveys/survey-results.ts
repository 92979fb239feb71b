import { computeNps } from '@huddle/domain/nps';
import { NPS_MAX, NPS_MIN, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { csvLine } from '../../lib/csv.ts';
import type { OptionRow, QuestionRow, ResponseRecord } from './surveys.repository.ts';

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
        number: byId.size + 1,
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
function answerText(q: QuestionRow, options: OptionRow[], g: Gathered): string {
  const a = g.byQuestion.get(q.id);
  if (!a) return '';
  if (q.questionType === 'nps') return a.value === null ? '' : String(a.value);
  if (q.questionType === 'short') return a.text ?? '';
  const texts = new Map(options.map((o) => [o.id, o.text]));
  return a.optionIds.map((id) => texts.get(id) ?? '').join('; ');
}

const percent = (n: number, total: number) => (total === 0 ? 0 : Math.round((1000 * n) / total) / 10);

/**
 * Spec §2, §9 Summary and Individual tabs: the NPS with its groups and rates, per question the counts of each
 * option (or value) and the short answers, and every response numbered in the order given. An anonymous survey
 * names nobody.
 */
export function summarize(
  survey: { id: number; style: SurveyStyle; isAnonymous: boolean },
  questions: QuestionRow[],
  options: OptionRow[],
  records: ResponseRecord[],
) {
  const responses = gather(records, survey.isAnonymous);
  const optionsOf = (q: QuestionRow) => options.filter((o) => o.surveyQuestionId === q.id);
  const npsQuestion = questions.find((q) => q.questionType === 'nps');
  const npsValues = npsQuestion
    ? responses.flatMap((g) => {
        const v = g.byQuestion.get(npsQuestion.id)?.value;
        return v === null || v === undefined ? [] : [v];
      })
    : [];
  return {
    survey_id: survey.id,
    style: survey.style,
    is_anonymous: survey.isAnonymous,
    responders_count: responses.length,
    nps: npsQuestion ? computeNps(npsValues) : null,
    questions: questions.map((q) => {
      const answered = responses.filter((g) => {
        const a = g.byQuestion.get(q.id);
        return a && (a.optionIds.length > 0 || a.value !== null || (a.text ?? '').trim() !== '');
      });
      const base = {
        id: q.id,
        title: q.title,
        question_type: q.questionType,
        required: q.required,
        answers_count: answered.length,
      };
      if (q.questionType === 'short') {
        return { ...base, options: [], short_answers: answered.map((g) => g.byQuestion.get(q.id)!.text!) };
      }
      const choices =
        q.questionType === 'nps'
          ? Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => ({ id: null, text: String(NPS_MIN + i), value: i }))
          : optionsOf(q).map((o) => ({ id: o.id, text: o.text, value: null }));
      return {
        ...base,
        options: choices.map((c) => {
          const count = answered.filter((g) => {
            const a = g.byQuestion.get(q.id)!;
            return c.id === null ? a.value === c.value : a.optionIds.includes(c.id);
          }).length;
          return { id: c.id, text: c.text, count, rate: percent(count, answered.length) };
        }),
        short_answers: [],
      };
    }),
    individual_responses: responses.map((g) => ({
      number: g.number,
      submitted_at: g.createdAt.toISOString(),
      respondent: g.respondent,
      answers: questions.map((q) => ({ question_id: q.id, title: q.title, answer: answerText(q, optionsOf(q), g) })),
    })),
  };
}
export type SurveySummary = ReturnType<typeof summarize>;

/** The export (spec §7 export_pre / export_post): one line per response; an anonymous survey has no name columns. */
export function responsesCsv(
  survey: { isAnonymous: boolean },
  questions: QuestionRow[],
  options: OptionRow[],
  records: ResponseRecord[],
) {
  const responses = gather(records, survey.isAnonymous);
  const who = survey.isAnonymous ? ['Response'] : ['Name', 'Email'];
  const header = [...who, 'Submitted at', ...questions.map((q) => q.title)];
  const lines = responses.map((g) =>
    csvLine([
      ...(survey.isAnonymous ? [g.number] : [g.respondent?.name ?? '', g.respondent?.email ?? '']),
      g.createdAt.toISOString(),
      ...questions.map((q) =>
        answerText(
          q,
          options.filter((o) => o.surveyQuestionId === q.id),
          g,
        ),
      ),
    ]),
  );
  return { header, lines };
}
