import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import type { Role } from '@huddle/domain/roles';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { DELETE_REFRESH_DELAY_MS } from './delete-event-dialog';
import { COPIES_ERROR, parseCopies } from './duplicate-event-dialog';
import { cardActions } from './event-card-menu';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { listResponder, makeEvent, serveEvents } from './test-fixtures';

const location = () => screen.getByTestId('location').textContent;
const ALL = { can_edit: true, can_delete: true, can_duplicate: true };
const NONE = { can_edit: false, can_delete: false, can_duplicate: false };

async function openMenu(role: Role, event: HuddleEvent) {
  serveEvents(makeUser(role), { 'GET /api/events/upcoming': listResponder([[event]]) });
  renderApp('/events/upcoming');
  fireEvent.click(await screen.findByRole('button', { name: `Event actions for ${event.name}` }));
  const menu = await screen.findByRole('menu');
  return {
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('event card menu', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubIntersectionObserver();
  });
  afterEach(() => vi.useRealTimers());

  it('offers View only when the event carries no ability', async () => {
    const { items } = await openMenu('admin', makeEvent());
    expect(items).toEqual(['View']);
  });

  it('offers Edit when can_edit, but neither Duplicate nor Delete without theirs', async () => {
    const { items } = await openMenu('user', makeEvent({ can_edit: true }));
    expect(items).toEqual(['Edit', 'View']);
  });

  it('offers Delete only when can_delete, and Duplicate only when can_duplicate', async () => {
    expect((await openMenu('organizer', makeEvent({ can_delete: true }))).items).toEqual(['View', 'Delete']);
    cleanup();
    expect((await openMenu('organizer', makeEvent({ can_duplicate: true }))).items).toEqual(['View', 'Duplicate']);
  });

  it('offers every action the event allows, Edit going to Details for a published event', async () => {
    const { menu, items } = await openMenu('user', makeEvent(ALL));
    expect(items).toEqual(['Edit', 'View', 'Duplicate', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/event/5/details');
    expect(within(menu).getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe('/event/5/view');
  });

  it('sends Edit of a draft to the builder', async () => {
    const { menu } = await openMenu('admin', makeEvent({ ...ALL, published: false }));
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/event/5/create');
  });

  it('hides Edit and Delete once editable_until has passed, though the event still carries the abilities', async () => {
    const started = await openMenu('admin', makeEvent({ ...ALL, editable_until: '2020-01-01T00:00:00Z' }));
    expect(started.items).toEqual(['View', 'Duplicate']);
  });

  it('duplicates with the chosen number of copies, then goes to Drafts', async () => {
    const drafts: URLSearchParams[] = [];
    const clones: URLSearchParams[] = [];
    serveEvents(makeUser('organizer'), {
      'GET /api/events/upcoming': listResponder([[makeEvent({ can_duplicate: true })]]),
      'GET /api/events/5/clone': ({ url }) => {
        clones.push(url.searchParams);
        return { status: 201, body: { events: [makeEvent({ id: 40, published: false })], message: 'ok' } };
      },
      'GET /api/events/draft': listResponder([[makeEvent({ id: 40, published: false })]], drafts),
    });
    renderApp('/events/upcoming?office_id=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Event actions for Summer picnic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate event' }));
    const copies = dialog.getByRole('spinbutton', { name: /Number of copies/ });
    expect((copies as HTMLInputElement).value).toBe('1');

    fireEvent.change(copies, { target: { value: '21' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await dialog.findByText(COPIES_ERROR)).toBeTruthy();
    expect(clones).toHaveLength(0);

    fireEvent.change(copies, { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(EVENT_MESSAGES.duplicated)).toBeTruthy();
    expect(clones[0]?.get('copies')).toBe('3');
    await waitFor(() => expect(location()).toBe('/events/draft'));
    await waitFor(() => expect(drafts.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when duplicating fails', async () => {
    serveEvents(makeUser('admin'), {
      'GET /api/events/upcoming': listResponder([[makeEvent({ can_duplicate: true })]]),
      'GET /api/events/5/clone': { status: 500, body: { error: 'Boom' } },
    });
    renderApp('/events/upcoming');
    fireEvent.click(await screen.findByRole('button', { name: 'Event actions for Summer picnic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Duplicate event' })).getByRole('button', { name: 'Duplicate' }),
    );
    expect(await screen.findByText(EVENT_MESSAGES.duplicateFailed)).toBeTruthy();
    expect(location()).toBe('/events/upcoming');
  });

  it('deletes after confirmation and reloads the list a second later', async () => {
    const queries: URLSearchParams[] = [];
    const listedAt: number[] = [];
    let deletedAt = 0;
    let deleted = false;
    // The reload's delay runs on the fake clock (Date.now() included): the test moves it on instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveEvents(makeUser('organizer'), {
      'GET /api/events/upcoming': (request) => {
        listedAt.push(Date.now());
        return listResponder([deleted ? [] : [makeEvent({ can_delete: true })]], queries)(request);
      },
      'DELETE /api/events/5': () => {
        deleted = true;
        deletedAt = Date.now();
        return { body: { message: EVENT_MESSAGES.deleted } };
      },
    });
    renderApp('/events/upcoming');
    fireEvent.click(await screen.findByRole('button', { name: 'Event actions for Summer picnic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete event' }));

    // Cancel first: nothing is sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Event actions for Summer picnic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(EVENT_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Summer picnic' })).toBeNull());
    const before = queries.length;
    await act(() => vi.advanceTimersByTimeAsync(DELETE_REFRESH_DELAY_MS));
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    expect(listedAt.at(-1)! - deletedAt).toBeGreaterThanOrEqual(DELETE_REFRESH_DELAY_MS - 50);
  });

  it('says so when deleting fails, even when the failure comes as a success with an error field', async () => {
    serveEvents(makeUser('admin'), {
      'GET /api/events/upcoming': listResponder([[makeEvent({ can_delete: true })]]),
      'DELETE /api/events/5': { body: { error: 'Nope' } },
    });
    renderApp('/events/upcoming');
    fireEvent.click(await screen.findByRole('button', { name: 'Event actions for Summer picnic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(EVENT_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Summer picnic' })).toBeTruthy();
  });

  it('accepts 1 to 20 whole copies', () => {
    expect(parseCopies('1')).toBe(1);
    expect(parseCopies('20')).toBe(20);
    expect(parseCopies('0')).toBeNull();
    expect(parseCopies('21')).toBeNull();
    expect(parseCopies('2.5')).toBeNull();
    expect(parseCopies('')).toBeNull();
  });
});

describe('card actions and editable_until', () => {
  it('stops offering Edit and Delete once the clock passes editable_until, even if the page is older', () => {
    const event = { id: 1, name: 'Stand-up', start: '2026-12-01T11:00:00Z', published: true, ...ALL };
    const now = new Date('2026-12-01T10:00:00Z');
    expect(cardActions({ ...event, editable_until: '2026-12-01T11:00:00Z' }, now)).toMatchObject({
      edit: true,
      delete: true,
    });
    expect(cardActions({ ...event, editable_until: '2026-12-01T10:00:00Z' }, now)).toMatchObject({
      edit: false,
      delete: false,
      view: true,
      duplicate: true,
    });
    // A draft never locks by time (null).
    expect(cardActions({ ...event, published: false, editable_until: null }, now).edit).toBe(true);
    // Without the server's abilities the clock grants nothing.
    expect(cardActions({ ...event, ...NONE, editable_until: null }, now)).toMatchObject({
      edit: false,
      delete: false,
      duplicate: false,
    });
  });
});
