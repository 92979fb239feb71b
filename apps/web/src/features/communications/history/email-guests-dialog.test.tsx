import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES, defaultMessageSubject } from '@huddle/domain/communication-schemas';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { escapeHtml, plainTextToHtml } from './email-guests-body';
import { historyRequests, serveCommunications } from './test-fixtures';

async function openDialog(answer: Responder) {
  const mocks = serveCommunications({}, [], { routes: { 'POST /api/invitees/send_email_reminder': answer } });
  renderApp('/event/12/communications');
  fireEvent.click(await screen.findByRole('button', { name: 'Email guests' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Email guests' }));
  return { ...mocks, dialog };
}

const sendButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

afterEach(() => vi.restoreAllMocks());

describe('email guests dialog', { timeout: 30_000 }, () => {
  it('needs a status, a subject and a message before it sends', async () => {
    const { dialog } = await openDialog({ body: {} });
    const subject = dialog.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(subject.value).toBe(defaultMessageSubject('Team offsite'));
    expect(sendButton(dialog).disabled).toBe(true);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'See you there' } });
    expect(sendButton(dialog).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Maybe' }));
    expect(sendButton(dialog).disabled).toBe(false);
    fireEvent.change(subject, { target: { value: '   ' } });
    expect(sendButton(dialog).disabled).toBe(true);
    fireEvent.change(subject, { target: { value: 'Hi' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: ' \n ' } });
    expect(sendButton(dialog).disabled).toBe(true);
  });

  it('sends the chosen statuses and the escaped message as paragraphs, then says so', async () => {
    const { calls, dialog } = await openDialog({
      body: { communication: {}, message: COMMUNICATION_MESSAGES.guestsEmailed },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Yes' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'No response' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Subject' }), { target: { value: '  Parking  ' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Use <gate B> & park.\nBring ID.\n\nThanks!' },
    });
    fireEvent.click(sendButton(dialog));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.guestsEmailed)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/invitees/send_email_reminder')?.body).toEqual({
      email_params: {
        event_id: 12,
        subject: 'Parking',
        body: '<p>Use &lt;gate B&gt; &amp; park.<br>Bring ID.</p><p>Thanks!</p>',
        recipients: ['invited', 'rsvp'],
        send_preview: false,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email guests' })).toBeNull());
    await waitFor(() => expect(historyRequests(calls).length).toBeGreaterThan(1));
  });

  it("shows the server's message and keeps the text when sending fails", async () => {
    const { dialog } = await openDialog({
      status: 422,
      body: { errors: { body: [COMMUNICATION_MESSAGES.bodyRequired] } },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Maybe' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(sendButton(dialog));
    expect(await dialog.findByText(COMMUNICATION_MESSAGES.bodyRequired)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('escapes markup and keeps paragraphs', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(plainTextToHtml('One\r\ntwo\n\n\n  Three  ')).toBe('<p>One<br>two</p><p>Three</p>');
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});
