import { expect, test } from '@playwright/test';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { waitForMail } from './support/mail.ts';
import { saveScreenshot } from './support/screenshots.ts';

const DAY = 24 * 3600 * 1000;
const stamp = Date.now().toString(36);
const CONTACTS = [
  { first: 'Cora', last: `Contact${stamp}`, email: `cora.${stamp}@example.com` },
  { first: 'Milo', last: `Contact${stamp}`, email: `milo.${stamp}@example.com` },
];
const EVENT_NAME = `Launch party ${stamp}`;

async function organizerToken() {
  const { email, password } = DEMO_USERS.organizer;
  return sessionTokenFor('acme', email, password);
}

/** A fresh upcoming open event hosted by the demo organizer, so the journey does not depend on earlier runs. */
async function createEvent(name: string): Promise<number> {
  const token = await organizerToken();
  const me = await api<{ user: { id: number } }>('acme', 'GET', '/api/users/current', undefined, token);
  const start = new Date(Date.now() + 14 * DAY);
  const answer = await api<{ event: { id: number } }>(
    'acme',
    'POST',
    '/api/events/publish',
    {
      event: {
        name,
        description: '<p>Cake and demos.</p>',
        start: start.toISOString(),
        ends: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
        timezone: 'America/New_York',
        location: 'Roof terrace',
        privacy: 'open',
        host_ids: [me.user.id],
      },
    },
    token,
  );
  return answer.event.id;
}

test('an organizer invites a group and two contacts by email; a guest answers Yes from the mail', async ({
  page,
  context,
  browser,
}) => {
  const eventId = await createEvent(EVENT_NAME);
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto(`/event/${eventId}/communications`);
  await expect(page.getByText('No communications have been added yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'communications-empty');

  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('button', { name: 'Select delivery method' }).click();
  await page.getByRole('menuitem', { name: /Email/ }).click();
  const composer = page.getByRole('dialog', { name: 'Email invitation' });
  await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue(`You are invited to ${EVENT_NAME}`);

  await test.step('a group of the organization', async () => {
    await composer.getByRole('tab', { name: 'Groups' }).click();
    await composer.getByRole('checkbox', { name: 'Select Run Club' }).check();
    await expect(composer.getByRole('group', { name: 'Selected groups' }).getByText('Run Club')).toBeVisible();
  });

  await test.step('two new contacts from a CSV', async () => {
    await composer.getByRole('button', { name: 'Upload contacts' }).click();
    const upload = page.getByRole('dialog', { name: /Upload contacts/ });
    const csv = ['email,first_name,last_name', ...CONTACTS.map((c) => `${c.email},${c.first},${c.last}`)].join('\n');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(upload.getByRole('table', { name: 'Valid rows' }).getByText(CONTACTS[0]!.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'composer-upload');
    await upload
      .getByRole('button', { name: /Upload/ })
      .last()
      .click();
    const selected = composer.getByRole('group', { name: 'Selected contacts' });
    for (const c of CONTACTS) await expect(selected.getByText(`${c.first} ${c.last}`)).toBeVisible();
  });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'composer-invitation');

  await test.step('the preview, as wide as a mail', async () => {
    await composer.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: /preview/i });
    await expect(
      preview.getByRole('document', { name: 'Email preview' }).getByText('Where: Roof terrace'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'composer-preview');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  const sentAfter = new Date();
  await composer.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('dialog', { name: 'Send this invitation now?' })
    .getByRole('button', { name: 'Send now' })
    .click();
  await expect(page.getByText('Your invitation is on its way!')).toBeVisible();
  const history = page.getByRole('table', { name: /history/i });
  await expect(history.getByRole('row').filter({ hasText: `You are invited to ${EVENT_NAME}` })).toBeVisible();

  const mail = await test.step('the mails reach the SMTP receiver', async () => {
    const first = await waitForMail(CONTACTS[0]!.email, (m) => m.subject === `You are invited to ${EVENT_NAME}`, {
      since: sentAfter,
    });
    await waitForMail(CONTACTS[1]!.email, (m) => m.subject === `You are invited to ${EVENT_NAME}`, {
      since: sentAfter,
    });
    expect(first.text).toContain('Where: Roof terrace');
    return first;
  });
  await expect(history.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, 'communications-history');

  await test.step('the guest clicks Yes in the mail', async () => {
    const yes = /Yes: (\S+)/.exec(mail.text)![1]!;
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    expect(yes).toContain('/rsvp/answer?token=');
    // Opening the link (as a mail scanner does) records nothing: the answer page waits for one click.
    await guest.goto(yes);
    await expect(guest.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(guest);
    await saveScreenshot(guest, 'mail-rsvp-answer');
    await guest.getByRole('button', { name: 'Confirm my RSVP' }).click();
    await expect(guest.getByText("You're going!")).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
    await saveScreenshot(guest, 'mail-rsvp-outcome');
    await guestContext.close();
  });

  await page.goto(`/event/${eventId}/guests`);
  await page.getByLabel('Search guests').fill(CONTACTS[0]!.last);
  const row = page.getByRole('row', { name: new RegExp(`${CONTACTS[0]!.first} ${CONTACTS[0]!.last}`) });
  await expect(row.getByText('Yes', { exact: true })).toBeVisible();
  const other = page.getByRole('row', { name: new RegExp(`${CONTACTS[1]!.first} ${CONTACTS[1]!.last}`) });
  await expect(other.getByText('Invited', { exact: true })).toBeVisible();
});

test('an organizer schedules a message for later and sees it in the history', async ({ page, context }) => {
  // An event with one guest already invited (through the API, as the composer would).
  const eventId = await createEvent(`Roof party ${stamp}`);
  const token = await organizerToken();
  const options = await api<{ data: { id: number }[] }>(
    'acme',
    'GET',
    `/api/event_invitations/contact_options?event_id=${eventId}&search=user%40acme.test`,
    undefined,
    token,
  );
  await api(
    'acme',
    'POST',
    '/api/event_invitations',
    {
      event_id: eventId,
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [options.data[0]!.id] }],
    },
    token,
  );
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto(`/event/${eventId}/communications`);

  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByRole('button', { name: 'Select delivery method' }).click();
  await page.getByRole('menuitem', { name: /Email/ }).click();
  const composer = page.getByRole('dialog', { name: 'Email message' });
  await composer.getByRole('textbox', { name: 'Subject' }).fill('Directions to the roof');
  const body = composer.locator('[contenteditable=true]').first();
  await body.click();
  await body.pressSequentially('Take the east lifts to floor 12.');
  await expect(
    composer.getByRole('document', { name: 'Email preview' }).getByText('Take the east lifts'),
  ).toBeVisible();

  await composer.getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule message' });
  const later = new Date(Date.now() + 3 * DAY);
  const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000).toISOString().slice(0, 11) + '09:30';
  await schedule.getByLabel('Send on').fill(local);
  await expectNoSeriousA11yViolations(page);
  await schedule.getByRole('button', { name: 'Continue' }).click();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'composer-message');
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/Your message is scheduled to send on .+ at 9:30 AM/)).toBeVisible();

  const row = page
    .getByRole('table', { name: /history/i })
    .getByRole('row')
    .filter({ hasText: 'Directions to the roof' });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await test.step('on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'communications-phone');
    await page
      .getByRole('region', { name: 'Invitations' })
      .getByRole('button', { name: 'Select delivery method' })
      .click();
    await page.getByRole('menuitem', { name: /Email/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Email invitation' }).getByRole('textbox', { name: 'Subject' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'composer-phone');
  });
});
