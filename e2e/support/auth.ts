import { expect, type BrowserContext, type Page } from '@playwright/test';
import { orgUrl } from './environment.ts';
import { sessionTokenFor } from './api.ts';

function onLoginPage(page: Page): boolean {
  try {
    return new URL(page.url()).pathname === '/login';
  } catch {
    return false;
  }
}

/**
 * Opens the verification link from the mail and verifies with the password chosen at sign-up (the page never
 * verifies on load), then waits for the outcome.
 */
export async function verifyFromLink(page: Page, href: string, password: string): Promise<void> {
  await page.goto(href);
  const form = page.getByRole('form', { name: 'Verify your account' });
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
}

/** Fills the sign-in form (opening /login first unless already there) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (!onLoginPage(page)) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the UI and waits until the app has left /login. (A first sign-in opens the welcome
 * dialog, which hides the rest of the page from assistive technology, so the caller checks what shows.)
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Sessions made through the API, reused by the tests of one worker (none of them signs these out). */
const sessionTokens = new Map<string, string>();

/**
 * For specs whose subject is not signing in: a session made through the API, handed to the browser as the
 * httpOnly cookie the SPA uses. Keeps the suite under the server's sign-in rate limit.
 */
export async function useSessionOf(context: BrowserContext, email: string, password: string, subdomain = 'acme') {
  const key = `${subdomain}/${email}`;
  const token = sessionTokens.get(key) ?? (await sessionTokenFor(subdomain, email, password));
  sessionTokens.set(key, token);
  await context.addCookies([
    { name: 'huddle_session', value: token, url: orgUrl(subdomain), httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The welcome dialog of a first sign-in: tips, Continue, then timezone and office, Save. */
export async function completeWelcome(page: Page, { timezone = 'Europe/London', office = 'London' } = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Set up your profile' })).toBeVisible();
  const timezoneField = dialog.getByRole('combobox', { name: 'Timezone' });
  await timezoneField.fill(timezone.replaceAll('_', ' '));
  await page.getByRole('option', { name: timezone.replaceAll('_', ' '), exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option', { name: office, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
