import { expect, test } from '@playwright/test';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS, orgUrl, SAML_IDP_PORT } from './support/environment.ts';
import { DESKTOP, saveScreenshot } from './support/screenshots.ts';

// Okta with SAML (issue 34, ADR 35): the IdP is the local samlify one of e2e/support/global-setup.ts, which signs the
// demo's user in. Acme is set up on the Okta card here and put back afterwards.
test.describe.configure({ mode: 'serial' });

const METADATA_URL = `http://127.0.0.1:${SAML_IDP_PORT}/metadata`;

test.afterAll(async () => {
  const token = await sessionTokenFor('acme', DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const acme = await api<{ id: number }>('acme', 'GET', '/api/organizations/current');
  await api('acme', 'PATCH', `/api/organizations/${acme.id}`, { organization: { okta_enabled: false } }, token);
});

test('an admin sets Okta up with SAML; a person signs in through Okta and lands on /events', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);

  await test.step('the admin enters the IdP’s metadata URL on the Okta card', async () => {
    await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/settings/integrations');
    await page.getByRole('button', { name: 'Set up Okta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up Okta' });
    await dialog.getByRole('radio', { name: 'SAML' }).check();
    // What to enter in Okta: our ACS and entity id, on the organization's host.
    await expect(dialog.getByRole('textbox', { name: 'Single sign-on URL (ACS)' })).toHaveValue(
      `${orgUrl('acme')}/api/auth/okta/saml/acs`,
    );
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'okta-saml-dialog');
    await dialog.getByRole('textbox', { name: 'Metadata URL', exact: true }).fill(METADATA_URL);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(OKTA_MESSAGES.updated)).toBeVisible();
    await context.clearCookies();
  });

  await test.step('“Sign in with Okta”: the IdP posts the assertion back, and the person is signed in', async () => {
    await page.goto('/login');
    const okta = page.getByRole('button', { name: 'Sign in with Okta' });
    await expect(okta).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await okta.click();
    await expect(page).toHaveURL(/\/events/, { timeout: 30_000 });
    const me = await page.evaluate(async () => (await (await fetch('/api/users/current')).json()) as unknown);
    expect(me).toMatchObject({ user: { email: DEMO_USERS.user.email } });
    await expectNoSeriousA11yViolations(page);
  });
});
