import { expect, test, type Page } from '@playwright/test';
import { signIn, submitSignIn } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Spec §2.2 and §2.10: what the main navigation offers each role.
const EVERYONE = ['Events', 'Groups', 'Profile'];
const ORGANIZER_UP = ['Collections', 'Analytics'];
const ADMIN_ONLY = ['Settings'];

async function expectNavigation(page: Page, { shown, notShown }: { shown: string[]; notShown: string[] }) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const name of shown) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of notShown) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
}

test.describe('signing in by role', () => {
  test('an admin signs in and sees Settings, Collections and Analytics', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Acme Inc.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'login');

    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expectNavigation(page, { shown: [...EVERYONE, ...ORGANIZER_UP, ...ADMIN_ONLY], notShown: [] });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'events-admin');
  });

  test('an organizer signs in and sees Collections and Analytics but not Settings', async ({ page }) => {
    await signIn(page, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
    await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
    await expectNavigation(page, { shown: [...EVERYONE, ...ORGANIZER_UP], notShown: ADMIN_ONLY });
    await expectNoSeriousA11yViolations(page);
  });

  test('a user sees neither Settings, Collections nor Analytics, is kept out of settings, and signs out', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.user.email, DEMO_USERS.user.password);
    await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
    await expectNavigation(page, { shown: EVERYONE, notShown: [...ORGANIZER_UP, ...ADMIN_ONLY] });
    await expectNoSeriousA11yViolations(page);

    await test.step('opening /settings directly leads to /events', async () => {
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
      await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    });

    await test.step('the profile page', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true }).click();
      await expect(page).toHaveURL(/\/profile/);
      await expect(page.getByRole('heading', { name: 'Uma User', level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'My events' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'profile');
    });

    await test.step('signing out shows "You were logged out." on the sign-in page', async () => {
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('You were logged out.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the session is gone: a signed-in page leads to /login again', async () => {
      await page.goto('/events');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});

test('an unauthenticated visit to /profile goes to /login and returns to /profile after signing in', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Acme Inc.' })).toBeVisible();

  await submitSignIn(page, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await expect(page).toHaveURL(/\/profile(\/|$)/);
  await expect(page.getByRole('heading', { name: 'Olivia Organizer', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
