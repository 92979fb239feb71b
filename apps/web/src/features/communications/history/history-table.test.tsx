import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import type { CommunicationHistoryRow } from '../api/communication-models';
import { failedRecipientsLabel } from './communication-status-chip';
import { DELETE_TITLE, HISTORY_TITLE, SEND_NOW_TITLE } from './history-labels';
import { historyRequests, makeRow, serveCommunications } from './test-fixtures';

const location = () => screen.getByTestId('location').textContent;

async function openHistory(rows: CommunicationHistoryRow[], routes: Record<string, Responder> = {}, event = {}) {
  const mocks = serveCommunications(event, rows, { routes });
  renderApp('/event/12/communications');
  const table = await screen.findByRole('table', { name: HISTORY_TITLE });
  return { ...mocks, table: within(table) };
}

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const cellsOf = (text: string) =>
  Array.from((screen.getByText(text).closest('tr') as HTMLElement).querySelectorAll('td')).map(
    (cell) => cell.textContent,
  );
const buttonsOf = (text: string) =>
  rowOf(text)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

afterEach(() => vi.restoreAllMocks());

describe('communication history', { timeout: 30_000 }, () => {
  it('shows type, methods, subject, recipients, sender, send time in the viewer timezone and status', async () => {
    await openHistory([
      makeRow(1, { subject: 'Welcome aboard', deliveryMethods: ['email', 'calendar'] }),
      makeRow(2, { subject: 'Bring snacks', historyType: 'message', status: 'drafted', recipientsCount: 12 }),
    ]);
    // The viewer's profile timezone is Europe/London (fixtures): 10:00 UTC is 11:00 BST.
    expect(cellsOf('Welcome aboard')).toEqual([
      'Invitation',
      'Email, Calendar invite',
      'Welcome aboard',
      '3',
      'GHGrace Hopper',
      'May 1, 2030, 11:00 AM',
      'Sent',
      '',
    ]);
    expect(cellsOf('Bring snacks').slice(0, 4)).toEqual(['Message', 'Email', 'Bring snacks', '12']);
    expect(rowOf('Bring snacks').getByText('Updating')).toBeTruthy();
  });

  it('offers the actions a manager has by status', async () => {
    await openHistory([
      makeRow(1, { subject: 'Drafted one', status: 'drafted' }),
      makeRow(2, { subject: 'Scheduled one', status: 'scheduled' }),
      makeRow(3, { subject: 'Late one', status: 'reschedule' }),
      makeRow(4, { subject: 'Sending one', status: 'sending' }),
      makeRow(5, { subject: 'Sent one', status: 'sent' }),
    ]);
    expect(buttonsOf('Drafted one')).toEqual(['Edit Drafted one', 'Delete Drafted one', 'Send now Drafted one']);
    expect(buttonsOf('Scheduled one')).toEqual([
      'Edit Scheduled one',
      'Delete Scheduled one',
      'Send now Scheduled one',
    ]);
    expect(buttonsOf('Late one')).toEqual(['Edit Late one', 'Delete Late one']);
    expect(rowOf('Late one').getByText('Reschedule')).toBeTruthy();
    expect(buttonsOf('Sending one')).toEqual([]);
    expect(buttonsOf('Sent one')).toEqual([]);
  });

  it('offers exactly the actions the row carries, whatever its status', async () => {
    await openHistory([
      makeRow(1, { subject: 'Drafted one', status: 'drafted', canEdit: false, canDelete: false, canSendNow: false }),
      makeRow(2, { subject: 'Deletable one', status: 'drafted', canEdit: false, canDelete: true, canSendNow: false }),
      makeRow(3, { subject: 'Announced one', historyType: 'announcement', status: 'drafted', canDelete: false }),
    ]);
    expect(buttonsOf('Drafted one')).toEqual([]);
    expect(buttonsOf('Deletable one')).toEqual(['Delete Deletable one']);
    // An announcement has no editor here: never Edit.
    expect(buttonsOf('Announced one')).toEqual(['Send now Announced one']);
  });

  it('copies the answering page of a survey waiting to go out', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openHistory([
      makeRow(1, {
        subject: 'Feedback',
        historyType: 'survey',
        status: 'scheduled',
        canSendNow: false,
        canCopyLink: true,
      }),
    ]);
    expect(buttonsOf('Feedback')).toEqual(['Edit Feedback', 'Delete Feedback', 'Copy link Feedback']);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link Feedback' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/survey/12/post`));
  });

  it('lists the failed recipients of a failed row on demand, with the reason', async () => {
    const failedDeliveries = [
      { email: 'a@x.test', reason: '550 5.1.1 Unknown mailbox' },
      { email: 'b@x.test', reason: '552 Mailbox full' },
    ];
    await openHistory([
      makeRow(1, { subject: 'Oops', status: 'failed', failedRecipients: ['a@x.test', 'b@x.test'], failedDeliveries }),
    ]);
    const toggle = rowOf('Oops').getByRole('button', { name: failedRecipientsLabel(2) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rowOf('Oops').getByText('a@x.test: 550 5.1.1 Unknown mailbox')).toBeTruthy();
    expect(rowOf('Oops').getByText('Failed')).toBeTruthy();
  });

  it('edits a communication in the composer of its type and method', async () => {
    await openHistory([
      makeRow(5, { subject: 'Later', historyType: 'message', deliveryMethods: ['calendar'], status: 'scheduled' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Later' }));
    await waitFor(() => expect(location()).toBe('/event/12/communications/message/calendar/105'));
  });

  it('deletes after confirming, then reads the history again', async () => {
    const { calls } = await openHistory([makeRow(3, { subject: 'Later', status: 'scheduled' })], {
      'DELETE /api/communication_histories/3': { body: { message: COMMUNICATION_MESSAGES.deleted } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Later' }));
    const dialog = within(await screen.findByRole('dialog', { name: DELETE_TITLE }));
    expect(dialog.getByText(/"Later" will be deleted/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/communication_histories/3',
    ]);
    await waitFor(() => expect(historyRequests(calls).length).toBeGreaterThan(1));
  });

  it('says when deleting fails', async () => {
    await openHistory([makeRow(3, { subject: 'Later', status: 'scheduled' })], {
      'DELETE /api/communication_histories/3': { status: 422, body: { error: COMMUNICATION_MESSAGES.notChangeable } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Later' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: DELETE_TITLE })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(COMMUNICATION_MESSAGES.deleteFailed)).toBeTruthy();
  });

  it('sends now after confirming', async () => {
    const { calls } = await openHistory([makeRow(2, { subject: 'Later', status: 'scheduled' })], {
      'POST /api/communication_histories/send_now': {
        body: { communication: {}, message: COMMUNICATION_MESSAGES.sent },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send now Later' }));
    const dialog = within(await screen.findByRole('dialog', { name: SEND_NOW_TITLE }));
    expect(calls.some((call) => call.path === '/api/communication_histories/send_now')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.sent)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/communication_histories/send_now')?.body).toEqual({ id: 2 });
  });

  it('treats an answer carrying an error as a failed send', async () => {
    await openHistory([makeRow(2, { subject: 'Later', status: 'drafted' })], {
      'POST /api/communication_histories/send_now': { body: { error: 'nope' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send now Later' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: SEND_NOW_TITLE })).getByRole('button', { name: 'Send now' }),
    );
    expect(await screen.findByText(COMMUNICATION_MESSAGES.genericFailed)).toBeTruthy();
  });

  it('says when there are no communications yet', async () => {
    serveCommunications({}, []);
    renderApp('/event/12/communications');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages only above 10 rows, keeping the server order', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => makeRow(i + 1, { subject: `Note ${i + 1}` }));
    const { table } = await openHistory(rows);
    expect(table.getAllByRole('row')).toHaveLength(11);
    expect(table.getByText('Note 1')).toBeTruthy();
    expect(table.queryByText('Note 11')).toBeNull();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Note 11')).toBeTruthy();
    expect(screen.getByText('Note 12')).toBeTruthy();
    expect(screen.queryByText('Note 1')).toBeNull();
  });

  it('shows no pager for 10 rows', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => makeRow(i + 1, { subject: `Note ${i + 1}` }));
    const { table } = await openHistory(rows);
    expect(table.getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    let fail = true;
    serveCommunications({}, [], {
      history: () =>
        fail
          ? { status: 500, body: { error: 'Boom' } }
          : { body: { data: { communicationHistories: [makeRow(1, { subject: 'Back again' })] } } },
    });
    renderApp('/event/12/communications');
    // The default client retries server errors twice before giving up.
    expect(await screen.findByText('Boom', undefined, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('keeps only the subject column on a phone and stacks the rest, status too, below it', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    const { table } = await openHistory([makeRow(1, { subject: 'Welcome aboard', status: 'scheduled' })]);
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Subject', 'Actions']);
    expect(rowOf('Welcome aboard').getByText('Invitation · Email')).toBeTruthy();
    expect(rowOf('Welcome aboard').getByText('Scheduled')).toBeTruthy();
    expect(rowOf('Welcome aboard').getByRole('button', { name: 'Edit Welcome aboard' })).toBeTruthy();
  });
});
