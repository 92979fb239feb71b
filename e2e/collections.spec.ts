import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { DESKTOP, shoot } from './support/screenshots.ts';

// A 320×200 PNG (the events spec's banner).
const IMAGE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAFOUlEQVR4nO3VwQ0DAQwCwetru0vR904P+aDII1GAtYB5+ryEAAL9ZxGe+QWEAAIpsBAg0L09sMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCAEFFgIE3oOPwALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IAT6NQZfsUjm2azoXJgAAAAASUVORK5CYII=';
const NAME = `Learning series ${Date.now().toString(36)}`;

interface ListedEvent {
  id: number;
  name: string;
  privacy: string;
  events_collection_id: number | null;
  can_manage: boolean;
}

/**
 * A published event of the list that the caller manages (a collection takes no other) and no collection holds, whose
 * name no other event of the list shares.
 */
async function freeEvent(token: string, tab: 'past' | 'upcoming'): Promise<ListedEvent> {
  const page = await api<{ data: ListedEvent[] }>('acme', 'GET', `/api/events/${tab}?per_page=100`, undefined, token);
  const free = page.data.filter(
    (e) =>
      e.events_collection_id === null &&
      e.can_manage &&
      e.privacy !== 'invite_only' &&
      page.data.filter((other) => other.name === e.name).length === 1,
  );
  if (free.length === 0) throw new Error(`no free ${tab} event`);
  return free[0]!;
}

async function addEvent(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add events to the collection' });
  await dialog.getByRole('searchbox', { name: 'Search events' }).fill(name);
  await dialog.getByRole('checkbox', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await dialog.getByRole('button', { name: 'Add 1 event' }).click();
  await expect(dialog).toBeHidden();
}

test('an organizer creates a collection with two events and publishes it; a user filters its past events', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await sessionTokenFor('acme', DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  const past = await freeEvent(token, 'past');
  const upcoming = await freeEvent(token, 'upcoming');
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);

  await test.step('the list shows the demo collections, tabs and New collection', async () => {
    await page.goto('/collections');
    await expect(page).toHaveURL(/\/collections\/upcoming$/);
    await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Wellness Month' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Drafts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'collections-list');
    await page.getByRole('searchbox', { name: 'Search collections' }).fill('no such collection');
    await expect(page.getByText('No collections')).toBeVisible();
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/\/collections\/drafts$/);
  });

  await test.step('create it: name, image, two events, publish', async () => {
    await page.goto('/collections/upcoming');
    await page.getByRole('link', { name: 'New collection' }).click();
    await expect(page.getByRole('heading', { name: 'New Collection' })).toBeVisible();
    // Publishing without a name is refused with the spec's texts.
    await page.getByRole('button', { name: 'Publish collection' }).click();
    await expect(page.getByText('Please resolve errors before saving your changes')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Collection name' }).fill(NAME);
    await page.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(IMAGE_PNG, 'base64'),
    });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.getByRole('button', { name: 'Save image' }).click();
    await expect(crop).toBeHidden();
    await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await addEvent(page, past.name);
    await addEvent(page, upcoming.name);
    await expect(page.getByRole('list', { name: 'Events of the collection' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'collection-form');
    await page.getByRole('button', { name: 'Publish collection' }).click();
    await expect(page.getByText('Collection created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/collections\/upcoming$/);
    await page.getByRole('link', { name: new RegExp(NAME) }).click();
    await expect(page).toHaveURL(/\/collections\/\d+\/details$/);
    await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Create collection event/ })).toHaveAttribute(
      'href',
      /\/event\/new\/create\?collection_id=\d+/,
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'collection-details');
  });

  const detailsUrl = page.url();

  await test.step('a user opens it and filters its past events', async () => {
    const userContext: BrowserContext = await browser.newContext({
      baseURL: 'http://acme.localhost:3300',
      viewport: DESKTOP,
    });
    await useSessionOf(userContext, DEMO_USERS.user.email, DEMO_USERS.user.password);
    const user = await userContext.newPage();
    await user.goto(detailsUrl);
    await expect(user.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
    await expect(user.getByRole('heading', { name: 'Manage' })).toHaveCount(0);
    const events = user.getByRole('region', { name: 'Events' });
    await expect(events.getByRole('article')).toHaveCount(2);
    await events.getByRole('combobox', { name: 'Show' }).click();
    await user.getByRole('option', { name: 'Past events' }).click();
    await expect(events.getByRole('article')).toHaveCount(1);
    await expect(events.getByRole('article', { name: past.name })).toBeVisible();
    await events.getByRole('searchbox', { name: 'Search events' }).fill('zzz no match');
    await expect(events.getByText('No events')).toBeVisible();
    await events.getByRole('searchbox', { name: 'Search events' }).fill('');
    await expectNoSeriousA11yViolations(user);
    await shoot(user, 'collection-details-user');
    await userContext.close();
  });

  await test.step('the organizer deletes it after the confirmation; its events stay', async () => {
    await page.goto(detailsUrl);
    await page.getByRole('button', { name: 'Delete collection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete collection?' });
    await expect(confirm).toContainText('Its events stay');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Collection deleted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/collections\/upcoming$/);
    const event = await api<{ event: ListedEvent }>('acme', 'GET', `/api/events/${past.id}`, undefined, token);
    expect(event.event.events_collection_id).toBeNull();
  });
});
