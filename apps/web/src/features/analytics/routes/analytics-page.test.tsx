import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import type { AnalyticsOverviewRecord } from '@huddle/domain/contracts/analytics';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { AnalyticsPage } from './analytics-page';

const counts = { promoter: 5, passive: 2, detractor: 2, total: 9 };
const overview: AnalyticsOverviewRecord = {
  summary: {
    events_count: 1,
    invited_count: 10,
    rsvp_count: 4,
    attended_count: 2,
    survey_responses_count: 5,
    nps: 33,
    nps_response_counts: counts,
    nps_response_rates: { promoter: 55.6, passive: 22.2, detractor: 22.2 },
    rsvp_rate: 40,
    attendance_rate: 50,
  },
  events: [
    {
      id: 12,
      name: 'Winter party',
      start: '2026-11-20T17:00:00.000Z',
      ends: '2026-11-20T19:00:00.000Z',
      privacy: 'open',
      location: '',
      location_type: '' as const,
      host_ids: [3],
      office_ids: [],
      group_ids: [7],
      event_type_id: null,
      displayable_hosts: ['Olivia Organizer'],
      invited_count: 10,
      rsvp_count: 4,
      attended_count: 2,
      survey_responses_count: 5,
      promoter_count: 5,
      passive_count: 2,
      detractor_count: 2,
      nps: 33,
      can_view_analytics: true,
    },
  ],
  meta: { total_pages: 1, total_count: 1, next_page: null, prev_page: null },
};

function serve(options: { groupsFail?: boolean } = {}) {
  const urls: URL[] = [];
  mockFetch({
    'GET /api/analytics/events': ({ url }) => {
      urls.push(url);
      return { body: overview };
    },
    'GET /api/offices': {
      body: { data: [], meta: { total_pages: 0, total_count: 0, next_page: null, prev_page: null } },
    },
    'GET /api/event_types': { body: { data: [] } },
    'GET /api/groups': options.groupsFail
      ? { status: 500, body: { error: 'Something went wrong.' } }
      : { body: { data: [{ id: 7, name: 'Book club' }] } },
    'GET /api/users': { body: { data: [] } },
  });
  return urls;
}

describe('the analytics overview (spec guest-engagement §2 Analytics overview screen)', () => {
  it('shows the cards, explains NPS and lists the events', async () => {
    serve();
    renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const nps = (await screen.findByRole('heading', { name: 'NPS' })).closest('section')!;
    expect(within(nps).getByText('33')).toBeTruthy();
    expect(within(nps).getByText('5 (55.6%)')).toBeTruthy();
    const engagement = screen.getByRole('heading', { name: 'Event engagement' }).closest('section')!;
    expect(within(engagement).getByText('40%')).toBeTruthy();
    fireEvent.click(within(nps).getByRole('button', { name: 'Learn more' }));
    expect(await screen.findByRole('dialog', { name: 'What is NPS?' })).toBeTruthy();
    expect(await screen.findByText('Winter party')).toBeTruthy();
  });

  it('takes the group from group_id and sends the filters and the table state to the server', async () => {
    const urls = serve();
    renderWithProviders(<AnalyticsPage />, { route: '/analytics?group_id=7' });
    await screen.findByText('Winter party');
    await waitFor(() => expect(urls.length).toBeGreaterThan(0));
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      group_id: '7',
      page: '1',
      per_page: '10',
      sort: 'start',
      direction: 'desc',
    });
  });

  it('shows the group of group_id by name, or as "Group #<id>" when it is not among the choices', async () => {
    serve();
    const { unmount } = renderWithProviders(<AnalyticsPage />, { route: '/analytics?group_id=7' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Book club'));
    unmount();
    const urls = serve();
    renderWithProviders(<AnalyticsPage />, { route: '/analytics?group_id=99' });
    await screen.findByText('Winter party');
    const group = screen.getByRole('combobox', { name: 'Group' });
    expect(group.textContent).toBe('Group #99');
    // Once the choices are in, the unknown id is still one of them, beside the groups that exist.
    fireEvent.mouseDown(group);
    await screen.findByRole('option', { name: 'Book club' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Group #99', 'Book club']);
    expect(urls[0]!.searchParams.get('group_id')).toBe('99');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the filter choices cannot be loaded, and still lists the events', async () => {
    serve({ groupsFail: true });
    renderWithProviders(<AnalyticsPage />, { route: '/analytics?group_id=7' });
    expect((await screen.findByRole('alert')).textContent).toContain(M.optionsError);
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Group #7');
    expect(await screen.findByText('Winter party')).toBeTruthy();
  });
});
