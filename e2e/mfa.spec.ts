import { expect, test } from '@playwright/test';
import { newPerson, signUpViaApi } from './support/api.ts';
import { completeWelcome, signIn, submitSignIn, verifyFromLink } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkFrom, otpFrom, waitForMail } from './support/mail.ts';
import { saveScreenshot } from './support/screenshots.ts';

test('a user turns on two-factor sign-in and signs in with the emailed one-time password', async ({ page }) => {
  const person = newPerson('mfa');

  await test.step('a fresh, verified account (sign-up through the API, link from the mail)', async () => {
    const signedUpAt = new Date();
    await signUpViaApi('acme', person);
    const mail = await waitForMail(person.email, (m) => /verify/i.test(m.subject), { since: signedUpAt });
    await verifyFromLink(page, linkFrom(mail, '/login'), person.password);
  });

  await signIn(page, person.email, person.password);
  await completeWelcome(page);

  await test.step('turning two-factor on from the profile page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true }).click();
    const twoFactor = page.getByRole('switch', { name: 'Two-factor authentication (email code)' });
    await expect(twoFactor).not.toBeChecked();
    await twoFactor.click();
    await expect(twoFactor).toBeChecked();
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  const signedInAgainAt = new Date();
  await submitSignIn(page, person.email, person.password);

  const otp = page.getByRole('textbox', { name: 'One-time password' });
  await test.step('the one-time-password step', async () => {
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(otp).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'otp-step');
  });

  const code = otpFrom(await waitForMail(person.email, (m) => /code/i.test(m.subject), { since: signedInAgainAt }));

  await test.step('a wrong code is refused', async () => {
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('Invalid one-time password! Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the code from the mail signs in', async () => {
    await otp.fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
