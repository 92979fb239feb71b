import { expect, test } from '@playwright/test';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { DESKTOP, saveScreenshot } from './support/screenshots.ts';

// Slack is the fake's "Acme Workspace" (e2e/support/global-setup.ts), whose people are the demo's. The tests run in
// order: the first connects Acme to it, the second uses the channels it synced.
test.describe.configure({ mode: 'serial' });

const DAY = 24 * 3600 * 1000;
const SUFFIX = Date.now().toString(36);

test('an admin connects Slack through the popup and syncs channels', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/settings/integrations');
  const setUp = page.getByRole('button', { name: 'Set up Slack' });
  await expect(setUp).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await test.step("Slack's consent page in the popup", async () => {
    const popupOpened = page.waitForEvent('popup');
    await setUp.click();
    const popup = await popupOpened;
    await expect(popup.getByText('Acme Workspace').first()).toBeVisible();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await popup.waitForEvent('close');
  });

  await test.step('back in Huddle: connected, the channels read', async () => {
    await expect(page).toHaveURL(/\/settings\/slack\/channels$/);
    await expect(page.getByText('Connected').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit channels' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'slack-channels');
  });

  await test.step('pick channels in the editor and save', async () => {
    await page.getByRole('button', { name: 'Edit channels' }).click();
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row')).not.toHaveCount(1);
    await page.getByLabel('Search by channel name').fill('general');
    const general = grid.getByRole('row').filter({ hasText: '#general' });
    await general.getByRole('checkbox').check();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'slack-channel-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved! Your selected Slack channels are now being synced.')).toBeVisible();
    // The channel's members, read from Slack by the member sync, appear under it.
    const accordion = page.getByRole('button', { name: /general/ }).first();
    await expect(accordion).toBeVisible();
    await accordion.click();
    await expect(page.getByText(DEMO_USERS.organizer.email).first()).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, 'slack-synced-channels');
  });

  await page.goto('/settings/integrations');
  await expect(page.getByRole('button', { name: 'Manage Slack' })).toBeVisible();
});

/** A fresh upcoming open event of the demo organizer, in a new published collection. */
async function eventInCollection(name: string) {
  const token = await sessionTokenFor('acme', DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  const me = await api<{ user: { id: number } }>('acme', 'GET', '/api/users/current', undefined, token);
  const start = new Date(Date.now() + 21 * DAY);
  const { event } = await api<{ event: { id: number } }>(
    'acme',
    'POST',
    '/api/events/publish',
    {
      event: {
        name,
        description: '<p>Talks and pizza.</p>',
        start: start.toISOString(),
        ends: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
        timezone: 'America/New_York',
        location: 'Main hall',
        privacy: 'open',
        host_ids: [me.user.id],
      },
    },
    token,
  );
  const created = await api<{
    data: { eventsCollectionCreate: { eventsCollection: { id: string } | null; errors: string[] } };
  }>(
    'acme',
    'POST',
    '/graphql',
    {
      query: `mutation Create($input: EventsCollectionInput!) {
        eventsCollectionCreate(input: $input) { eventsCollection { id } errors } }`,
      variables: {
        input: {
          name: `Slack week ${SUFFIX}`,
          description: '<p>A week of talks.</p>',
          eventIds: [String(event.id)],
          organizerEmployeeIds: [String(me.user.id)],
          published: true,
        },
      },
    },
    token,
  );
  const collection = created.data.eventsCollectionCreate.eventsCollection;
  if (!collection) throw new Error(`collection not created: ${created.data.eventsCollectionCreate.errors}`);
  return { eventId: event.id, collectionId: collection.id };
}

test('an organizer sends a Slack invitation and announces the collection', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { eventId, collectionId } = await eventInCollection(`Slack demo day ${SUFFIX}`);
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);

  await test.step('a Slack invitation to #general, sent now', async () => {
    await page.goto(`/event/${eventId}/communications`);
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('button', { name: 'Select delivery method' }).click();
    await page.getByRole('menuitem', { name: /Slack/ }).click();
    const composer = page.getByRole('dialog', { name: 'Slack invitation' });
    await composer.getByRole('textbox', { name: 'Message' }).fill('Join us for demo day!');
    await composer.getByRole('checkbox', { name: /general/ }).check();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'composer-slack-invitation');
    await composer.getByRole('button', { name: 'Send now' }).click();
    await page
      .getByRole('dialog', { name: 'Send this invitation now?' })
      .getByRole('button', { name: 'Send now' })
      .click();
    const history = page.getByRole('table', { name: /history/i });
    await expect(history.getByRole('row').filter({ hasText: 'Slack' }).getByText('Sent')).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('an announcement of the collection to the invited channel', async () => {
    await page.goto(`/collections/${collectionId}/details`);
    await page
      .getByRole('button', { name: /Announce collection/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Announce Collection' });
    await dialog.getByRole('textbox', { name: 'Message' }).fill('A whole week of talks, all welcome.');
    await dialog.getByRole('checkbox', { name: /general/ }).check();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'announce-collection');
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Your message is being sent out now!')).toBeVisible();
    const list = page.getByRole('region', { name: 'Announcements' });
    await expect(list.getByText('Sent', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'collection-announcements');
  });
});
