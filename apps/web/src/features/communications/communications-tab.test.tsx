import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { renderApp } from '../../test/render';
import type { ComposerDialogProps } from './composer/composer-dialog';
import { GO_TO_COMMUNICATIONS } from './history/reschedule-banner';
import { historyRequests, makeRow, serveCommunications } from './history/test-fixtures';

// The composer is another piece of work: a stand-in shows the props it gets and closes like it would.
vi.mock('./composer/composer-dialog', () => ({
  default: ({ type, method, commId, event, onClose }: ComposerDialogProps) => (
    <div role="dialog" aria-label="Composer">
      <p>{`${event.id} ${type} ${method} ${commId ?? 'new'}`}</p>
      <button onClick={() => onClose(false)}>Cancel</button>
      <button onClick={() => onClose(true)}>Save</button>
    </div>
  ),
}));

const location = () => screen.getByTestId('location').textContent;
const eventRequests = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/events/12');

afterEach(() => vi.restoreAllMocks());

describe('communications tab', { timeout: 30_000 }, () => {
  it('opens the composer over the page for a new communication', async () => {
    serveCommunications();
    renderApp('/event/12/communications/invitation/email');
    const composer = within(await screen.findByRole('dialog', { name: 'Composer' }));
    expect(composer.getByText('12 invitation email new')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Invitations' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Communications' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a saved communication and comes back without reloading after a cancel', async () => {
    const { calls } = serveCommunications();
    renderApp('/event/12/communications/message/calendar/42');
    const composer = within(await screen.findByRole('dialog', { name: 'Composer' }));
    expect(composer.getByText('12 message calendar 42')).toBeTruthy();
    await screen.findByText(COMMUNICATION_MESSAGES.empty);
    const before = { events: eventRequests(calls).length, history: historyRequests(calls).length };
    fireEvent.click(composer.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/event/12/communications'));
    expect(screen.queryByRole('dialog', { name: 'Composer' })).toBeNull();
    expect(eventRequests(calls).length).toBe(before.events);
    expect(historyRequests(calls).length).toBe(before.history);
  });

  it('reads the event and the history again after a save', async () => {
    const { calls } = serveCommunications({}, [makeRow(1)]);
    renderApp('/event/12/communications/invitation/email');
    const composer = within(await screen.findByRole('dialog', { name: 'Composer' }));
    await screen.findByText('Subject 1');
    const before = { events: eventRequests(calls).length, history: historyRequests(calls).length };
    fireEvent.click(composer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/event/12/communications'));
    await waitFor(() => expect(eventRequests(calls).length).toBeGreaterThan(before.events));
    await waitFor(() => expect(historyRequests(calls).length).toBeGreaterThan(before.history));
  });

  it('goes back to the page for a route it does not know', async () => {
    serveCommunications();
    renderApp('/event/12/communications/invitation/slack');
    await waitFor(() => expect(location()).toBe('/event/12/communications'));
    expect(screen.queryByRole('dialog', { name: 'Composer' })).toBeNull();
  });

  it("never opens the composer for someone without the event's can_manage, whatever their role", async () => {
    serveCommunications({ can_manage: false, can_edit: false }, [], { role: 'admin' });
    renderApp('/event/12/communications/invitation/email');
    await waitFor(() => expect(location()).toBe('/event/12/view'));
    expect(screen.queryByRole('dialog', { name: 'Composer' })).toBeNull();
  });

  it('shows the reschedule warning without a link to itself', async () => {
    serveCommunications({ needs_rescheduling: true }, [makeRow(1, { status: 'reschedule' })]);
    renderApp('/event/12/communications');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.rescheduleBanner)).toBeTruthy();
    expect(screen.queryByRole('link', { name: GO_TO_COMMUNICATIONS })).toBeNull();
  });
});
