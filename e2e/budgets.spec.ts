import { expect, test } from '@playwright/test';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { DESKTOP, shoot } from './support/screenshots.ts';

const RUN = Date.now().toString(36);

/** A published event hosted by the token's owner, a week from now. */
async function newEvent(token: string, name: string) {
  const me = await api<{ user: { id: number } }>('acme', 'GET', '/api/users/current', undefined, token);
  const start = new Date(Date.now() + 7 * 24 * 3600_000);
  const event = {
    name,
    description: '<p>Budget test</p>',
    start: start.toISOString(),
    ends: new Date(start.getTime() + 3600_000).toISOString(),
    timezone: 'Europe/Lisbon',
    location: 'Room 4',
    privacy: 'open',
    host_ids: [me.user.id],
  };
  return (await api<{ event: { id: number } }>('acme', 'POST', '/api/events/publish', { event }, token)).event.id;
}

test('an organizer sets an event budget and tracks expenses', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await sessionTokenFor('acme', DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  const eventId = await newEvent(token, `Budget offsite ${RUN}`);
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);

  await test.step('an event without a budget offers to set one', async () => {
    await page.goto(`/event/${eventId}/budget`);
    await expect(page.getByRole('tab', { name: 'Budget', selected: true })).toBeVisible();
    await expect(page.getByText('No budget set yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('set the budget amount', async () => {
    await page.getByRole('button', { name: 'Set a budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Budget settings' });
    await dialog.getByRole('textbox', { name: 'Budget amount' }).fill('12.345');
    await dialog.getByRole('button', { name: 'Save budget' }).click();
    await expect(dialog.getByText('Please resolve errors before saving changes!')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Budget amount' }).fill('500');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save budget' }).click();
    await expect(page.getByText('Event budget saved!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('add two expenses, edit one, delete the other', async () => {
    const overview = page.getByRole('list', { name: 'Budget overview' });
    for (const [name, amount] of [
      ['Catering', '120.50'],
      ['Balloons', '0.10'],
    ]) {
      await page.getByRole('button', { name: 'Add expense' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add expense' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name!);
      await dialog.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Food & Beverage' }).click();
      await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount!);
      await dialog.getByLabel('Date').fill('2026-11-20');
      await dialog.getByRole('textbox', { name: 'Notes' }).fill(`${name} for 40 people`);
      await dialog.getByRole('button', { name: 'Add expense' }).click();
      // The first expense's snackbar may still show when the second one's appears.
      await expect(page.getByText('Expense created').last()).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    await expect(overview.getByText('$120.60')).toBeVisible();
    await expect(overview.getByText('$379.40')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Catering' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit expense' });
    await edit.getByRole('textbox', { name: 'Amount' }).fill('130');
    await edit.getByRole('button', { name: 'Save expense' }).click();
    await expect(page.getByText('Your expense tracker has been updated!')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Balloons' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete expense?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Expense deleted!')).toBeVisible();
    await expect(overview.getByText('$130.00')).toBeVisible();
    await expect(overview.getByText('$370.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'event-budget');
  });

  await test.step('edit every expense at once', async () => {
    const overview = page.getByRole('list', { name: 'Budget overview' });
    await page.getByRole('button', { name: 'Edit expenses' }).click();
    const table = page.getByRole('table', { name: 'Edit expenses' });
    await table.getByLabel('Amount of Catering').fill('-1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please resolve errors before saving changes!')).toBeVisible();
    await table.getByLabel('Amount of Catering').fill('145.25');
    await table.getByLabel('Notes of Catering').fill('Final invoice');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'expense-bulk-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Expenses updated successfully!')).toBeVisible();
    await expect(table).toBeHidden();
    await expect(page.getByRole('table', { name: 'Expenses' }).getByText('Final invoice')).toBeVisible();
    await expect(overview.getByText('$145.25')).toBeVisible();
    await expect(overview.getByText('$354.75')).toBeVisible();
  });

  await test.step('export the expense tracker as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`Budget offsite ${RUN} - Expense Tracker.csv`);
    await expect(page.getByText('Expense Tracker has been exported to a CSV!')).toBeVisible();
  });
});

test('an admin sets a group budget and sees the group go over budget', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await sessionTokenFor('acme', DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const me = await api<{ user: { id: number } }>('acme', 'GET', '/api/users/current', undefined, token);
  const groupName = `Budget crew ${RUN}`;
  const group = await api<{ group: { id: number } }>(
    'acme',
    'POST',
    '/api/groups',
    { group: { name: groupName, group_admin_ids: [me.user.id] } },
    token,
  );
  const groupId = group.group.id;
  const eventId = await newEvent(token, `Crew dinner ${RUN}`);
  // The event's budget links the group and spends 150, through the event budget page.
  await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto(`/event/${eventId}/budget`);
  await page.getByRole('button', { name: 'Set a budget' }).click();
  const settings = page.getByRole('dialog', { name: 'Budget settings' });
  await settings.getByRole('textbox', { name: 'Budget amount' }).fill('200');
  await settings.getByRole('combobox', { name: 'Linked groups' }).fill(groupName);
  await page.getByRole('option', { name: new RegExp(groupName) }).click();
  await settings.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Event budget saved!')).toBeVisible();
  await page.getByRole('button', { name: 'Add expense' }).click();
  const expense = page.getByRole('dialog', { name: 'Add expense' });
  await expense.getByRole('textbox', { name: 'Name' }).fill('Dinner');
  await expense.getByRole('textbox', { name: 'Amount' }).fill('150');
  await expense.getByRole('button', { name: 'Add expense' }).click();
  await expect(page.getByText('Expense created')).toBeVisible();

  await test.step('the Budget tab of settings sets the group budget', async () => {
    await page.goto('/settings/budget');
    for (const name of ['Currencies', 'Expense categories', 'Budget periods', 'Group budgets']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'settings-budget');
    await page.getByRole('region', { name: 'Group budgets' }).getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage group budgets' });
    await dialog.getByRole('searchbox', { name: 'Search groups' }).fill(groupName);
    const budget = dialog.getByRole('row').filter({ hasText: groupName }).getByRole('textbox', { name: 'Budget' });
    await expect(budget).toBeVisible();
    await budget.fill('100');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'manage-group-budgets');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Organization updated!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the group Budget tab reads Over budget', async () => {
    await page.goto(`/group/${groupId}/budget`);
    await expect(page.getByText('Over budget')).toBeVisible();
    const summary = page.getByRole('list', { name: 'Budget summary' });
    await expect(summary.getByText('$100.00')).toBeVisible();
    await expect(summary.getByText('$150.00')).toBeVisible();
    await expect(summary.getByText('-$50.00')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Events with a budget' }).getByText(`Crew dinner ${RUN}`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'group-budget');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await download;
    await expect(page.getByText('Group Budget Tracker has been exported to a CSV!')).toBeVisible();
  });
});
