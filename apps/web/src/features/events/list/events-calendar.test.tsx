import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { serveEvents } from './test-fixtures';

const location = () => screen.getByTestId('location').textContent;

const rangeEvent = {
  id: 12,
  name: 'Quarterly all-hands',
  start: '2030-03-20T15:00:00Z',
  ends: '2030-03-20T16:00:00Z',
  description: '',
  event_type_id: null,
};

describe('calendar tab', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only Date is faked: the calendar opens on 15 March 2030.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the month with its padding, shows events in the viewer’s zone and opens one on click', async () => {
    const ranges: URLSearchParams[] = [];
    serveEvents(makeUser('user', { timezone: 'UTC' }), {
      'GET /api/events/range': ({ url }) => {
        ranges.push(url.searchParams);
        return { body: { data: [rangeEvent] } };
      },
    });
    renderApp('/events/calendar');
    const event = await screen.findByRole('link', { name: /Quarterly all-hands/ }, { timeout: 15_000 });
    expect(Object.fromEntries(ranges[0]!)).toEqual({
      start_date: '2030-02-23 00:00:00',
      end_date: '2030-04-06 23:59:59',
    });
    expect(event.getAttribute('href')).toBe('/event/12');
    expect(screen.getByText('March 2030')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Month', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Week' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next month/i }));
    await waitFor(() =>
      expect(Object.fromEntries(ranges.at(-1)!)).toEqual({
        start_date: '2030-03-26 00:00:00',
        end_date: '2030-05-06 23:59:59',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /previous month/i }));
    fireEvent.click(await screen.findByRole('link', { name: /Quarterly all-hands/ }));
    await waitFor(() => expect(location()).toBe('/event/12'));
  });

  it('turns times into the viewer’s zone', async () => {
    const ranges: URLSearchParams[] = [];
    serveEvents(makeUser('user', { timezone: 'America/New_York' }), {
      'GET /api/events/range': ({ url }) => {
        ranges.push(url.searchParams);
        return { body: { data: [rangeEvent] } };
      },
    });
    renderApp('/events/calendar');
    const event = await screen.findByRole('link', { name: /Quarterly all-hands/ }, { timeout: 15_000 });
    // 15:00 UTC is 11 in the morning in New York (EDT from 10 March 2030).
    expect(event.textContent).toMatch(/^11(:00)?\s?a/i);
    expect(screen.getByText('Times are shown in America/New York.')).toBeTruthy();
    expect(Object.fromEntries(ranges[0]!)).toEqual({
      start_date: '2030-02-23 05:00:00',
      end_date: '2030-04-07 03:59:59',
    });
  });

  it('opens on the day view with Month and Day only on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    serveEvents(makeUser('user', { timezone: 'UTC' }), { 'GET /api/events/range': { body: { data: [rangeEvent] } } });
    renderApp('/events/calendar');
    expect(await screen.findByText('March 15, 2030', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Month', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Day', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Week' })).toBeNull();
  });
});
