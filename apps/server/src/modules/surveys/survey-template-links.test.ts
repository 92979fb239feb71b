import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SURVEY_MESSAGES as M } from '@huddle/domain/survey-schemas';
import { surveys } from '../../db/schema/surveys.ts';
import { createEvent } from '../../../test/events.ts';
import { useSurveyApp } from '../../../test/survey-app.ts';
import type { Session } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

const app = useSurveyApp({ otherOrganizer: true });
let { t, acme, organizer, otherOrganizer, globexAdmin } = app;
beforeAll(() => ({ t, acme, organizer, otherOrganizer, globexAdmin } = app));

const questions = [{ title: 'Thoughts', question_type: 'short' }];
async function template(s: Session, privacy: 'private' | 'shared') {
  const body = { name: `${privacy} one`, privacy, style: 'post', survey_questions: questions };
  const response = await callAs(t, s, 'POST', '/api/survey_templates', body);
  expect(response.statusCode).toBe(201);
  return response.json().survey_template.id as number;
}
const saveWith = (eventId: number, templateId: number) =>
  callAs(t, organizer, 'POST', `/api/events/${eventId}/surveys`, {
    post_event_survey: { survey_template_id: templateId, survey_questions: questions },
  });

describe('a survey’s template (spec §2, §6: private templates are their creator’s alone)', () => {
  it('refuses another user’s private template and another organization’s, as not found', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    for (const id of [await template(otherOrganizer, 'private'), await template(globexAdmin, 'shared')]) {
      const refused = await saveWith(e.id, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(M.templateNotFound);
    }
    expect(await t.db.select().from(surveys).where(eq(surveys.eventId, e.id))).toEqual([]);
    const shared = await template(otherOrganizer, 'shared');
    const saved = await saveWith(e.id, shared);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().post_event_survey.survey_template_id).toBe(shared);
  });

  it('keeps the survey when its template is deleted, and links only templates of its organization', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const own = await template(organizer, 'private');
    expect((await saveWith(e.id, own)).statusCode).toBe(200);
    expect((await callAs(t, organizer, 'DELETE', `/api/survey_templates/${own}`)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(surveys).where(eq(surveys.eventId, e.id));
    expect(kept).toMatchObject({ organizationId: acme.id, surveyTemplateId: null });
    // The composite key: a row cannot point at a template of another organization, whatever the code above it.
    const foreign = await template(globexAdmin, 'shared');
    await expect(
      t.db.update(surveys).set({ surveyTemplateId: foreign }).where(eq(surveys.id, kept!.id)),
    ).rejects.toThrow();
  });
});
