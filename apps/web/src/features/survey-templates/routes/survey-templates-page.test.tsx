import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDITIONAL_FEEDBACK_TITLE, DEFAULT_NPS_TITLE, SURVEY_MESSAGES } from '@huddle/domain/survey-schemas';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type MockResponse, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import type { SurveyTemplate } from '../api/template-api';

afterEach(() => vi.restoreAllMocks());

function makeTemplate(id: number, more: Partial<SurveyTemplate> = {}): SurveyTemplate {
  return {
    id,
    name: `Template ${id}`,
    privacy: 'shared',
    style: 'pre',
    creator_id: 1,
    creator: { full_name: 'Olivia Organizer' },
    created_at: '2030-01-02T10:00:00.000Z',
    survey_questions: [
      { title: 'Dietary needs?', question_type: 'short', required: false, position: 0, survey_options: [] },
    ],
    can_edit: true,
    can_delete: true,
    can_duplicate: true,
    ...more,
  };
}

function serve(routes: Record<string, Responder>) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { body: { user: makeUser('organizer') } },
    ...routes,
  });
}

const list = (data: SurveyTemplate[]): MockResponse => ({
  body: { data, meta: { total_pages: 1, total_count: data.length, next_page: null, prev_page: null } },
});

describe('survey templates', { timeout: 30_000 }, () => {
  it('lists cards with type and date, and views a template its reader may not edit', async () => {
    serve({
      'GET /api/survey_templates': list([
        makeTemplate(1),
        makeTemplate(2, { style: 'post', can_edit: false, can_delete: false }),
      ]),
    });
    renderApp('/surveyTemplates');
    expect(await screen.findByRole('heading', { name: 'Template 1' })).toBeTruthy();
    expect(screen.getAllByText('Olivia Organizer · 01/02/2030')).toHaveLength(2);
    expect(screen.getByText('post-event')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Template 2' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(menu.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.click(menu.getByRole('menuitem', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Template 2' }));
    expect(dialog.getByText('1. Dietary needs?')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
  });

  it('deletes a template after confirming', async () => {
    const { calls } = serve({
      'GET /api/survey_templates': list([makeTemplate(1)]),
      'DELETE /api/survey_templates/1': { body: { message: '"Template 1" template deleted!' } },
    });
    renderApp('/surveyTemplates/my');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Template 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SURVEY_MESSAGES.templateDeleted('Template 1'))).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/survey_templates/1')).toBe(true);
    expect(calls.find((c) => c.path === '/api/survey_templates')).toBeTruthy();
  });

  it('keeps Create disabled without a name and refuses a name of markup only', async () => {
    const { calls } = serve({});
    renderApp('/surveyTemplate/new/edit');
    const create = (await screen.findByRole('button', { name: 'Create' })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '<p> </p>' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    expect(await screen.findByText(SURVEY_MESSAGES.surveyNameEmpty)).toBeTruthy();
    expect(screen.getAllByText(SURVEY_MESSAGES.templateHasErrors).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('switches pre → post (adds NPS and feedback) and back (removes them), then creates', async () => {
    const { calls } = serve({
      'POST /api/survey_templates': { status: 201, body: { survey_template: makeTemplate(9) } },
      'GET /api/survey_templates/9': { body: { survey_template: makeTemplate(9) } },
    });
    renderApp('/surveyTemplate/new/edit');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Onboarding' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Question title' }), { target: { value: 'Your team?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post-event' }));
    const titles = () =>
      screen.getAllByRole('textbox', { name: 'Question title' }).map((t) => (t as HTMLInputElement).value);
    expect(titles()).toEqual(['Your team?', DEFAULT_NPS_TITLE, ADDITIONAL_FEEDBACK_TITLE]);
    fireEvent.click(screen.getByRole('button', { name: 'Pre-event' }));
    expect(titles()).toEqual(['Your team?']);
    fireEvent.click(screen.getByRole('radio', { name: /Shared/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/surveyTemplate/9/edit'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Onboarding',
      privacy: 'shared',
      style: 'pre',
      survey_questions: [{ title: 'Your team?', question_type: 'short', position: 0 }],
    });
  });

  it('sends someone who may not edit a template to /surveys (then the list)', async () => {
    serve({
      'GET /api/survey_templates/5': { body: { survey_template: makeTemplate(5, { can_edit: false }) } },
      'GET /api/survey_templates': list([]),
    });
    renderApp('/surveyTemplate/5/edit');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/surveyTemplates'));
    expect(await screen.findByText('No survey templates found.')).toBeTruthy();
  });

  it('searches by name and filters by type on the server', async () => {
    const queries: string[] = [];
    serve({
      'GET /api/survey_templates': ({ url }) => {
        queries.push(url.search);
        return list([makeTemplate(1)]);
      },
    });
    renderApp('/surveyTemplates/my');
    await screen.findByRole('heading', { name: 'Template 1' });
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'diet' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Survey type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Post-event' }));
    await waitFor(() => expect(queries.at(-1)).toContain('search=diet'));
    expect(queries.at(-1)).toContain('tab=my');
    expect(queries.at(-1)).toContain('style=post');
  });

  it('asks before the back button leaves unsaved changes', async () => {
    serve({ 'GET /api/survey_templates': list([]) });
    renderApp('/surveyTemplate/new/edit');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to survey templates' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/surveyTemplate/new/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Back to survey templates' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/surveyTemplates'));
  });

  it("shows the organizer's own templates on the profile's My survey templates tab", async () => {
    const queries: string[] = [];
    serve({
      'GET /api/survey_templates': ({ url }) => {
        queries.push(url.search);
        return list([makeTemplate(3, { privacy: 'private' })]);
      },
    });
    renderApp('/profile/my-survey-templates');
    expect(await screen.findByRole('heading', { name: 'Template 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My survey templates' }).getAttribute('aria-selected')).toBe('true');
    expect(queries[0]).toContain('tab=my');
  });

  it('duplicates a template and opens the copy in the editor', async () => {
    serve({
      'GET /api/survey_templates': list([makeTemplate(1, { can_edit: false, can_delete: false })]),
      'POST /api/survey_templates': {
        status: 201,
        body: {
          survey_template: makeTemplate(7, { name: 'Copy of Template 1' }),
          message: SURVEY_MESSAGES.templateDuplicated,
        },
      },
      'GET /api/survey_templates/7': { body: { survey_template: makeTemplate(7, { name: 'Copy of Template 1' }) } },
    });
    renderApp('/surveyTemplates');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Template 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText(SURVEY_MESSAGES.templateDuplicated)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/surveyTemplate/7/edit'));
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe(
      'Copy of Template 1',
    );
  });
});
