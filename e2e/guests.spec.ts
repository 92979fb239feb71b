import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { saveScreenshot } from './support/screenshots.ts';

const VISITOR = { first: 'Vera', last: `Visitor${Date.now().toString(36)}` };
const VISITOR_EMAIL = `vera.${VISITOR.last.toLowerCase()}@example.com`;

test('a public visitor RSVPs Yes without an account; the organizer finds the guest, marks attendance and exports the list', async ({
  page,
  context,
  browser,
}) => {
  // The organizer hosts the demo's Winter hackathon, which is under way.
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto('/events/upcoming');
  await page
    .getByRole('link', { name: /Winter hackathon/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/event\/\d+\//);
  const eventId = /\/event\/(\d+)\//.exec(new URL(page.url()).pathname)![1];

  // A visitor without an account answers on the public page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/public/${eventId}`);
  await expect(visitor.getByRole('heading', { name: 'Winter hackathon', level: 1 })).toBeVisible();
  const form = visitor.getByRole('form', { name: 'RSVP form' });
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'First name' }).fill(VISITOR.first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(VISITOR.last);
  await form.getByRole('textbox', { name: 'Email' }).fill(VISITOR_EMAIL);
  await form.getByRole('button', { name: 'Yes' }).click();
  await expectNoSeriousA11yViolations(visitor);
  await saveScreenshot(visitor, 'public-rsvp-form');
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(visitor.getByText("You're going!")).toBeVisible();
  await expect(visitor.getByText('Your RSVP was submitted!')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await saveScreenshot(visitor, 'public-rsvp-done');
  await visitorContext.close();

  // The organizer sees the guest, marks attendance and downloads the export.
  await page.goto(`/event/${eventId}/guests`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.getByLabel('Search guests').fill(VISITOR.last);
  const row = page.getByRole('row', { name: new RegExp(VISITOR.last) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Yes', { exact: true })).toBeVisible();
  const fullName = `${VISITOR.first} ${VISITOR.last}`;
  await row.getByRole('combobox', { name: `Attended: ${fullName}` }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(page.getByText('Attendance updated').first()).toBeVisible();
  await row.getByRole('combobox', { name: `Attendance type: ${fullName}` }).click();
  await page.getByRole('option', { name: 'In person' }).click();
  await expect(row.getByRole('combobox', { name: `Attendance type: ${fullName}` })).toHaveText('In person');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'event-guests');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Winter hackathon - Guest List.csv');
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Name,Email,RSVP,Attended,Attendance type,RSVP source,Updated at');
  expect(csv).toMatch(new RegExp(`${fullName},${VISITOR_EMAIL.replace(/\./g, '\\.')},Yes,Yes,In person,Public page,`));
});

test('a signed-in user RSVPs with the single button of a running event and sees the attendance card', async ({
  page,
  context,
}) => {
  await useSessionOf(context, DEMO_USERS.user.email, DEMO_USERS.user.password);
  await page.goto('/events/upcoming');
  await page
    .getByRole('link', { name: /Winter hackathon/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/event\/\d+\/view$/);
  // On data where the user already said Yes (a second run), go back to Maybe first.
  const answers = page.getByRole('group', { name: 'Your RSVP' });
  const single = page.getByRole('button', { name: 'RSVP', exact: true });
  await answers.or(single).first().waitFor();
  const maybe = answers.getByRole('button', { name: 'Maybe' });
  if (await answers.isVisible()) {
    await maybe.click();
    await expect(page.getByText('You might go!')).toBeVisible();
  }
  // During the event a single RSVP button is offered to guests who have not said Yes.
  await single.click();
  await expect(page.getByText("You're going!")).toBeVisible();
  await expect(page.getByText("We've let the event organizer know about your RSVP")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendance' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'event-view-rsvp');
});

test('an organizer uploads a CSV of contacts into a new contact list', async ({ page, context }) => {
  const stamp = Date.now().toString(36);
  const listName = `Offsite crew ${stamp}`;
  const csv = [
    'Email Address,First Name,Last Name,Role',
    `rita.${stamp}@acme.test,Rita,Runner,User`,
    `sam.${stamp}@acme.test,Sam,Sprinter,`,
    `RITA.${stamp}@acme.test,Rita,Again,`,
    'not-an-email,Bad,Row,',
  ].join('\n');
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/contacts\/all$/);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'contacts');

  await page.getByRole('button', { name: 'Upload contacts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload contacts' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('1 invalid entries were found and will be skipped.')).toBeVisible();
  await expect(dialog.getByText(`sam.${stamp}@acme.test`)).toBeVisible();
  await dialog.getByLabel('Save to a contact list').check();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'List name' }).fill(listName);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'contacts-upload');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Your contacts were saved into a contact list')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search contacts').fill(`.${stamp}@`);
  await expect(page.getByRole('row', { name: /Rita Runner/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Sprinter/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Lists' }).click();
  await expect(page).toHaveURL(/\/contacts\/lists$/);
  const row = page.getByRole('row', { name: new RegExp(listName) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '2', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'contact-lists');
});
