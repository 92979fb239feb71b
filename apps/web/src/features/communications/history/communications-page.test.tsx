import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { makeEvent } from '../../../test/event-fixtures';
import { makeOrganization } from '../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../test/render';
import { CommunicationsPage } from './communications-page';
import { NOT_MANAGER_TEXT } from './communications-access';
import { deliveryMethodsFor } from './composer-route';
import { SELECT_METHOD_LABEL, VIEW_GUEST_LIST_LABEL } from './history-labels';
import { historyRequests, makeRow, serveCommunications } from './test-fixtures';

const location = () => screen.getByTestId('location').textContent;

async function openPage() {
  renderApp('/event/12/communications');
  await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
  return {
    invitations: within(await screen.findByRole('region', { name: 'Invitations' })),
    messages: within(screen.getByRole('region', { name: 'Messages' })),
  };
}

async function openMenu(card: ReturnType<typeof within>) {
  fireEvent.click(card.getByRole('button', { name: SELECT_METHOD_LABEL }));
  return within(await screen.findByRole('menu'));
}

afterEach(() => vi.restoreAllMocks());

describe('communications page', { timeout: 30_000 }, () => {
  it('offers email and calendar invitations, email messages, named in their subheaders, and opens the composer', async () => {
    serveCommunications();
    const { invitations, messages } = await openPage();
    expect(invitations.getByText('Email, Calendar invite')).toBeTruthy();
    expect(messages.getByText('Email')).toBeTruthy();

    const menu = await openMenu(invitations);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Email', 'Calendar invite']);
    fireEvent.click(menu.getByRole('menuitem', { name: 'Calendar invite' }));
    await waitFor(() => expect(location()).toBe('/event/12/communications/invitation/calendar'));

    const messageMenu = await openMenu(messages);
    expect(messageMenu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Email']);
    fireEvent.click(messageMenu.getByRole('menuitem', { name: 'Email' }));
    await waitFor(() => expect(location()).toBe('/event/12/communications/message/email'));
  });

  it('offers Slack only to an organization that has it', () => {
    expect(deliveryMethodsFor({ slackEnabled: false })).toEqual(['email', 'calendar']);
    expect(deliveryMethodsFor({ slackEnabled: true })).toEqual(['email', 'calendar', 'slack']);
  });

  it('offers Slack in both cards when the organization has it, and opens the Slack composer', async () => {
    const organization = { ...makeOrganization(), slack_enabled: true };
    serveCommunications({}, [], { routes: { 'GET /api/organizations/current': { body: organization } } });
    const { invitations, messages } = await openPage();
    expect(invitations.getByText('Email, Calendar invite, Slack')).toBeTruthy();
    expect(messages.getByText('Email, Slack')).toBeTruthy();
    const menu = await openMenu(invitations);
    fireEvent.click(menu.getByRole('menuitem', { name: 'Slack' }));
    await waitFor(() => expect(location()).toBe('/event/12/communications/invitation/slack'));
  });

  it('offers the guest list instead of new invitations once the event is past', async () => {
    serveCommunications({ past: true, started: true });
    const { invitations, messages } = await openPage();
    expect(invitations.getByRole('link', { name: VIEW_GUEST_LIST_LABEL }).getAttribute('href')).toBe(
      '/event/12/guests',
    );
    expect(invitations.queryByRole('button', { name: SELECT_METHOD_LABEL })).toBeNull();
    expect((messages.getByRole('button', { name: SELECT_METHOD_LABEL }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the messages card inactive while the event has no guests', async () => {
    serveCommunications({ invitees_count: 0 });
    const { invitations, messages } = await openPage();
    expect((messages.getByRole('button', { name: SELECT_METHOD_LABEL }) as HTMLButtonElement).disabled).toBe(true);
    expect((messages.getByRole('button', { name: 'Email guests' }) as HTMLButtonElement).disabled).toBe(true);
    expect(messages.getByText(COMMUNICATION_MESSAGES.noInvitees)).toBeTruthy();
    expect((invitations.getByRole('button', { name: SELECT_METHOD_LABEL }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('invites by email only when the event may pause RSVPs, saying why', async () => {
    serveCommunications({ rsvp_pause_allowed: true });
    const { invitations } = await openPage();
    const menu = await openMenu(invitations);
    expect(menu.getByRole('menuitem', { name: 'Email' }).getAttribute('aria-disabled')).toBeNull();
    const calendar = menu.getByRole('menuitem', { name: /Calendar invite/ });
    expect(calendar.getAttribute('aria-disabled')).toBe('true');
    expect(within(calendar).getByText(COMMUNICATION_MESSAGES.pauseEmailOnly)).toBeTruthy();
  });

  it('sends no invitations while RSVPs are paused', async () => {
    serveCommunications({ rsvp_pause_allowed: true, rsvp_pause_active: true });
    const { invitations } = await openPage();
    expect((invitations.getByRole('button', { name: SELECT_METHOD_LABEL }) as HTMLButtonElement).disabled).toBe(true);
    expect(invitations.getByText(COMMUNICATION_MESSAGES.pausedBlocked)).toBeTruthy();
  });

  it('asks for the history by event id and shows its rows', async () => {
    const { calls } = serveCommunications({}, [makeRow(1, { subject: 'Welcome aboard' })]);
    await openPage();
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    expect(historyRequests(calls)[0]?.body).toMatchObject({ variables: { eventId: '12' } });
  });

  it("tells someone without the event's can_manage that hosts and admins manage them, without asking", async () => {
    // E.g. a host demoted to user: the server sends can_manage false, whatever is_host says.
    const { calls } = serveCommunications({}, [], { role: 'admin' });
    // The event page itself sends such a reader to the view, so the page is rendered on its own here.
    renderWithProviders(<CommunicationsPage event={makeEvent({ can_manage: false, can_edit: false })} />);
    expect(await screen.findByText(NOT_MANAGER_TEXT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(historyRequests(calls)).toHaveLength(0);
  });

  it('shows the same notice when the server refuses the history', async () => {
    serveCommunications({}, [], {
      history: { body: { data: null, errors: [{ message: 'Forbidden', extensions: { status: 403 } }] } },
    });
    renderApp('/event/12/communications');
    expect(await screen.findByText(NOT_MANAGER_TEXT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
