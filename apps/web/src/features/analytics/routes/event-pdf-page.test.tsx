import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import type { EventAnalyticsRecord } from '@huddle/domain/contracts/analytics';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type * as ExportPdfModule from '../pdf/export-pdf';
import { exportElementToPdf } from '../pdf/export-pdf';
import { EventPdfPage } from './event-pdf-page';

// The drawing itself needs a real browser (canvas): e2e/analytics.spec.ts draws it; here, what is handed to it.
vi.mock('../pdf/export-pdf', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportPdfModule>()),
  exportElementToPdf: vi.fn(),
}));
const exportMock = vi.mocked(exportElementToPdf);
beforeEach(() => {
  exportMock.mockReset();
});

const none = { promoter: 0, passive: 0, detractor: 0, total: 0 };
const record: EventAnalyticsRecord = {
  id: 12,
  name: 'Совещание: 年末パーティー',
  start: '2026-11-20T17:00:00.000Z',
  ends: '2026-11-20T19:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  past: true,
  daysUntilEvent: null,
  hoursUntilEvent: null,
  inviteesCount: 3,
  statusCounts: { rsvp: 1, maybeAttending: 1, notAttending: 0, notResponded: 1 },
  attendedCounts: { yes: 1, no: 0 },
  budget: null,
  nps: null,
  npsResponseCounts: none,
  npsResponseRates: { promoter: 0, passive: 0, detractor: 0 },
  totalUniquePostSurveyResponders: 0,
  rsvpSubmissionsGroupedBySource: [{ source: 'email', count: 2 }],
  rsvpSubmissionsGroupedByDayAndTime: [{ date: '2026-11-18', hour: 9, count: 2 }],
  postEventSurvey: null,
  npsGroupedByContent: [],
};
const budget = { amount_cents: 150_000, actual_spend_cents: 32_550, currency_code: 'USD' };

function serve(budgetEnabled: boolean) {
  mockFetch({
    'GET /api/events/12/pdf_data': {
      body: {
        budget_enabled: budgetEnabled,
        budget: budgetEnabled ? budget : null,
        eventAnalytics: {
          ...record,
          budget: budgetEnabled ? { amountCents: 150_000, actualSpendCents: 32_550, currencyCode: 'USD' } : null,
        },
      },
    },
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/event/:id/pdf" element={<EventPdfPage />} />
    </Routes>,
    { route: '/event/12/pdf?token=abc' },
  );

describe('the analytics PDF page (spec platform §2.1 event/{id}/pdf)', () => {
  it('names the event in its h1 with its date, and shows no links to the manager tabs', async () => {
    serve(true);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: record.name })).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026, 9:00 AM')).toBeTruthy();
    for (const name of ['Overview', 'Guest engagement', 'Budget and spending', 'Guest feedback']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('leaves out Budget and spending when the answer says the event-budget flag is off', async () => {
    serve(false);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Guest feedback' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Budget and spending' })).toBeNull();
    expect(screen.queryByText('No budget has been set for this event yet.')).toBeNull();
  });

  it('draws the report with its heading at A4 width, and says so when Download PDF fails', async () => {
    serve(true);
    let drawn: { heading: string | null; width: string } | null = null;
    exportMock.mockImplementationOnce(async (element) => {
      drawn = { heading: element.querySelector('h1')?.textContent ?? null, width: getComputedStyle(element).width };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(exportMock).toHaveBeenCalledTimes(1));
    // Named after the event, less what a file name cannot hold.
    expect(exportMock.mock.calls[0]![1]).toBe('Совещание 年末パーティー.pdf');
    expect(drawn).toEqual({ heading: record.name, width: '794px' });
    expect(screen.queryByText(M.exportFailed)).toBeNull();

    exportMock.mockRejectedValueOnce(new Error('no canvas'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(M.exportFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false);
  });
});
