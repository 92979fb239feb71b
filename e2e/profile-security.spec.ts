import { expect, test } from '@playwright/test';
import { newPerson, signUpViaApi } from './support/api.ts';
import { completeWelcome, signIn, verifyFromLink } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkFrom, waitForMail } from './support/mail.ts';

test('a user changes their email: it stays pending until the link mailed to the new address is confirmed', async ({
  page,
}) => {
  const person = newPerson('email-change');
  const newEmail = newPerson('email-changed').email;

  await test.step('a fresh, verified account', async () => {
    const signedUpAt = new Date();
    await signUpViaApi('acme', person);
    const mail = await waitForMail(person.email, (m) => /verify/i.test(m.subject), { since: signedUpAt });
    await verifyFromLink(page, linkFrom(mail, '/login'), person.password);
  });
  await signIn(page, person.email, person.password);
  await completeWelcome(page);

  const requestedAt = new Date();
  await test.step('Edit profile asks for the current password for a new email', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    const current = dialog.getByLabel(/^Current password/);
    await expect(current).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await current.fill(person.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the profile shows the pending address; the email is unchanged', async () => {
    const pending = page.getByRole('status').filter({ hasText: `Confirmation sent to ${newEmail}` });
    await expect(pending).toBeVisible();
    await expect(page.getByText(person.email).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the link opens a page that confirms with one click', async () => {
    const mail = await waitForMail(newEmail, (m) => /confirm/i.test(m.subject), { since: requestedAt });
    await page.goto(linkFrom(mail, '/confirm-email'));
    const confirm = page.getByRole('button', { name: 'Confirm my new email' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your email address was changed.' })).toBeVisible();
  });
});
