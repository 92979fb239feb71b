import { ANALYTICS_MESSAGES } from '@huddle/domain/analytics';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { makeEvent, makeGuestEvent, serveEvent } from '../../test/event-fixtures';
import { renderApp } from '../../test/render';
import { NOT_INVITED_TEXT } from './event-screen';

const location = () => screen.getByTestId('location').textContent;
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('event page routing and guard', { timeout: 20_000 }, () => {
  it('sends a manager of a past event to analytics', async () => {
    serveEvent(makeEvent({ past: true, started: true, can_edit: false, editable: false }));
    renderApp('/event/12');
    await waitFor(() => expect(location()).toBe('/event/12/analytics'));
    expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeTruthy();
    // No analytics are served here: the tab asked for them (features/analytics tests the report itself).
    expect(await screen.findByText(ANALYTICS_MESSAGES.loadError)).toBeTruthy();
    expect(screen.getByText('Past')).toBeTruthy();
  });

  it('sends a manager to details, with the tabs, the status and the page title', async () => {
    serveEvent(makeEvent());
    renderApp('/event/12');
    await waitFor(() => expect(location()).toBe('/event/12/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
    expect(tabNames()).toEqual(['Details', 'Surveys', 'Communications', 'Guests', 'Analytics']);
    expect(screen.getByText('Published')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Details · Team offsite · Huddle'));
    // Details of an event that can still change: the editor's form, saving in place.
    expect(await screen.findByRole('form', { name: 'Event form' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Edit event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('sends a manager of a draft to the editor', async () => {
    serveEvent(makeEvent({ published: false }));
    renderApp('/event/12/details');
    await waitFor(() => expect(location()).toBe('/event/12/create'));
  });

  it('sends a user to view on an open event, also from a manager tab', async () => {
    serveEvent(makeGuestEvent(), { role: 'user' });
    renderApp('/event/12');
    await waitFor(() => expect(location()).toBe('/event/12/view'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage event' })).toBeNull();
  });

  it('sends a user asking for a manager tab of an organization event to view', async () => {
    serveEvent(makeGuestEvent({ privacy: 'organization' }), { role: 'user' });
    renderApp('/event/12/guests');
    await waitFor(() => expect(location()).toBe('/event/12/view'));
  });

  it('lets an invitee see a private event', async () => {
    serveEvent(makeGuestEvent({ privacy: 'invite_only', is_invitee: true }), { role: 'user' });
    renderApp('/event/12/details');
    await waitFor(() => expect(location()).toBe('/event/12/view'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
  });

  it('sends a 403 not_invited answer to /events with a snackbar', async () => {
    serveEvent({ status: 403, body: { error: 'Forbidden', code: 'not_invited' } }, { role: 'user' });
    renderApp('/event/12/view');
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
    expect(await screen.findByText(NOT_INVITED_TEXT)).toBeTruthy();
  });

  it.each([
    ['edit', '/event/12/details'],
    ['guest_list', '/event/12/guests'],
    ['nonsense', '/event/12/details'],
  ])('redirects the slug %s to %s', async (slug, path) => {
    serveEvent(makeEvent());
    renderApp(`/event/12/${slug}`);
    await waitFor(() => expect(location()).toBe(path));
  });

  it('shows the budget tab only when the event-budget flag is on', async () => {
    serveEvent(makeEvent());
    renderApp('/event/12/budget');
    await waitFor(() => expect(location()).toBe('/event/12/details'));
    await screen.findByRole('tab', { name: 'Details', selected: true });
    expect(screen.queryByRole('tab', { name: 'Budget' })).toBeNull();
  });

  it('opens the budget tab with the flag', async () => {
    serveEvent(makeEvent(), { flags: { 'event-budget': true } });
    renderApp('/event/12/budget');
    expect(await screen.findByRole('tab', { name: 'Budget', selected: true })).toBeTruthy();
    expect(tabNames()).toEqual(['Details', 'Surveys', 'Communications', 'Guests', 'Budget', 'Analytics']);
    expect(location()).toBe('/event/12/budget');
  });

  it('shows the not-found page for a missing event and for a malformed id', async () => {
    serveEvent({ status: 404, body: { error: EVENT_MESSAGES.notFound } });
    renderApp('/event/12/view');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('shows the not-found page for an id that is not a number', async () => {
    serveEvent(makeEvent());
    renderApp('/event/abc/view');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('says why loading failed and retries', async () => {
    let calls = 0;
    serveEvent(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { error: 'Boom' } } : { body: { event: makeEvent() } };
    });
    renderApp('/event/12/details');
    expect(await screen.findByText(EVENT_MESSAGES.loadFailed('Boom'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
  });

  it('tells a manager why a started event cannot be edited', async () => {
    serveEvent(makeEvent({ started: true, can_edit: false, editable: false }));
    renderApp('/event/12/details');
    expect(await screen.findByText(EVENT_MESSAGES.locked)).toBeTruthy();
    expect(screen.getByText('Started')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Event form' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Event details' })).toBeTruthy();
    expect(screen.getByText('grace@acme.test')).toBeTruthy();
  });
});
