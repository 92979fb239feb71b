import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES, HIDE_MAYBE_FLAG } from '@huddle/domain/communication-schemas';
import type { SlackChannelRecord } from '@huddle/domain/contracts/slack';
import { makeEvent } from '../../../test/event-fixtures';
import { makeInvitationForm, renderComposer, serveComposer } from './test-fixtures';

const channel = (id: number, name: string): SlackChannelRecord => ({
  id,
  slack_id: `C0${id}`,
  name,
  private: false,
  selected: true,
  synced_group_id: null,
});
const synced = { body: { data: [channel(1, 'general'), channel(2, 'random'), channel(3, 'london-office')] } };
const onItsWay = { body: { communication: { id: 90 }, message: 'Your invitation is on its way!' } };

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const preview = (name: string) => within(dialog(name).getByRole('document', { name: 'Slack preview' }));

async function confirmSend() {
  const confirm = within(await screen.findByRole('dialog', { name: /^Send this .* now\?$/ }));
  fireEvent.click(confirm.getByRole('button', { name: 'Send now' }));
}

afterEach(() => vi.restoreAllMocks());

describe('Slack in the composers', { timeout: 30_000 }, () => {
  it('invites channels picked with a search, previews the post and sends the Slack body', async () => {
    const { calls } = serveComposer({
      'GET /api/event_invitations/new_event_invitation': {
        body: { invitation: makeInvitationForm({ invite_type: 'slack' }) },
      },
      'GET /api/organizations/synced_slack_channels': synced,
      'POST /api/event_invitations': onItsWay,
    });
    const { onClose } = renderComposer({ method: 'slack' });
    const name = 'Slack invitation';
    await dialog(name).findByRole('checkbox', { name: '#general' });
    const send = () => dialog(name).getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
    expect(dialog(name).getByText(COMMUNICATION_MESSAGES.noneSelected('channels'))).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(dialog(name).getByText(COMMUNICATION_MESSAGES.noChannels)).toBeTruthy();
    expect(dialog(name).queryByRole('tab')).toBeNull();
    expect(dialog(name).queryByRole('textbox', { name: 'Subject' })).toBeNull();

    fireEvent.change(dialog(name).getByRole('searchbox', { name: 'Search by channel name' }), {
      target: { value: 'LOND' },
    });
    expect(dialog(name).queryByRole('checkbox', { name: '#general' })).toBeNull();
    fireEvent.click(dialog(name).getByRole('checkbox', { name: '#london-office' }));
    expect(
      within(dialog(name).getByRole('group', { name: 'Selected channels' })).getByText('#london-office'),
    ).toBeTruthy();

    // Without the user's Google Calendar authorization the calendar invite stays off, saying why (spec §6).
    const calendar = dialog(name).getByRole('checkbox', { name: 'Add a calendar invite' }) as HTMLInputElement;
    expect(calendar.disabled).toBe(true);
    expect(dialog(name).getByLabelText(COMMUNICATION_MESSAGES.googleCalendarNeeded)).toBeTruthy();

    fireEvent.change(dialog(name).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Join us *on Friday*' },
    });
    expect(preview(name).getByText('on Friday').tagName).toBe('STRONG');
    expect(preview(name).getByText('Team offsite')).toBeTruthy();
    for (const label of ['Event details', 'Yes', 'Maybe', 'No']) expect(preview(name).getByText(label)).toBeTruthy();

    fireEvent.click(send());
    await confirmSend();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      communication_history_id: null,
      event_id: 12,
      invite_type: 'slack',
      is_scheduled: false,
      scheduled_for: null,
      notifies: true,
      recipient_attributes: [
        { recipient_type: 'Invitees', recipient_ids: [] },
        { recipient_type: 'Groups', recipient_ids: [] },
        { recipient_type: 'Lists', recipient_ids: [] },
        { recipient_type: 'Offices', recipient_ids: [] },
        { recipient_type: 'SlackChannels', recipient_ids: [3] },
      ],
      invite_subject: '',
      invite_body: 'Join us *on Friday*',
      has_calendar_invite: false,
    });
  });

  it('starts from the saved channels, and drops Maybe from the preview under the hide-maybe flag', async () => {
    serveComposer({
      'GET /api/feature_flags': { body: { flags: { [HIDE_MAYBE_FLAG]: true } } },
      'GET /api/event_invitations/existing_event_invitation': {
        body: {
          invitation: makeInvitationForm({
            invite_type: 'slack',
            communication_history_id: 40,
            status: 'scheduled',
            is_scheduled: true,
            scheduled_for: '2030-06-01T09:00:00Z',
            selections: { contact: [], group: [], list: [], office: [], channel: [{ id: 2, name: 'random' }] },
          }),
        },
      },
      'GET /api/organizations/synced_slack_channels': synced,
    });
    renderComposer({ method: 'slack', commId: 41 });
    const name = 'Slack invitation';
    const random = (await dialog(name).findByRole('checkbox', { name: '#random' })) as HTMLInputElement;
    expect(random.checked).toBe(true);
    await waitFor(() => expect(preview(name).queryByText('Maybe')).toBeNull());
    expect(preview(name).getByText('Yes')).toBeTruthy();
    fireEvent.click(dialog(name).getByRole('button', { name: 'Deselect all' }));
    expect(random.checked).toBe(false);
    expect((dialog(name).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('messages only the channels that had a sent Slack invitation, with the button checkboxes', async () => {
    const history = [
      { id: '1', historyType: 'invitation', deliveryMethods: ['slack'], status: 'sent', slackChannelIds: ['1'] },
      { id: '2', historyType: 'invitation', deliveryMethods: ['slack'], status: 'scheduled', slackChannelIds: ['2'] },
      { id: '3', historyType: 'invitation', deliveryMethods: ['email'], status: 'sent', slackChannelIds: [] },
    ];
    const { calls } = serveComposer({
      'GET /api/organizations/synced_slack_channels': synced,
      'POST /graphql': { body: { data: { communicationHistories: history } } },
      'POST /api/event_messages/create_and_send': onItsWay,
    });
    renderComposer({ type: 'message', method: 'slack' });
    const name = 'Slack message';
    const general = (await dialog(name).findByRole('checkbox', { name: '#general' })) as HTMLInputElement;
    expect(general.checked).toBe(true);
    expect(dialog(name).queryByRole('checkbox', { name: '#random' })).toBeNull();

    fireEvent.click(dialog(name).getByRole('button', { name: 'Send now' }));
    expect(await dialog(name).findByText(COMMUNICATION_MESSAGES.bodyRequired)).toBeTruthy();
    fireEvent.change(dialog(name).getByRole('textbox', { name: 'Message' }), { target: { value: 'Doors at 9' } });
    expect(preview(name).getByText('Event details')).toBeTruthy();
    expect(preview(name).queryByText('Yes')).toBeNull();
    fireEvent.click(dialog(name).getByRole('checkbox', { name: 'Show RSVP buttons' }));
    fireEvent.click(dialog(name).getByRole('checkbox', { name: 'Show event details button' }));
    expect(preview(name).getByText('Yes')).toBeTruthy();
    expect(preview(name).queryByText('Event details')).toBeNull();

    fireEvent.click(dialog(name).getByRole('button', { name: 'Send now' }));
    await confirmSend();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.includes('event_messages'))).toBe(true),
    );
    expect(calls.find((call) => call.path === '/api/event_messages/create_and_send')?.body).toMatchObject({
      message_type: 'slack',
      invitee_statuses: [],
      message_body: 'Doors at 9',
      show_event_details_button: false,
      show_rsvp_buttons: true,
      slack_channel_ids: [1],
    });
  });

  it('refuses a Slack message before any Slack invitation, and offers no RSVP buttons once the event ended', async () => {
    serveComposer({
      'GET /api/organizations/synced_slack_channels': synced,
      'POST /graphql': { body: { data: { communicationHistories: [] } } },
    });
    renderComposer({ type: 'message', method: 'slack', event: makeEvent({ invitees_count: 3, past: true }) });
    const name = 'Slack message';
    expect(await dialog(name).findByText(COMMUNICATION_MESSAGES.slackNeedsInvitation)).toBeTruthy();
    expect((dialog(name).getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog(name).queryByRole('checkbox', { name: 'Show RSVP buttons' })).toBeNull();
    expect(preview(name).queryByText('Yes')).toBeNull();
  });
});
