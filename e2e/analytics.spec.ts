import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { api, sessionTokenFor } from './support/api.ts';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS, SCREENSHOT_DIR } from './support/environment.ts';
import { saveScreenshot } from './support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Row {
  id: number;
  name: string;
  ends: string;
  survey_responses_count: number;
}

async function shoot(page: Page, name: string) {
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), {
      message: `${name} at phone width scrolls sideways`,
      timeout: 3_000,
    })
    .toBe(true);
  // The charts measure their new width and animate to it: the screenshot waits until their drawing stops changing.
  let drawn = '';
  await expect
    .poll(
      async () => {
        const now = await page.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML).join('\n'));
        const settled = now === drawn;
        drawn = now;
        return settled;
      },
      { message: `${name}: the charts keep moving`, intervals: [250], timeout: 5_000 },
    )
    .toBe(true);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The most recent past demo event with survey answers (demo data: budget, RSVPs, NPS and words). */
async function pastDemoEvent(token: string): Promise<Row> {
  const body = await api<{ events: Row[] }>(
    'acme',
    'GET',
    `/api/analytics/events?sort=start&direction=desc&per_page=100&start_to=${encodeURIComponent(new Date().toISOString())}`,
    undefined,
    token,
  );
  const row = body.events.find((e) => new Date(e.ends) < new Date() && e.survey_responses_count > 0);
  if (!row) throw new Error('the demo data has no past event with survey answers');
  return row;
}

/** A4 portrait is 595.28 × 841.89 points; every page of the file must be one. */
async function expectA4Pdf(download: Download) {
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = bytes.toString('latin1');
  const pages = text.match(/\/Type \/Page\b(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  const boxes = [...text.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => [
    Math.round(Number(w) * 100) / 100,
    Math.round(Number(h) * 100) / 100,
  ]);
  expect(boxes).toEqual(pages.map(() => [595.28, 841.89]));
}

test('the analytics tab of a past demo event shows every section and exports an A4 PDF', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await sessionTokenFor('acme', DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const event = await pastDemoEvent(token);
  await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

  await test.step('a past event opens on its analytics, in the past layout', async () => {
    await page.goto(`/event/${event.id}`);
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}/analytics$`));
    // The tab's own heading is the h2 under the event's h1; its sections are h3 under it.
    await expect(page.getByRole('heading', { level: 2, name: 'Event results' })).toBeVisible();
    for (const name of ['Overview', 'Guest engagement', 'Budget and spending', 'Guest feedback']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'See guest list' })).toHaveAttribute(
      'href',
      `/event/${event.id}/guests`,
    );
    await expect(page.getByRole('link', { name: 'See surveys' })).toHaveAttribute('href', `/event/${event.id}/surveys`);
    await expect(page.getByRole('list', { name: 'Overview figures' }).getByText('Attended')).toBeVisible();
    await expect(page.getByRole('table', { name: 'RSVPs by source', includeHidden: true })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Feedback word cloud' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Budget figures' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'event-analytics');
  });

  await test.step('Export PDF downloads an A4 PDF named after the event', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.name}.pdf`);
    await expectA4Pdf(file);
    await file.saveAs(path.join(SCREENSHOT_DIR, 'event-analytics.pdf'));
  });
});

test('the PDF page opens with a token and no session', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await sessionTokenFor('acme', DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const event = await pastDemoEvent(admin);
  const link = await api<{ token: string }>('acme', 'POST', `/api/events/${event.id}/pdf_token`, {}, admin);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await page.goto(`/event/${event.id}/pdf?token=${encodeURIComponent(link.token)}`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Guest feedback' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See guest list' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'event-analytics-pdf-page');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expectA4Pdf(await download);
    await page.goto(`/event/${event.id}/pdf?token=${encodeURIComponent(link.token.slice(0, -2))}AA`);
    await expect(page.getByText('This PDF link is invalid or has expired.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the analytics overview filters, sorts on the server and opens an event', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await useSessionOf(context, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'NPS' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Event engagement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Metrics' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Events' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await test.step('Learn more explains the NPS', async () => {
    await page.getByRole('button', { name: 'Learn more' }).click();
    const dialog = page.getByRole('dialog', { name: 'What is NPS?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a search and a time range filter the cards and the table', async () => {
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/analytics/events') && r.url().includes('search=all-hands'),
    );
    await page.getByRole('searchbox', { name: 'Search events' }).fill('all-hands');
    await answer;
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByText('Quarterly all-hands')).toBeVisible();
    await page.getByRole('combobox', { name: 'Time range' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await expect(page.getByText('A custom time range needs both a start and an end date.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'analytics-overview');
  });
});
