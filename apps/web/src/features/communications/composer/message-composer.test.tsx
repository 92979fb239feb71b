import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import type * as RichTextModule from '../../../components/rich-text-field';
import { makeEvent } from '../../../test/event-fixtures';
import type { EventMessage } from '../api/get-event-message';
import { renderComposer, serveComposer } from './test-fixtures';

vi.mock('../../../components/rich-text-field', async (importOriginal) => {
  const original = await importOriginal<typeof RichTextModule>();
  const { FakeRichTextField } = await import('./test-fixtures');
  return { ...original, RichTextField: FakeRichTextField };
});

const sent = { body: { communication: { id: 95 }, message: 'Your message is on its way!' } };

function savedMessage(overrides: Partial<EventMessage> = {}): EventMessage {
  return {
    id: 31,
    communication_history_id: 96,
    event_id: 12,
    message_type: 'email',
    message_subject: 'Parking',
    message_body: '<p>Use the north lot</p>',
    invitee_statuses: ['rsvp'],
    is_scheduled: true,
    scheduled_for: '2030-06-01T09:00:00Z',
    show_event_details_button: true,
    show_rsvp_buttons: false,
    status: 'scheduled',
    can_edit: true,
    ...overrides,
  };
}

const composer = () => within(screen.getByRole('dialog', { name: 'Email message' }));

async function openNew(event = makeEvent({ invitees_count: 3 })) {
  const rendered = renderComposer({ type: 'message', event });
  await screen.findByRole('dialog', { name: 'Email message' });
  await composer().findByLabelText('Message');
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe('message composer', { timeout: 30_000 }, () => {
  it('needs at least one status and a message body before anything is sent', async () => {
    const { calls } = serveComposer({ 'POST /api/event_messages/create_and_send': sent });
    await openNew();
    expect((composer().getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'An update about Team offsite',
    );
    for (const label of ['No response', 'Yes', 'Maybe', 'No']) {
      const box = composer().getByRole('checkbox', { name: label }) as HTMLInputElement;
      expect(box.checked).toBe(true);
      fireEvent.click(box);
    }
    fireEvent.change(composer().getByLabelText('Message'), { target: { value: '<p> </p>' } });
    fireEvent.click(composer().getByRole('button', { name: 'Send now' }));
    expect(await composer().findByText(COMMUNICATION_MESSAGES.noStatuses)).toBeTruthy();
    expect(composer().getByText(COMMUNICATION_MESSAGES.bodyRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Send this message now?' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends to the chosen statuses after confirming, and shows it in the live preview', async () => {
    const { calls } = serveComposer({ 'POST /api/event_messages/create_and_send': sent });
    const { onClose } = await openNew();
    fireEvent.click(composer().getByRole('checkbox', { name: 'No' }));
    fireEvent.change(composer().getByLabelText('Message'), { target: { value: '<p>See you there</p>' } });
    fireEvent.click(composer().getByRole('switch', { name: 'Show RSVP buttons' }));
    const preview = within(composer().getByRole('document', { name: 'Email preview' }));
    expect(preview.getByText('An update about Team offsite')).toBeTruthy();
    for (const answer of ['Yes', 'Maybe', 'No']) expect(preview.getByText(answer)).toBeTruthy();
    expect(preview.getByText('View event')).toBeTruthy();

    fireEvent.click(composer().getByRole('button', { name: 'Send now' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Send this message now?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(await screen.findByText('Your message is on its way!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      event_message_id: null,
      event_id: 12,
      message_type: 'email',
      invitee_statuses: ['invited', 'rsvp', 'maybe_attending'],
      is_scheduled: false,
      scheduled_for: null,
      message_subject: 'An update about Team offsite',
      message_body: '<p>See you there</p>',
      show_event_details_button: true,
      show_rsvp_buttons: true,
      slack_channel_ids: [],
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    serveComposer({
      'POST /api/event_messages/create_and_send': {
        status: 422,
        body: { errors: { message_body: [COMMUNICATION_MESSAGES.bodyRequired] } },
      },
    });
    await openNew();
    fireEvent.change(composer().getByLabelText('Message'), { target: { value: '<p>Hi</p>' } });
    fireEvent.click(composer().getByRole('button', { name: 'Send now' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send this message now?' })).getByRole('button', {
        name: 'Send now',
      }),
    );
    expect(await screen.findByText(COMMUNICATION_MESSAGES.bodyRequired)).toBeTruthy();
  });

  it('locks a saved message the server says can no longer change, whatever its status', async () => {
    serveComposer({ 'GET /api/event_messages/31': { body: { event_message: savedMessage({ can_edit: false }) } } });
    renderComposer({ type: 'message', commId: 31 });
    await screen.findByRole('dialog', { name: 'Email message' });
    expect(await composer().findByText(COMMUNICATION_MESSAGES.notChangeable)).toBeTruthy();
    expect(composer().getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits a saved message with PUT and may schedule it after the event starts', async () => {
    const { calls } = serveComposer({
      'GET /api/event_messages/31': { body: { event_message: savedMessage() } },
      'PUT /api/event_messages/31': sent,
    });
    const { onClose } = renderComposer({ type: 'message', commId: 31 });
    await screen.findByRole('dialog', { name: 'Email message' });
    expect(await composer().findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect((composer().getByLabelText('Message') as HTMLTextAreaElement).value).toBe('<p>Use the north lot</p>');
    expect((composer().getByRole('checkbox', { name: 'Maybe' }) as HTMLInputElement).checked).toBe(false);
    expect(composer().getByText(/^Scheduled for Jun 1, 2030/)).toBeTruthy();

    fireEvent.click(composer().getByRole('button', { name: 'Change schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule message' }));
    // After the start (09:00 London on June 3): fine for a message.
    fireEvent.change(dialog.getByLabelText('Send on'), { target: { value: '2030-06-03T12:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await composer().findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      event_message_id: 31,
      invitee_statuses: ['rsvp'],
      is_scheduled: true,
      scheduled_for: '2030-06-03T11:00:00.000Z',
      message_subject: 'Parking',
    });
  });

  it('offers no RSVP buttons once the event has ended, and needs guests', async () => {
    serveComposer({});
    await openNew(makeEvent({ past: true, invitees_count: 0 }));
    expect(composer().queryByRole('switch', { name: 'Show RSVP buttons' })).toBeNull();
    expect(composer().getByText(COMMUNICATION_MESSAGES.noInvitees)).toBeTruthy();
    expect((composer().getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a preview of the message to the signed-in person', async () => {
    const { calls } = serveComposer({
      'POST /api/invitees/send_email_reminder': { body: { message: 'A preview was sent to ada@acme.test' } },
    });
    await openNew();
    fireEvent.change(composer().getByRole('textbox', { name: 'Subject' }), { target: { value: ' Parking ' } });
    fireEvent.click(composer().getByRole('button', { name: 'Send preview email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send preview email' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send preview' }));
    expect(await screen.findByText('A preview was sent to ada@acme.test')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/invitees/send_email_reminder')?.body).toMatchObject({
      email_params: { event_id: 12, subject: 'Parking', recipients: [], send_preview: true },
    });
  });
});
