import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES as M } from '@huddle/domain/survey-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

let t: TestApp;
let { admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const questions = [
  { title: 'Recommend?', question_type: 'nps', required: true },
  { title: 'Best part', question_type: 'single_select', survey_options: [{ text: 'Talks' }, { text: 'Food' }] },
];
async function template(s: Session, body: Record<string, unknown> = {}) {
  const response = await callAs(t, s, 'POST', '/api/survey_templates', {
    name: 'Offsite feedback',
    privacy: 'shared',
    style: 'post',
    survey_questions: questions,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().survey_template;
}
const names = async (s: Session, query = '') =>
  (await callAs(t, s, 'GET', `/api/survey_templates${query}`)).json().data.map((x: { name: string }) => x.name);

describe('survey templates (spec §2, §5, §6, §7)', () => {
  it('need a name that is more than markup, and valid questions', async () => {
    const blank = await callAs(t, organizer, 'POST', '/api/survey_templates', { name: ' ', style: 'pre' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual([M.nameRequired]);
    const markup = await callAs(t, organizer, 'POST', '/api/survey_templates', { name: '<p></p>', style: 'pre' });
    expect(markup.json().errors.name).toEqual([M.surveyNameEmpty]);
    const nps = await callAs(t, organizer, 'POST', '/api/survey_templates', {
      name: 'Pre',
      style: 'pre',
      survey_questions: questions,
    });
    expect(Object.values(nps.json().errors).flat()).toEqual([M.npsOnlyPost]);
  });

  it('are created by organizers and admins, with the caller as creator; members are refused', async () => {
    const created = await template(organizer, { creator_id: admin.user.id });
    expect(created).toMatchObject({
      creator_id: organizer.user.id,
      style: 'post',
      can_edit: true,
      can_delete: true,
      can_duplicate: true,
    });
    expect(created.survey_questions.map((q: { title: string }) => q.title)).toEqual(['Recommend?', 'Best part']);
    expect(created.survey_questions[1].survey_options).toEqual([
      { text: 'Talks', position: 0 },
      { text: 'Food', position: 1 },
    ]);
    expect((await callAs(t, user, 'POST', '/api/survey_templates', { name: 'x', style: 'pre' })).statusCode).toBe(403);
    expect((await callAs(t, user, 'GET', '/api/survey_templates')).statusCode).toBe(403);
    expect((await callAs(t, user, 'GET', `/api/survey_templates/${created.id}`)).statusCode).toBe(403);
  });

  it('edit and delete for the creator or an admin; others view and duplicate; 404 for another organization', async () => {
    const shared = await template(organizer, { name: 'Shared one' });
    const url = `/api/survey_templates/${shared.id}`;
    const view = (await callAs(t, otherOrganizer, 'GET', url)).json().survey_template;
    expect(view).toMatchObject({ can_edit: false, can_delete: false, can_duplicate: true });
    const change = { name: 'Renamed', privacy: 'shared', style: 'pre', survey_questions: [] };
    expect((await callAs(t, otherOrganizer, 'PUT', url, change)).statusCode).toBe(403);
    expect((await callAs(t, otherOrganizer, 'DELETE', url)).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'GET', url)).statusCode).toBe(404);
    expect((await callAs(t, globexAdmin, 'PUT', url, change)).statusCode).toBe(404);
    expect((await callAs(t, globexAdmin, 'DELETE', url)).statusCode).toBe(404);
    const copy = await callAs(t, otherOrganizer, 'POST', `/api/survey_templates?source_id=${shared.id}`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      message: M.templateDuplicated,
      survey_template: { name: 'Copy of Shared one', privacy: 'private', creator_id: otherOrganizer.user.id },
    });
    const renamed = await callAs(t, admin, 'PUT', url, change);
    expect(renamed.json().survey_template).toMatchObject({ name: 'Renamed', style: 'pre', survey_questions: [] });
    const deleted = await callAs(t, organizer, 'DELETE', url);
    expect(deleted.json().message).toBe(M.templateDeleted('Renamed'));
    expect((await callAs(t, organizer, 'GET', url)).statusCode).toBe(404);
  });

  it('keep a private template to its creator, and list All / My with search, type filter and pages', async () => {
    const secret = await template(organizer, {
      name: 'Private plan',
      privacy: 'private',
      style: 'pre',
      survey_questions: [],
    });
    expect((await callAs(t, otherOrganizer, 'GET', `/api/survey_templates/${secret.id}`)).statusCode).toBe(404);
    expect((await callAs(t, admin, 'GET', `/api/survey_templates/${secret.id}`)).statusCode).toBe(404);
    await template(otherOrganizer, { name: 'Kickoff pulse', style: 'pre', survey_questions: [] });
    expect(await names(otherOrganizer, '?search=plan')).toEqual([]);
    expect(await names(organizer, '?search=plan')).toEqual(['Private plan']);
    expect(await names(organizer, '?tab=my&style=pre')).toEqual(['Private plan']);
    expect(await names(organizer, '?style=pre&search=k')).toEqual(['Kickoff pulse']);
    const page = (await callAs(t, organizer, 'GET', '/api/survey_templates?per_page=1&page=2')).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ prev_page: 1 });
    expect(page.meta.total_count).toBeGreaterThanOrEqual(3);
  });
});
