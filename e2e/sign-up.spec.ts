import { expect, test } from '@playwright/test';
import { newPerson } from './support/api.ts';
import { completeWelcome, signIn } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { saveScreenshot } from './support/screenshots.ts';

test('a new person signs up, verifies the address from the mail, signs in and is welcomed', async ({ page }) => {
  const person = newPerson('sign-up');

  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Join Acme Inc. on Huddle' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'sign-up');

  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(person.password);
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  const sentAfter = new Date();
  await form.getByRole('button', { name: 'Create account' }).click();

  await test.step('the verification step', async () => {
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  const link = await test.step('the verification mail reaches the SMTP receiver', async () => {
    const mail = await waitForMail(person.email, (m) => /verify/i.test(m.subject), { since: sentAfter });
    const href = linkFrom(mail, '/login');
    expect(new URL(href).searchParams.get('confirmation_token')).toBeTruthy();
    return href;
  });

  await test.step('the link asks for the password chosen at sign-up, then verifies the account', async () => {
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Verify your account' });
    await expect(form.getByText(/Enter the password you chose when you signed up/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-the-0ne!');
    await form.getByRole('button', { name: 'Verify my account' }).click();
    await expect(page.getByText('Account not verified. Please try again.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await form.getByRole('button', { name: 'Verify my account' }).click();
    await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await signIn(page, person.email, person.password);

  await test.step('the welcome dialog: tips, then timezone and office', async () => {
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Welcome to Huddle, ${person.firstName}!` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'welcome-dialog');
    await completeWelcome(page, { timezone: 'America/Chicago', office: 'San Francisco' });
  });

  await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
