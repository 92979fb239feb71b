import { expect, test } from '@playwright/test';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS, orgUrl, SERVER_PORT } from './support/environment.ts';
import { linkFrom, waitForMail } from './support/mail.ts';
import { saveScreenshot } from './support/screenshots.ts';

const NOT_FOUND = "The page you are looking for was moved or doesn't exist.";

test('an unknown path while signed in shows the 404 page with "Go back" and "Go to events"', async ({
  page,
  context,
}) => {
  await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/groups');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/no-such-page/anywhere');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to events' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, '404');

  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/groups(\/active)?$/);

  await page.goto('/no-such-page/anywhere');
  await page.getByRole('button', { name: 'Go to events' }).click();
  await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
});

test('an inactive organization shows its landing page with a "Book a demo" link', async ({ page }) => {
  await page.goto(`${orgUrl('initech')}/`);
  await expect(page.getByRole('heading', { name: 'Initech', level: 1 })).toBeVisible();
  const bookADemo = page.getByRole('link', { name: 'Book a demo' });
  await expect(bookADemo).toBeVisible();
  await expect(bookADemo).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'inactive-org');
});

test('the bare domain shows the find-your-organization page, which leads to the organization', async ({ page }) => {
  await page.goto(`http://localhost:${SERVER_PORT}/`);
  await expect(page.getByRole('heading', { name: 'Find your organization' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'find-organization');

  await page.getByRole('textbox', { name: 'Subdomain' }).fill('acme');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`^${orgUrl('acme')}/`));
  await expect(page.getByRole('heading', { name: 'Sign in to Acme Inc.' })).toBeVisible();
});

test('reset password answers neutrally and the reset mail arrives', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const askedAt = new Date();
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_USERS.user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText("If we find your account, we'll send you a reset link via email.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(DEMO_USERS.user.email, (m) => /reset/i.test(m.subject), { since: askedAt });
  expect(new URL(linkFrom(mail, '/change-password')).searchParams.get('token')).toBeTruthy();
});

test.describe('on a phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the side navigation is a drawer opened by a menu button', async ({ page, context }) => {
    await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Groups', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'phone-drawer');

    await nav.getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page).toHaveURL(/\/groups(\/active)?$/);
    await expect(nav).toBeHidden();
  });
});
