import { expect, test, type Page } from '@playwright/test';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { api } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS, OIDC_CLIENTS, OIDC_ISSUER } from './support/environment.ts';
import { otpFrom, waitForMail } from './support/mail.ts';
import { DESKTOP, saveScreenshot } from './support/screenshots.ts';

// Google and Okta sign-in with OpenID Connect (issue 34, ADR 34) against the real `oidc-provider` of
// e2e/support/global-setup.ts, whose login signs the demo's user in. Acme's Okta is set up here and removed after.
test.describe.configure({ mode: 'serial' });

// Should the test stop half-way, Okta is removed anyway, so the later specs of this worker sign in with passwords.
// With Okta forced, the admin's API sign-in is the break-glass: the password, then the mailed one-time password.
test.afterAll(async () => {
  const acme = await api<{ id: number; force_okta_sign_in?: boolean }>('acme', 'GET', '/api/organizations/current');
  const { email, password } = DEMO_USERS.admin;
  const askedAt = new Date();
  const answer = await api<{ token?: string; user_id?: number }>('acme', 'POST', '/api/users/login', {
    user: { email, password, organization_id: acme.id },
  });
  let token = answer.token;
  if (!token) {
    const mail = await waitForMail(email, (m) => /code/i.test(m.subject), { since: askedAt });
    const signedIn = await api<{ token: string }>('acme', 'POST', '/api/users/mfa_login', {
      user_id: answer.user_id,
      code: otpFrom(mail),
    });
    token = signedIn.token;
  }
  await api('acme', 'PATCH', `/api/organizations/${acme.id}`, { organization: { okta_enabled: false } }, token);
});

async function expectSignedInAs(page: Page, email: string) {
  await expect(page).toHaveURL(/\/events/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  const me = await page.evaluate(async () => (await (await fetch('/api/users/current')).json()) as unknown);
  expect(me).toMatchObject({ user: { email } });
}

test('a person signs in with Google and lands on the events', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeVisible();
  await google.click();
  // The provider's login finishes at once; its redirect brings code, state and iss to /auth/google.
  await expectSignedInAs(page, DEMO_USERS.user.email);
  await expectNoSeriousA11yViolations(page);
});

test('an admin forces Okta sign-in: the login offers only Okta, and an admin keeps the break-glass', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);

  await test.step('the admin sets Okta up with OpenID Connect and forces it', async () => {
    await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/settings/integrations');
    await page.getByRole('button', { name: 'Set up Okta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up Okta' });
    await dialog.getByRole('radio', { name: 'OIDC' }).check();
    await dialog.getByRole('textbox', { name: 'Client ID' }).fill(OIDC_CLIENTS.okta.clientId);
    await dialog.getByLabel('Client secret').fill(OIDC_CLIENTS.okta.clientSecret);
    await dialog.getByRole('textbox', { name: 'Issuer' }).fill(OIDC_ISSUER);
    await dialog.getByRole('switch', { name: 'Force Okta sign-in' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(OKTA_MESSAGES.updated)).toBeVisible();
    await context.clearCookies();
  });

  await test.step('the login page offers Okta only, which signs the person in', async () => {
    await page.goto('/login');
    await expect(page.getByText(/This organization signs in with Okta/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'login-forced-okta');
    await page.getByRole('button', { name: 'Sign in with Okta' }).click();
    await expectSignedInAs(page, DEMO_USERS.user.email);
    await context.clearCookies();
  });

  await test.step('an admin signs in with the password and the mailed one-time password', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Administrator? Sign in with your password' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_USERS.admin.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_USERS.admin.password);
    const askedAt = new Date();
    await form.getByRole('button', { name: 'Sign in' }).click();
    const otp = page.getByRole('textbox', { name: 'One-time password' });
    await expect(otp).toBeVisible();
    const mail = await waitForMail(DEMO_USERS.admin.email, (m) => /code/i.test(m.subject), { since: askedAt });
    await otp.fill(otpFrom(mail));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectSignedInAs(page, DEMO_USERS.admin.email);
  });

  await test.step('the admin removes Okta after a confirmation', async () => {
    await page.goto('/settings/integrations');
    await page.getByRole('button', { name: 'Manage Okta' }).click();
    await page.getByRole('dialog', { name: 'Manage Okta' }).getByRole('button', { name: 'Remove Okta' }).click();
    await page.getByRole('dialog', { name: 'Remove Okta?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(OKTA_MESSAGES.removed)).toBeVisible();
    await context.clearCookies();
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
