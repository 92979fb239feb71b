import { expect, test } from '@playwright/test';
import { completeWelcome, useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_PASSWORD, orgUrl } from './support/environment.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Globex, so the other specs keep seeing Acme Inc. as the demo leaves it.
const GLOBEX = orgUrl('globex');

test('an admin renames the organization, adds an office and an event type, and invites someone who signs up from the mail', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ baseURL: GLOBEX });
  await useSessionOf(adminContext, 'admin@globex.test', DEMO_PASSWORD, 'globex');
  const admin = await adminContext.newPage();
  const suffix = Date.now().toString(36);

  await test.step('Organization tab: rename and add an event type', async () => {
    await admin.goto('/settings');
    const form = admin.getByRole('form', { name: 'Organization settings' });
    const save = form.getByRole('button', { name: 'Save' });
    await expect(form.getByRole('textbox', { name: 'Display name' })).toHaveValue('Globex Corporation');
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(admin);
    await saveScreenshot(admin, 'settings-organization');

    await form.getByRole('textbox', { name: 'Display name' }).fill('Globex Worldwide');
    await form.getByRole('button', { name: 'Add event type' }).click();
    await form
      .getByRole('textbox', { name: /^Event type \d+$/ })
      .last()
      .fill(`Hackathon ${suffix}`);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(admin.getByText('Organization settings saved.')).toBeVisible();
    await expect(save).toBeDisabled();

    await admin.reload();
    await expect(form.getByRole('textbox', { name: 'Display name' })).toHaveValue('Globex Worldwide');
    const types = form.getByRole('textbox', { name: /^Event type \d+$/ });
    await expect
      .poll(() => types.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toContain(`Hackathon ${suffix}`);
  });

  await test.step('Offices tab: a new office', async () => {
    await admin.getByRole('tab', { name: 'Offices' }).click();
    await expect(admin).toHaveURL(/\/settings\/offices$/);
    await admin.getByRole('button', { name: 'New office' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New office' });
    const create = dialog.getByRole('button', { name: 'Create office' });
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Office name' }).fill(`Lisbon ${suffix}`);
    await create.click();
    await expect(admin.getByText('Your office was created.')).toBeVisible();
    await expect(admin.getByRole('grid').getByText(`Lisbon ${suffix}`)).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await saveScreenshot(admin, 'settings-offices');
  });

  const email = `invitee.${suffix}@partner.test`;
  const sentAfter = new Date();
  await test.step('Users tab: invite someone as an organizer', async () => {
    await admin.getByRole('tab', { name: 'Users' }).click();
    await expect(admin.getByRole('grid')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await saveScreenshot(admin, 'settings-users');
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite user' });
    const send = dialog.getByRole('button', { name: 'Send Invite' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ivy Invitee');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Organizer' }).click();
    await send.click();
    await expect(admin.getByText('Ivy Invitee invited via email!')).toBeVisible();
    await admin.getByRole('button', { name: 'Invited' }).click();
    await expect(admin.getByRole('grid').getByText(email)).toBeVisible();
    await saveScreenshot(admin, 'settings-users-invited');
  });

  await test.step('the invitee signs up from the mail and is signed in as an organizer', async () => {
    const mail = await waitForMail(email, (m) => /invited you/.test(m.subject), { since: sentAfter });
    expect(mail.subject).toContain('Globex Worldwide');
    const link = linkFrom(mail, '/sign-up');
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    const form = invitee.getByRole('form', { name: 'Sign up' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ivy');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Invitee');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunny-Day-42!');
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Sunny-Day-42!');
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await completeWelcome(invitee, { timezone: 'Europe/Lisbon', office: `Lisbon ${suffix}` });
    await expect(invitee).toHaveURL(/\/events(\/upcoming)?$/);
    // Organizers see Collections in the navigation; users do not.
    await expect(
      invitee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }),
    ).toBeVisible();
  });

  await test.step('the invitation has left the Invited grid', async () => {
    await admin.reload();
    await expect(admin.getByRole('grid')).toBeVisible();
    await expect(admin.getByText(email)).toHaveCount(0);
  });
  await adminContext.close();
});

test('leaving the settings form with unsaved changes asks first, for a link and for Back', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: GLOBEX });
  await useSessionOf(adminContext, 'admin@globex.test', DEMO_PASSWORD, 'globex');
  const admin = await adminContext.newPage();
  await admin.goto('/events/upcoming');
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const name = admin
    .getByRole('form', { name: 'Organization settings' })
    .getByRole('textbox', { name: 'Display name' });
  await expect(name).not.toHaveValue('');
  await name.fill('Not saved');

  const prompt = admin.getByRole('dialog', { name: 'Unsaved changes' });
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay on page' }).click();
  await expect(prompt).toBeHidden();
  await expect(admin).toHaveURL(/\/settings$/);
  await expect(name).toHaveValue('Not saved');

  // Back: the browser has moved already; the app steps forward again while it asks.
  await admin.goBack();
  await expect(prompt).toBeVisible();
  await expect(admin).toHaveURL(/\/settings$/);
  await prompt.getByRole('button', { name: 'Stay on page' }).click();
  await expect(admin).toHaveURL(/\/settings$/);
  await expect(name).toHaveValue('Not saved');

  await admin.goBack();
  await prompt.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(admin).toHaveURL(/\/events\/upcoming$/);
  await expect(admin.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

  // Closing the tab is the browser's own prompt.
  await admin.goForward();
  await admin
    .getByRole('form', { name: 'Organization settings' })
    .getByRole('textbox', { name: 'Display name' })
    .fill('Not saved');
  const beforeUnload = admin.waitForEvent('dialog');
  await admin.close({ runBeforeUnload: true });
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await adminContext.close();
});
