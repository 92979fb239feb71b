import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { RSVP_PAUSED_TEXT } from '../../features/guests/rsvp/rsvp-pause-notice';
import { makeEvent, makeGuestEvent, serveEvent } from '../../test/event-fixtures';
import type { Responder } from '../../test/mock-fetch';
import { renderApp } from '../../test/render';

const location = () => screen.getByTestId('location').textContent;

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const clipboard = writeText ? { writeText: vi.fn(writeText) } : undefined;
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  vi.restoreAllMocks();
});

async function openView(overrides = {}, role: 'user' | 'organizer' = 'user', routes: Record<string, Responder> = {}) {
  const mocks = serveEvent(role === 'user' ? makeGuestEvent(overrides) : makeEvent(overrides), { role, routes });
  renderApp('/event/12/view');
  await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
  return mocks;
}

describe('event view', { timeout: 20_000 }, () => {
  it('shows the event: time in the viewer timezone, duration, location, link, hosts, type, resources', async () => {
    await openView();
    // The user's profile timezone is Europe/London (fixtures).
    expect(screen.getByText('Mon, Jun 3, 2030, 9:00 AM –')).toBeTruthy();
    expect(screen.getByText('Tue, Jun 4, 2030, 11:30 AM GMT+1')).toBeTruthy();
    expect(screen.getByText('1 day 2 hours 30 minutes')).toBeTruthy();
    expect(screen.getByText('1 Main Street')).toBeTruthy();
    expect(screen.getByText('Hybrid')).toBeTruthy();
    expect(screen.getByRole('link', { name: /meet\.example\.com\/offsite/ }).getAttribute('target')).toBe('_blank');
    expect(within(screen.getByRole('list', { name: 'Hosts' })).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.queryByText('grace@acme.test')).toBeNull();
    expect(screen.getByText('Social')).toBeTruthy();
    expect(screen.getByText('together').tagName).toBe('STRONG');
    const agenda = screen.getByRole('link', { name: /Agenda/ });
    expect(agenda.getAttribute('href')).toBe('https://docs.example.com/agenda');
    expect(agenda.getAttribute('target')).toBe('_blank');
    expect(agenda.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('group', { name: 'Your RSVP' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Attendance' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/events');
    await waitFor(() => expect(document.title).toBe('Event · Team offsite · Huddle'));
  });

  it('hides the hosts when the organizers are not shown as hosts', async () => {
    await openView({ config: { display_organizers_as_hosts: false, cover_image_url: null } });
    expect(screen.queryByRole('list', { name: 'Hosts' })).toBeNull();
  });

  it('shows the pause notice and, after the start, the attendance card', async () => {
    await openView({ rsvp_pause_active: true, started: true });
    expect(screen.getByText(RSVP_PAUSED_TEXT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Attendance' })).toBeTruthy();
  });

  it('collapses a description taller than 100 px, with Show more and Show less', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(240);
    await openView();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(getComputedStyle(region).maxHeight).toBe('100px');
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(region).maxHeight).toBe('none');
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('does not collapse a short description', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(60);
    await openView();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('copies the public link of an open event', async () => {
    const clipboard = stubClipboard(() => Promise.resolve());
    await openView({ privacy: 'open' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy event link' }));
    expect(await screen.findByText(EVENT_MESSAGES.copyLinkDone)).toBeTruthy();
    expect(clipboard?.writeText).toHaveBeenCalledWith(`${window.location.origin}/public/12`);
  });

  it.each(['organization', 'invite_only'] as const)('copies the view link of an %s event', async (privacy) => {
    const clipboard = stubClipboard(() => Promise.resolve());
    await openView({ privacy, is_invitee: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy event link' }));
    expect(await screen.findByText(EVENT_MESSAGES.copyLinkDone)).toBeTruthy();
    expect(clipboard?.writeText).toHaveBeenCalledWith(`${window.location.origin}/event/12/view`);
  });

  it('says when the clipboard is missing or refuses', async () => {
    stubClipboard(undefined);
    await openView();
    fireEvent.click(screen.getByRole('button', { name: 'Copy event link' }));
    expect(await screen.findByText(EVENT_MESSAGES.clipboardUnsupported)).toBeTruthy();
    stubClipboard(() => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByRole('button', { name: 'Copy event link' }));
    expect(await screen.findByText(EVENT_MESSAGES.copyFailed('the event link'))).toBeTruthy();
  });

  it('downloads the calendar file', async () => {
    // jsdom has no object URLs; they stay defined for this file (the revoke runs later, on a timer).
    const createObjectURL = vi.fn(() => 'blob:ics');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const { calls } = await openView({}, 'user', { 'GET /api/events/12/ical': { body: 'BEGIN:VCALENDAR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/api/events/12/ical')).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    expect(downloaded).toBe('Team offsite.ics');
  });

  it('says when the calendar file cannot be downloaded', async () => {
    await openView();
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByText(EVENT_MESSAGES.failed)).toBeTruthy();
  });

  it('gives managers a link to the manager area', async () => {
    await openView({}, 'organizer');
    fireEvent.click(screen.getByRole('link', { name: 'Manage event' }));
    await waitFor(() => expect(location()).toBe('/event/12/details'));
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeTruthy();
  });
});
