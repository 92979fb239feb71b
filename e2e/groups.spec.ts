import { expect, test } from '@playwright/test';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { saveScreenshot } from './support/screenshots.ts';

const NAME = `Photography Club ${Date.now().toString(36)}`;

test('an organizer creates a group; a user finds it, joins and leaves it', async ({ browser }) => {
  const organizerContext = await browser.newContext();
  await useSessionOf(organizerContext, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  const organizer = await organizerContext.newPage();
  await organizer.goto('/groups');
  await expect(organizer).toHaveURL(/\/groups\/active$/);
  await expect(organizer.getByRole('link', { name: /Women in Tech/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(organizer);
  await saveScreenshot(organizer, 'groups-list');

  await organizer.getByRole('button', { name: 'New group' }).first().click();
  await expect(organizer).toHaveURL(/\/group\/new$/);
  const form = organizer.getByRole('form', { name: 'New group' });
  const create = form.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await form.getByRole('textbox', { name: 'Description' }).fill('Photo walks around the office every other Friday.');
  await form.getByRole('textbox', { name: 'External link' }).fill('photos.example.com');
  await expectNoSeriousA11yViolations(organizer);
  await saveScreenshot(organizer, 'group-new');
  await create.click();

  await expect(organizer.getByText('Group was created.')).toBeVisible();
  await expect(organizer).toHaveURL(/\/group\/\d+\/view$/);
  await expect(organizer.getByRole('heading', { name: NAME })).toBeVisible();
  const groupUrl = new URL(organizer.url()).pathname;
  await organizerContext.close();

  const userContext = await browser.newContext();
  await useSessionOf(userContext, DEMO_USERS.user.email, DEMO_USERS.user.password);
  const user = await userContext.newPage();
  await user.goto('/groups');
  await expect(user.getByRole('button', { name: 'New group' })).toHaveCount(0);
  await user.getByRole('searchbox', { name: 'Search by group name' }).fill('Photography');
  await user.getByRole('link', { name: new RegExp(NAME) }).click();
  await expect(user).toHaveURL(new RegExp(`${groupUrl}$`));
  // Users are not group editors: no Edit or Members tab, no Delete.
  await expect(user.getByRole('tab', { name: 'Edit' })).toHaveCount(0);
  await expect(user.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await user.getByRole('button', { name: 'Join' }).click();
  await expect(user.getByText('You have joined this group!')).toBeVisible();
  await expect(user.getByText('2 members').first()).toBeVisible();
  await expectNoSeriousA11yViolations(user);
  await saveScreenshot(user, 'group-view-member');

  await user.getByRole('button', { name: 'Leave' }).click();
  await expect(user.getByText('You have left this group.')).toBeVisible();
  await expect(user.getByRole('button', { name: 'Join' })).toBeVisible();

  await user.goto('/groups/my');
  await expect(user.getByRole('link', { name: /Book Club/ })).toBeVisible();
  await expect(user.getByRole('link', { name: new RegExp(NAME) })).toHaveCount(0);
  await user.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(user, 'groups-my-phone');
  await expectNoSeriousA11yViolations(user);
  await userContext.close();
});
