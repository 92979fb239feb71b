import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { scrollThreshold } from '@huddle/domain/event-constants';
import { makeUser } from '../../../test/fixtures';
import { renderApp, testQueryClient } from '../../../test/render';
import { LIST_ERROR } from './events-list';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { listResponder, makeEvent, serveEvents } from './test-fixtures';

const events = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeEvent({ id: from + i, name: `Event ${from + i}` }));
const status = () => screen.getAllByRole('status').map((node) => node.textContent);

describe('events list', { timeout: 20_000 }, () => {
  it('loads the next page when the end of the list comes into view, then says it is the end', async () => {
    const io = stubIntersectionObserver();
    const queries: URLSearchParams[] = [];
    serveEvents(makeUser('user'), {
      'GET /api/events/past': listResponder([events(1, 12), events(13, 12), events(25, 3)], queries),
    });
    renderApp('/events/past');
    const grid = await screen.findByRole('list', { name: 'Events' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByText(EVENT_MESSAGES.endOfList)).toBeNull();
    expect(io.observers.at(-1)?.options).toEqual({
      rootMargin: '100px',
      threshold: scrollThreshold(window.innerWidth),
    });

    io.reveal();
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(24));
    io.reveal();
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(27));
    expect(await screen.findByText(EVENT_MESSAGES.endOfList)).toBeTruthy();
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2', '3']);
    expect(queries.every((query) => query.get('per_page') === '12')).toBe(true);

    // Nothing more to load: the sentinel is no longer watched.
    io.reveal();
    expect(queries).toHaveLength(3);
  });

  it('shows "No events" only after its delay, with a create link for organizers', async () => {
    stubIntersectionObserver();
    serveEvents(makeUser('organizer'), { 'GET /api/events/mine': listResponder([[]]) });
    renderApp('/events/mine');
    // The answer is in (the live region says so) but the empty text waits 400 ms.
    await waitFor(() => expect(status()).toContain('0 events'));
    expect(screen.queryByText(EVENT_MESSAGES.noEvents)).toBeNull();
    expect(await screen.findByText(EVENT_MESSAGES.noEvents)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a new event' }).getAttribute('href')).toBe('/event/new/create');
  });

  it('offers no create link to users', async () => {
    stubIntersectionObserver();
    serveEvents(makeUser('user'), { 'GET /api/events/upcoming': listResponder([[]]) });
    renderApp('/events/upcoming');
    expect(await screen.findByText(EVENT_MESSAGES.noEvents)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a new event' })).toBeNull();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    stubIntersectionObserver();
    let fail = true;
    serveEvents(makeUser('user'), {
      'GET /api/events/upcoming': (request) =>
        fail ? { status: 500, body: { error: 'Boom' } } : listResponder([[makeEvent()]])(request),
    });
    renderApp('/events/upcoming', testQueryClient());
    expect(await screen.findByText(LIST_ERROR)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Summer picnic' })).toBeTruthy();
  });

  it('shows the card details in the viewer’s timezone', async () => {
    stubIntersectionObserver();
    serveEvents(makeUser('user', { timezone: 'America/New_York' }), {
      'GET /api/events/upcoming': listResponder([
        [
          makeEvent({
            // 02:30 UTC on the 3rd is still the 2nd in New York.
            start: '2030-06-03T02:30:00Z',
            ends: '2030-06-03T04:00:00Z',
            privacy: 'invite_only',
            location: 'Hyde Park',
            location_type: 'hybrid',
            cover_image: 'https://cdn.test/cover.jpg',
          }),
        ],
      ]),
    });
    renderApp('/events/upcoming');
    const card = within(await screen.findByRole('article', { name: 'Summer picnic' }));
    expect(card.getByRole('heading', { name: 'Summer picnic' })).toBeTruthy();
    expect(card.getByText('06/02/2030')).toBeTruthy();
    expect(card.getByText('10:30 PM – 06/03/2030 12:00 AM EDT')).toBeTruthy();
    expect(card.getByText('Hyde Park · Hybrid')).toBeTruthy();
    expect(card.getByText('Private')).toBeTruthy();
    expect(card.getByText('Hosted by Grace Hopper')).toBeTruthy();
    expect(card.getAllByRole('link')[0]!.getAttribute('href')).toBe('/event/5');
  });
});
