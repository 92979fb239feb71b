import { expect, test } from '@playwright/test';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** A 320×200 blue PNG. */
const BANNER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAFOUlEQVR4nO3VwQ0DAQwCwetru0vR904P+aDII1GAtYB5+ryEAAL9ZxGe+QWEAAIpsBAg0L09sMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCIEUWAgQ6N43tMB7DwiBFFgIEOjeN7TAew8IgRRYCBDo3je0wHsPCAEFFgIE3oOPwALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IARSYCFAoHvf0ALvPSAEUmAhQKB739AC7z0gBFJgIUCge9/QAu89IAT6NQZfsUjm2azoXJgAAAAASUVORK5CYII=';
const NAME = `Design sprint ${Date.now().toString(36)}`;

test('an organizer drafts, previews and publishes an event with a banner and resources, finds it, duplicates it and deletes the copy', async ({
  page,
  context,
}) => {
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/events\/upcoming$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Quarterly all-hands/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'events-upcoming');

  await page
    .getByRole('link', { name: 'New event' })
    .or(page.getByRole('button', { name: 'New event' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/event\/new\/create$/);
  await expect(page.getByRole('heading', { name: 'New event', level: 1 })).toBeVisible();
  const saveDraft = page.getByRole('button', { name: 'Save draft' });
  await expect(saveDraft).toBeDisabled();

  await page.getByRole('textbox', { name: 'Title' }).fill(NAME);
  const banner = Buffer.from(BANNER_PNG, 'base64');
  await page.getByLabel('Banner image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
  const crop = page.getByRole('dialog', { name: 'Crop banner image' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Use image' }).click();
  await expect(crop).toBeHidden();
  await page.getByRole('button', { name: 'Add resource' }).click();
  await page.getByRole('textbox', { name: 'Resource title' }).last().fill('Sprint board');
  await page.getByRole('textbox', { name: 'Resource link' }).last().fill('board.example.com/sprint');
  await page.getByRole('radio', { name: 'In-person' }).check();
  await page.getByRole('textbox', { name: 'Location' }).fill('Room 4.01');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'event-editor');

  await saveDraft.click();
  await expect(page.getByText('Your draft was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/event\/\d+\/create$/);
  await expect(page.getByRole('heading', { name: 'Draft event', level: 1 })).toBeVisible();
  const eventPath = new URL(page.url()).pathname.replace(/\/create$/, '');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText(NAME)).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Sprint board' })).toBeVisible();
  await saveScreenshot(page, 'event-preview');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByRole('button', { name: 'Publish event' }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath}/details$`));
  await expect(page.getByText('Your event is published!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'event-details');

  await test.step('the event page shows the banner, resources and duration', async () => {
    await page.goto(`${eventPath}/view`);
    await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sprint board' })).toHaveAttribute(
      'href',
      'https://board.example.com/sprint',
    );
    await expect(page.getByText('1 hour')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'event-view');
  });

  await test.step('it is listed under Upcoming and in the calendar', async () => {
    await page.goto('/events/upcoming');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(NAME);
    await expect(page.getByRole('link', { name: new RegExp(NAME) })).toBeVisible();
    await page.goto('/events/calendar');
    const calendarEvent = page.getByRole('link', { name: new RegExp(NAME) }).first();
    await expect(calendarEvent).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'events-calendar');
    await calendarEvent.click();
    await expect(page).toHaveURL(new RegExp(`${eventPath}(/\\w+)?$`));
  });

  await test.step('duplicate it, then delete the copy', async () => {
    await page.goto('/events/upcoming');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(NAME);
    await page.getByRole('button', { name: `Event actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate event' });
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(
      page.getByText('The event has been duplicated! You can rename and update as needed, then publish it!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/events\/draft/);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(NAME);
    await page.getByRole('button', { name: `Event actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Your event was deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(NAME) })).toHaveCount(0);
  });
});

test('a user cannot reach the editor, and an uninvited user is sent away from a private event', async ({
  page,
  context,
}) => {
  await useSessionOf(context, DEMO_USERS.user.email, DEMO_USERS.user.password);
  await page.goto('/event/new/create');
  await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
  await expect(page.getByRole('link', { name: 'New event' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveCount(0);

  // The demo's invite-only leadership offsite, found as its host (the admin) sees it.
  const admin = await page.context().browser()!.newContext();
  await useSessionOf(admin, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const adminPage = await admin.newPage();
  await adminPage.goto('/events/upcoming');
  const offsite = await adminPage.evaluate(async () => {
    const response = await fetch('/api/events/upcoming?search=Leadership');
    return ((await response.json()) as { data: { id: number; privacy: string }[] }).data[0];
  });
  expect(offsite!.privacy).toBe('invite_only');
  await admin.close();

  await page.goto(`/event/${offsite!.id}`);
  await expect(page).toHaveURL(/\/events(\/upcoming)?$/);
  await expect(page.getByText('You are not invited to this event.')).toBeVisible();
});

test('the events list filters are labelled native selects kept in the URL, on a desktop and on a phone', async ({
  page,
  context,
}) => {
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto('/events/upcoming');
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Quarterly all-hands/ }).first()).toBeVisible();

  const office = page.getByRole('combobox', { name: 'Office' });
  await expect(office).toHaveValue('');
  await expect(office.locator('option').nth(1)).toBeAttached();
  const firstOffice = (await office.locator('option').nth(1).getAttribute('value'))!;
  await office.selectOption(firstOffice);
  await expect(page).toHaveURL(new RegExp(`/events/upcoming\\?office_id=${firstOffice}$`));
  await page.getByRole('tab', { name: 'Past events' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/past\\?office_id=${firstOffice}$`));
  await expect(page.getByRole('combobox', { name: 'Office' })).toHaveValue(firstOffice);
  // A filter replaces the entry; the tab was a new one.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/events/upcoming\\?office_id=${firstOffice}$`));
  await expect(page.getByRole('combobox', { name: 'Office' })).toHaveValue(firstOffice);
  await page.getByRole('combobox', { name: 'Office' }).selectOption('');
  await expect(page).toHaveURL(/\/events\/upcoming$/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'events-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('tab', { name: 'Calendar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/calendar$/);
  await page.getByRole('tab', { name: 'Calendar', selected: true }).press('Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/upcoming$/);
  await expect(page.getByRole('link', { name: /Quarterly all-hands/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'events-phone');
});
