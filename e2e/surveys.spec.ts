import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS, MAIL_DIR } from './support/environment.ts';
import { linkFrom, type CaughtMail } from './support/mail.ts';
import { DESKTOP, PHONE, saveScreenshot, shoot } from './support/screenshots.ts';

const DAY = 24 * 3600 * 1000;
const stamp = Date.now().toString(36);

async function organizerToken() {
  const { email, password } = DEMO_USERS.organizer;
  return sessionTokenFor('acme', email, password);
}

/** A past demo event the organizer manages that has no post-event survey yet (the demo gives the two latest one). */
async function pastEventWithoutSurvey(token: string): Promise<{ id: number; name: string }> {
  const past = await api<{ data: { id: number; name: string; can_manage?: boolean }[] }>(
    'acme',
    'GET',
    '/api/events/past?per_page=50',
    undefined,
    token,
  );
  for (const event of past.data) {
    const surveys = await api<{ post_event_survey: unknown }>(
      'acme',
      'GET',
      `/api/events/${event.id}/surveys`,
      undefined,
      token,
    ).catch(() => null);
    if (surveys && surveys.post_event_survey === null) return event;
  }
  throw new Error('no past event without a post-event survey that the organizer manages');
}

/** Mails caught since `since` with a link to `/survey/{eventId}/post`. */
async function surveyMails(eventId: number, since: Date, timeoutMs = 30_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs.existsSync(MAIL_DIR)
      ? fs
          .readdirSync(MAIL_DIR)
          .filter((name) => name.endsWith('.json'))
          .map((name) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')) as CaughtMail)
          .filter((m) => new Date(m.date) >= since && `${m.text}${m.html}`.includes(`/survey/${eventId}/post`))
      : [];
    if (mails.length > 0) return mails;
    if (Date.now() > deadline) throw new Error(`no survey mail for event ${eventId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('an organizer builds and sends a post-event survey, a guest answers from the mail, the summary shows it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await organizerToken();
  const event = await pastEventWithoutSurvey(token);
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto(`/event/${event.id}/surveys`);

  const post = page.getByRole('region', { name: 'Post-event survey' });
  await test.step('build the survey: an NPS and a multiple-choice question', async () => {
    await post.getByRole('button', { name: 'Create' }).click();
    await post.getByRole('button', { name: 'Save survey' }).click();
    await expect(post.getByRole('alert')).toHaveText('Your survey needs at least one question to save');
    await post.getByRole('button', { name: 'Add NPS question' }).click();
    await post.getByRole('button', { name: 'Add question' }).click();
    const second = post.getByRole('group', { name: 'Question 2' });
    await second.getByRole('combobox', { name: 'Question type' }).click();
    await page.getByRole('option', { name: 'Multiple choice' }).click();
    await post.getByRole('button', { name: 'Save survey' }).click();
    await expect(post.getByRole('alert')).toContainText('Please solve the following errors before saving your survey');
    await expect(post.getByRole('alert')).toContainText('Please add a question title');
    await second.getByRole('textbox', { name: 'Question title' }).fill('Which sessions did you join?');
    await second.getByRole('textbox', { name: 'Option 1' }).fill('Keynote');
    await second.getByRole('textbox', { name: 'Option 2' }).fill('Workshop');
    await second.getByRole('button', { name: 'Add option' }).click();
    await second.getByRole('textbox', { name: 'Option 3' }).fill('Demos');
    await second.getByRole('switch', { name: 'Required' }).check();
    // Keyboard reorder: the move buttons.
    await second.getByRole('button', { name: 'Move question 2 up' }).click();
    await expect(
      post.getByRole('group', { name: 'Question 1' }).getByRole('textbox', { name: 'Question title' }),
    ).toHaveValue('Which sessions did you join?');
    await post.getByRole('button', { name: 'Move question 1 down' }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'surveys-editor');
    await post.getByRole('button', { name: 'Save survey' }).click();
    await expect(post.getByRole('button', { name: 'Post-event survey actions' })).toBeVisible();
    await expect(post.getByText('Which sessions did you join? *')).toBeVisible();
  });

  const since = new Date();
  await test.step('send it', async () => {
    await post.getByRole('button', { name: 'Post-event survey actions' }).click();
    await page.getByRole('menuitem', { name: 'Send survey' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send the post-event survey?' });
    await expect(confirm).toContainText('has not answered yet, now.');
    await confirm.getByRole('button', { name: 'Send survey' }).click();
    await expect(
      page
        .getByText(/survey/i)
        .filter({ hasText: /on its way|scheduled/i })
        .first(),
    ).toBeVisible();
  });

  const mails = await surveyMails(event.id, since);
  const link = linkFrom(mails[0]!, `/survey/${event.id}/post`);

  await test.step('a guest answers from the mailed link', async () => {
    const guestContext = await browser.newContext({ baseURL: 'http://acme.localhost:3300', viewport: PHONE });
    const guest = await guestContext.newPage();
    await guest.goto(link);
    const submit = guest.getByRole('button', { name: 'Send feedback' });
    await expect(submit).toBeDisabled();
    await guest.getByRole('button', { name: /^9/ }).click();
    await expect(submit).toBeDisabled();
    await guest.getByRole('checkbox', { name: 'Workshop' }).check();
    await guest.getByRole('checkbox', { name: 'Demos' }).check();
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(guest);
    await saveScreenshot(guest, 'survey-answer-phone');
    await guest.setViewportSize(DESKTOP);
    await saveScreenshot(guest, 'survey-answer-desktop');
    await submit.click();
    await expect(guest.getByText('Thank you for your feedback!')).toBeVisible();
    await saveScreenshot(guest, 'survey-thanks-desktop');
    await guest.reload();
    await expect(guest.getByText('You have already submitted this survey.')).toBeVisible();
    await guestContext.close();
  });

  await test.step('the organizer reads the summary', async () => {
    await page.reload();
    const responses = page.getByRole('region', { name: 'Survey responses' });
    await expect(responses.getByText('1 person responded.')).toBeVisible();
    const nps = responses.getByRole('region', { name: 'Net Promoter Score' });
    await expect(nps.getByLabel('NPS score 100')).toBeVisible();
    await expect(responses.getByRole('progressbar', { name: 'Workshop: 1 (100%)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'surveys-summary');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      responses.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const fileName = event.name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(download.suggestedFilename()).toBe(`${fileName} - Post-Event Survey.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Which sessions did you join?');
    await responses.getByRole('tab', { name: 'Individual' }).click();
    await expect(responses.getByText('Respondent 1 of 1')).toBeVisible();
    await shoot(page, 'surveys-individual');
  });
});

test('an organizer saves a survey template and uses it in a survey card; a visitor answers it as their RSVP', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const name = `Welcome questions ${stamp}`;
  let eventId = 0;
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);

  await test.step('create a shared pre-event template', async () => {
    await page.goto('/surveyTemplates');
    await expect(page.getByRole('tab', { name: 'All survey templates' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'survey-templates');
    await page.getByRole('link', { name: 'Create template' }).click();
    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('radio', { name: /Shared/ }).check();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('textbox', { name: 'Question title' }).fill('What should we know about you?');
    // Pre → post adds the NPS and feedback questions; back to pre removes them again.
    await page.getByRole('button', { name: 'Post-event' }).click();
    await expect(page.getByRole('group', { name: 'Question 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Pre-event' }).click();
    await expect(page.getByRole('group', { name: 'Question 2' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'survey-template-editor');
    await create.click();
    await expect(page).toHaveURL(/\/surveyTemplate\/\d+\/edit$/);
  });

  await test.step('use it on a new event', async () => {
    const token = await organizerToken();
    const me = await api<{ user: { id: number } }>('acme', 'GET', '/api/users/current', undefined, token);
    const start = new Date(Date.now() + 10 * DAY);
    const created = await api<{ event: { id: number } }>(
      'acme',
      'POST',
      '/api/events/publish',
      {
        event: {
          name: `Team lunch ${stamp}`,
          description: '<p>Lunch.</p>',
          start: start.toISOString(),
          ends: new Date(start.getTime() + 3600 * 1000).toISOString(),
          timezone: 'America/New_York',
          location: 'Cafeteria',
          privacy: 'open',
          host_ids: [me.user.id],
        },
      },
      token,
    );
    await page.goto(`/event/${created.event.id}/surveys`);
    const pre = page.getByRole('region', { name: 'Pre-event survey' });
    await pre.getByRole('button', { name: 'Use template' }).click();
    const picker = page.getByRole('dialog', { name: /survey template/ });
    await picker.getByRole('button', { name: new RegExp(name) }).click();
    await expect(pre.getByRole('textbox', { name: 'Question title' })).toHaveValue('What should we know about you?');
    await pre.getByRole('button', { name: 'Save survey' }).click();
    await expect(pre.getByText('What should we know about you?')).toBeVisible();
    await expect(pre.getByRole('button', { name: 'Pre-event survey actions' })).toBeVisible();
    await shoot(page, 'surveys-cards');
    eventId = created.event.id;
  });

  await test.step('a visitor answers the pre-event survey of the open event with name and email', async () => {
    const visitorContext = await browser.newContext({ baseURL: 'http://acme.localhost:3300', viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/survey/${eventId}/pre`);
    const submit = visitor.getByRole('button', { name: 'Submit survey' });
    await expect(submit).toBeDisabled();
    await visitor.getByRole('textbox', { name: 'Email' }).fill('vera.visitor@');
    await visitor.getByRole('textbox', { name: 'First name' }).fill('Vera');
    await expect(visitor.getByText('Incorrect email format')).toBeVisible();
    await visitor.getByRole('textbox', { name: 'Last name' }).fill('Visitor');
    await expect(submit).toBeDisabled();
    await visitor.getByRole('textbox', { name: 'Email' }).fill(`vera.${stamp}@example.com`);
    await visitor.getByRole('textbox', { name: /What should we know about you/ }).fill('I bring cake.');
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(visitor);
    await saveScreenshot(visitor, 'survey-pre-visitor-phone');
    await submit.click();
    await expect(visitor.getByText('Thank you for your feedback!')).toBeVisible();
    await saveScreenshot(visitor, 'survey-pre-thanks-phone');
    await visitorContext.close();
  });

  await test.step('a member’s Yes opens the pre-event survey (spec events §4)', async () => {
    const memberContext = await browser.newContext({ baseURL: 'http://acme.localhost:3300', viewport: PHONE });
    await useSessionOf(memberContext, DEMO_USERS.user.email, DEMO_USERS.user.password);
    const member = await memberContext.newPage();
    await member.goto(`/event/${eventId}/view`);
    await member.getByRole('group', { name: 'Your RSVP' }).getByRole('button', { name: 'Yes' }).click();
    await expect(member).toHaveURL(new RegExp(`/survey/${eventId}/pre$`));
    await expect(member.getByRole('textbox', { name: /What should we know about you/ })).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await saveScreenshot(member, 'survey-pre-after-yes-phone');
    await memberContext.close();
  });

  await test.step('the profile lists it under My survey templates', async () => {
    await page.goto('/profile/my-survey-templates');
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });
});
