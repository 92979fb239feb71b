import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_MESSAGES, RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { makeEvent, serveEvent } from '../../../test/event-fixtures';
import type { RecordedCall, Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import type { Guest, GuestlistOverview } from '../api/guest-models';

function guest(id: number, fullName: string, more: Partial<Guest> = {}): Guest {
  return {
    id: String(id),
    employeeId: null,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@acme.test`,
    fullName,
    status: 'invited',
    attended: 'not_recorded',
    attendanceType: null,
    updatedAt: '2030-05-01T10:00:00Z',
    inviteScheduled: false,
    inviteScheduledFor: null,
    rsvpSource: null,
    ...more,
  };
}

const overview: GuestlistOverview = {
  statusCounts: { rsvp: 3, maybeAttending: 2, notAttending: 1, invited: 4, scheduled: 5 },
  attendedCounts: { yes: 6, no: 7, notRecorded: 8 },
  attendedAttendanceCounts: { virtual: 9, inPerson: 10, unknown: 11 },
};

const ada = guest(1, 'Ada Lovelace', { status: 'rsvp', attended: 'yes', attendanceType: 'in_person' });
const alan = guest(2, 'Alan Turing', { status: 'maybe_attending' });
const grace = guest(3, 'Grace Hopper', { status: 'guest_list' });
const linus = guest(4, 'Linus Torvalds', { status: 'invited', inviteScheduled: true });

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

function serveGuests(event: Partial<HuddleEvent> = {}, guests: Guest[] = [ada, alan, grace], routes = {}) {
  const graphql: Responder = ({ body }) => {
    const { query } = body as GraphqlBody;
    if (query.includes('guestlistOverview')) return { body: { data: { guestlistOverview: overview } } };
    return {
      body: { data: { invitees: { totalCount: guests.length, totalPages: 1, currentPage: 1, invitees: guests } } },
    };
  };
  return serveEvent(makeEvent(event), { routes: { 'POST /graphql': graphql, ...routes } });
}

const inviteeRequests = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.path === '/graphql' && (call.body as GraphqlBody).query.includes('invitees('))
    .map((call) => (call.body as GraphqlBody).variables);

async function openGuests() {
  renderApp('/event/12/guests');
  return within(await screen.findByRole('grid', { name: 'Guest list' }));
}

afterEach(() => vi.restoreAllMocks());

describe('guests tab', { timeout: 30_000 }, () => {
  it('shows the overview counts and asks for the first page by name', async () => {
    const { calls } = serveGuests();
    const grid = await openGuests();
    expect(await grid.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
    const rsvps = within(await screen.findByLabelText('RSVP counts'));
    expect(rsvps.getByText('No response').nextElementSibling?.textContent).toBe('4');
    expect(rsvps.getByText('Scheduled').nextElementSibling?.textContent).toBe('5');
    const attendance = within(screen.getByLabelText('Attendance counts'));
    expect(attendance.getByText('Not recorded').nextElementSibling?.textContent).toBe('8');
    expect(
      within(screen.getByLabelText('Attended by type')).getByText('In person').nextElementSibling?.textContent,
    ).toBe('10');
    expect(inviteeRequests(calls)[0]).toEqual({
      eventId: '12',
      page: 1,
      perPage: 20,
      sort: { field: 'fullName', direction: 'asc' },
      filter: 'all',
    });
  });

  it('shows status chips; scheduled guests have no attendance or removal controls', async () => {
    serveGuests({ started: true, attendance_open: true }, [ada, alan, grace, linus]);
    const grid = await openGuests();
    await grid.findByText('Ada Lovelace');
    const row = (name: string) => within(grid.getByText(name).closest('[role="row"]') as HTMLElement);
    const chip = (name: string) =>
      grid.getByText(name).closest('[role="row"]')!.querySelector('[data-field="status"]')?.textContent;
    expect(chip('Ada Lovelace')).toBe('Yes');
    expect(chip('Alan Turing')).toBe('Maybe');
    expect(chip('Grace Hopper')).toBe('Scheduled');
    expect(chip('Linus Torvalds')).toBe('Scheduled');
    expect(row('Ada Lovelace').getByRole('combobox', { name: 'Attendance type: Ada Lovelace' })).toBeTruthy();
    expect(row('Alan Turing').queryByRole('combobox', { name: 'Attendance type: Alan Turing' })).toBeNull();
    for (const name of ['Grace Hopper', 'Linus Torvalds']) {
      expect(row(name).queryByRole('combobox')).toBeNull();
      expect(row(name).queryByRole('button', { name: `Remove ${name}` })).toBeNull();
    }
    expect(row('Alan Turing').getByRole('button', { name: 'Remove Alan Turing' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serveGuests({}, []);
    const grid = await openGuests();
    expect(await grid.findByText(GUEST_MESSAGES.empty)).toBeTruthy();
  });

  it('disables attendance before the start, with the reason', async () => {
    serveGuests({ started: false, attendance_open: false });
    const grid = await openGuests();
    const attended = await grid.findByRole('combobox', { name: 'Attended: Alan Turing' });
    expect(attended.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(GUEST_MESSAGES.attendanceBeforeStart)).toBeTruthy();
  });

  it('opens attendance an hour before the start, as the event record says', async () => {
    serveGuests({ started: false, attendance_open: true });
    const grid = await openGuests();
    const attended = await grid.findByRole('combobox', { name: 'Attended: Alan Turing' });
    expect(attended.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(GUEST_MESSAGES.attendanceBeforeStart)).toBeNull();
  });

  it('records attendance once started, and reads the list and the overview again', async () => {
    const { calls } = serveGuests({ started: true, attendance_open: true }, [ada, alan], {
      'PATCH /api/events/12/invitees.json': { body: { invitees: [] } },
    });
    const grid = await openGuests();
    fireEvent.mouseDown(await grid.findByRole('combobox', { name: 'Attended: Alan Turing' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    expect(await screen.findByText(GUEST_MESSAGES.attendanceSaved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ invitees: [{ id: 2, attended: 'yes' }] });
    await waitFor(() => expect(inviteeRequests(calls).length).toBeGreaterThan(1));
    const overviews = calls.filter((call) =>
      (call.body as GraphqlBody | undefined)?.query?.includes('guestlistOverview'),
    );
    expect(overviews.length).toBeGreaterThan(1);

    fireEvent.mouseDown(grid.getByRole('combobox', { name: 'Attendance type: Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Virtual' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toContainEqual({
        invitees: [{ id: 1, attendance_type: 'virtual' }],
      }),
    );
  });

  it('filters, searches (debounced) and sorts on the server', async () => {
    const { calls } = serveGuests();
    const grid = await openGuests();
    await grid.findByText('Ada Lovelace');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Maybe' }));
    await waitFor(() => expect(inviteeRequests(calls).at(-1)?.filter).toBe('maybe_attending'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search guests' }), { target: { value: 'al' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search guests' }), { target: { value: 'alan' } });
    await waitFor(() => expect(inviteeRequests(calls).at(-1)?.search).toBe('alan'));
    expect(inviteeRequests(calls).some((variables) => variables.search === 'al')).toBe(false);
    fireEvent.click(within(grid.getByRole('columnheader', { name: 'Updated' })).getByText('Updated'));
    await waitFor(() =>
      expect(inviteeRequests(calls).at(-1)).toEqual({
        eventId: '12',
        page: 1,
        perPage: 20,
        sort: { field: 'updatedAt', direction: 'asc' },
        filter: 'maybe_attending',
        search: 'alan',
      }),
    );
  });

  it('removes selected guests after confirming', async () => {
    const { calls } = serveGuests({}, [ada, alan, grace], {
      'DELETE /api/events/12/invitees.json': { body: { deleted_count: 2, message: GUEST_MESSAGES.removed(2) } },
    });
    const grid = await openGuests();
    await grid.findByText('Ada Lovelace');
    const remove = screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    const checkbox = (name: string) =>
      within(grid.getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox');
    fireEvent.click(checkbox('Ada Lovelace'));
    fireEvent.click(checkbox('Alan Turing'));
    expect(
      (
        within(grid.getByText('Grace Hopper').closest('[role="row"]') as HTMLElement).getByRole(
          'checkbox',
        ) as HTMLInputElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove guests?' }));
    expect(dialog.getByText('2 guests will be removed from the guest list.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GUEST_MESSAGES.removed(2))).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ invitees: [{ id: 1 }, { id: 2 }] });
  });

  it('removes one guest from its row after confirming', async () => {
    const { calls } = serveGuests({}, [ada, alan], {
      'DELETE /api/events/12/invitees.json': { body: { deleted_count: 1, message: GUEST_MESSAGES.removed(1) } },
    });
    const grid = await openGuests();
    fireEvent.click(await grid.findByRole('button', { name: 'Remove Alan Turing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove guests?' }));
    expect(dialog.getByText('Alan Turing will be removed from the guest list.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(GUEST_MESSAGES.removed(1))).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ invitees: [{ id: 2 }] });
  });

  it('closes and opens RSVPs when pausing is allowed', async () => {
    const { calls } = serveGuests({ rsvp_pause_allowed: true }, [ada], {
      'POST /api/events/12/rsvp_pause': {
        body: {
          event: makeEvent({ rsvp_pause_allowed: true, rsvp_pause_active: true }),
          message: RSVP_MESSAGES.pauseClosed,
        },
      },
    });
    await openGuests();
    const toggle = screen.getByRole('switch', { name: 'Accepting RSVPs' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(await screen.findByText(RSVP_MESSAGES.pauseClosed)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/events/12/rsvp_pause')?.body).toEqual({ rsvp_pause_active: true });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Accepting RSVPs' }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('says pausing was not turned on before publishing', async () => {
    serveGuests({ rsvp_pause_allowed: false });
    await openGuests();
    expect(screen.getByText(RSVP_MESSAGES.pauseNotAllowed)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('downloads the export as "{event name} - Guest List.csv"', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:csv'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    serveGuests({}, [ada], { 'GET /api/events/12/export_guest_list': { body: 'Name,Email' } });
    await openGuests();
    fireEvent.click(screen.getByRole('button', { name: 'Download export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloaded).toBe('Team offsite - Guest List.csv');
  });

  it('says when the export fails', async () => {
    const { calls } = serveGuests();
    await openGuests();
    fireEvent.click(screen.getByRole('button', { name: 'Download export' }));
    expect(await screen.findByText(GUEST_MESSAGES.exportFailed)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/events/12/export_guest_list')).toBe(true);
  });
});
