import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import type { EventAnalyticsRecord } from '@huddle/domain/contracts/analytics';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { featureFlagsKey, fetchFeatureFlags } from '../../../lib/feature-flags';
import type * as ExportPdfModule from '../pdf/export-pdf';
import { exportElementToPdf } from '../pdf/export-pdf';
import { EventAnalyticsPanel } from './event-analytics-panel';

// The drawing itself needs a real browser (canvas): the browser test draws it; here, what is handed to it.
vi.mock('../pdf/export-pdf', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportPdfModule>()),
  exportElementToPdf: vi.fn(),
}));
const exportMock = vi.mocked(exportElementToPdf);
// A block, not an arrow returning the mock: vitest would call a returned function as the cleanup.
beforeEach(() => {
  exportMock.mockReset();
});

const counts = { promoter: 0, passive: 0, detractor: 0, total: 0 };
const upcoming: EventAnalyticsRecord = {
  id: 12,
  name: 'Offsite',
  start: '2026-12-01T17:00:00.000Z',
  ends: '2026-12-01T19:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  past: false,
  daysUntilEvent: 3,
  hoursUntilEvent: null,
  inviteesCount: 0,
  statusCounts: { rsvp: 0, maybeAttending: 0, notAttending: 0, notResponded: 0 },
  attendedCounts: { yes: 0, no: 0 },
  budget: null,
  nps: null,
  npsResponseCounts: counts,
  npsResponseRates: { promoter: 0, passive: 0, detractor: 0 },
  totalUniquePostSurveyResponders: 0,
  rsvpSubmissionsGroupedBySource: [{ source: 'event_page', count: 0 }],
  rsvpSubmissionsGroupedByDayAndTime: [],
  postEventSurvey: null,
  npsGroupedByContent: [],
};
const past: EventAnalyticsRecord = {
  ...upcoming,
  past: true,
  daysUntilEvent: null,
  inviteesCount: 10,
  statusCounts: { rsvp: 4, maybeAttending: 2, notAttending: 1, notResponded: 3 },
  attendedCounts: { yes: 2, no: 3 },
  budget: { amountCents: 150_000, actualSpendCents: 32_550, currencyCode: 'USD' },
  nps: 33,
  npsResponseCounts: { promoter: 5, passive: 2, detractor: 2, total: 9 },
  npsResponseRates: { promoter: 55.6, passive: 22.2, detractor: 22.2 },
  totalUniquePostSurveyResponders: 5,
  rsvpSubmissionsGroupedBySource: [
    { source: 'event_page', count: 2 },
    { source: 'email', count: 3 },
  ],
  rsvpSubmissionsGroupedByDayAndTime: [{ date: '2026-11-18', hour: 0, count: 2 }],
  postEventSurvey: { id: 4, feedbackState: 'results', feedbackWordCloud: [{ text: 'great', value: 3 }] },
};

const serve = (record: EventAnalyticsRecord | null, flags: Record<string, boolean> = { 'event-budget': true }) =>
  mockFetch({
    'GET /api/events/12/analytics': record ? { body: { eventAnalytics: record } } : { status: 500, body: {} },
    'GET /api/feature_flags': { body: { flags } },
  });

const renderPanel = () => renderWithProviders(<EventAnalyticsPanel eventId={12} eventName="Offsite" />);
const sectionOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section')!;

describe('the analytics tab (spec guest-engagement §2 Event analytics)', () => {
  it('shows the upcoming layout with its countdown and every empty state, without Guest feedback', async () => {
    serve(upcoming);
    renderPanel();
    const overview = await screen.findByRole('list', { name: 'Overview figures' });
    expect(within(overview).getByText('Days until event')).toBeTruthy();
    expect(within(sectionOf('Overview')).getByText('No guests invited yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'RSVPs by status' })).toBeNull();
    expect(screen.getByText(/^No RSVPs yet/)).toBeTruthy();
    expect(await screen.findByText('No budget has been set for this event yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Guest feedback' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
  });

  it('puts its sections under the tab heading (h2, then h3) and links to the guest list and surveys', async () => {
    serve(past);
    renderPanel();
    expect(await screen.findByRole('heading', { level: 2, name: 'Event results' })).toBeTruthy();
    for (const name of ['Overview', 'Guest engagement', 'Guest feedback']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(await screen.findByRole('heading', { level: 3, name: 'Budget and spending' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'What guests wrote' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Overview' })).toBeNull();
    const guests = within(sectionOf('Overview')).getByRole('link', { name: 'See guest list' });
    expect(guests.getAttribute('href')).toBe('/event/12/guests');
    const surveys = within(sectionOf('Guest feedback')).getByRole('link', { name: 'See surveys' });
    expect(surveys.getAttribute('href')).toBe('/event/12/surveys');
    expect(screen.queryByRole('link', { name: 'Create survey' })).toBeNull();
  });

  it('offers Create survey when the event has no post-event survey', async () => {
    serve({ ...past, postEventSurvey: null });
    renderPanel();
    const create = await screen.findByRole('link', { name: 'Create survey' });
    expect(create.getAttribute('href')).toBe('/event/12/surveys');
    expect(screen.queryByRole('link', { name: 'See surveys' })).toBeNull();
  });

  it('says "No NPS answers yet." instead of an empty NPS chart', async () => {
    const none = { promoter: 0, passive: 0, detractor: 0, total: 0 };
    serve({
      ...past,
      nps: null,
      npsResponseCounts: none,
      npsResponseRates: { promoter: 0, passive: 0, detractor: 0 },
      npsGroupedByContent: [
        { content: 'Overall', nps: null, counts: none },
        { content: 'Venue', nps: null, counts: none },
      ],
    });
    renderPanel();
    const feedback = await screen.findByRole('heading', { level: 3, name: 'Guest feedback' });
    expect(within(feedback.closest('section')!).getByText('No NPS answers yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'NPS responses' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'NPS by question' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Feedback word cloud' })).toBeTruthy();
  });

  it('has no Budget and spending section while the event-budget flag is off', async () => {
    serve(past, { 'event-budget': false });
    // The flags as the app has them once loaded (the organization gate reads them before any page).
    const queryClient = testQueryClient();
    queryClient.setQueryData(featureFlagsKey, await fetchFeatureFlags());
    renderWithProviders(<EventAnalyticsPanel eventId={12} eventName="Offsite" />, { queryClient });
    await screen.findByRole('heading', { level: 3, name: 'Guest feedback' });
    expect(screen.queryByRole('heading', { name: 'Budget and spending' })).toBeNull();
    expect(screen.queryByText('$1,174.50')).toBeNull();
  });

  it('exports the report at A4 width with the event name and date drawn inside it', async () => {
    serve(past);
    let drawn: { text: string; width: string } | null = null;
    exportMock.mockImplementation(async (element) => {
      drawn = { text: element.textContent ?? '', width: getComputedStyle(element).width };
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(exportMock).toHaveBeenCalledTimes(1));
    expect(exportMock.mock.calls[0]![1]).toBe('Offsite.pdf');
    expect(drawn!.text).toContain('Offsite');
    expect(drawn!.text).toContain('Dec 1, 2026, 9:00 AM');
    expect(drawn!.width).toBe('794px');
    // The links are skipped in the drawing.
    const element = exportMock.mock.calls[0]![0];
    expect(element.querySelector('[data-pdf-skip] a[href="/event/12/guests"]')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export PDF' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('Dec 1, 2026, 9:00 AM')).toBeNull();
  });

  it('says so when the export fails', async () => {
    serve(past);
    exportMock.mockRejectedValue(new Error('no canvas'));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText(M.exportFailed)).toBeTruthy();
  });

  it('shows the past layout: attendance, sources as a table, budget and NPS results', async () => {
    serve(past);
    renderPanel();
    const overview = await screen.findByRole('list', { name: 'Overview figures' });
    expect(within(overview).queryByText('Days until event')).toBeNull();
    expect(within(overview).getByText('Attended').nextSibling?.textContent).toBe('2');
    const sources = screen.getByRole('table', { name: 'RSVPs by source' });
    expect(within(sources).getByRole('row', { name: 'Email 3' })).toBeTruthy();
    expect(await screen.findByText('$1,174.50')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Guest feedback' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'NPS responses' })).getByRole('row', { name: 'Promoters 5 55.6%' }),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Feedback word cloud' }).textContent).toBe('great, 3 mentions');
  });

  it('says so when the analytics cannot be loaded', async () => {
    serve(null);
    renderPanel();
    expect(await screen.findByText(M.loadError)).toBeTruthy();
  });
});
