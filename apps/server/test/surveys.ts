import type { TestApp } from './build-app.ts';
import { callAs } from './call.ts';
import type { Session } from './tenants.ts';

/**
 * Saves an event's pre- or post-event survey through the API as `s` (the form's fields: `survey_questions`,
 * `is_anonymous`, `delay`, …) and returns it as saved, its questions with their ids.
 */
export async function createSurvey(
  t: Pick<TestApp, 'app'>,
  s: Session,
  eventId: number,
  style: 'pre' | 'post',
  survey: Record<string, unknown>,
) {
  const key = `${style}_event_survey` as const;
  const r = await callAs(t, s, 'POST', `/api/events/${eventId}/surveys`, { [key]: survey });
  if (r.statusCode !== 200) throw new Error(`survey not saved: ${r.statusCode} ${r.body}`);
  return r.json()[key];
}
