import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATIONS_POLL_MS } from '@huddle/domain/communication-schemas';
import { renderApp } from '../../../test/render';
import { historyRefetchInterval } from '../api/get-communication-histories';
import { historyRequests, makeRow, serveCommunications } from './test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('history polling', { timeout: 30_000 }, () => {
  it('polls while a message is drafted or sending, or an invitation of an upcoming event is', () => {
    const message = (status: 'drafted' | 'sending' | 'sent') => makeRow(1, { historyType: 'message', status });
    const invitation = (status: 'drafted' | 'sending' | 'scheduled') =>
      makeRow(2, { historyType: 'invitation', status });
    expect(historyRefetchInterval([message('drafted')], true)).toBe(COMMUNICATIONS_POLL_MS);
    expect(historyRefetchInterval([message('sending')], false)).toBe(COMMUNICATIONS_POLL_MS);
    expect(historyRefetchInterval([invitation('sending')], false)).toBe(COMMUNICATIONS_POLL_MS);
    expect(historyRefetchInterval([invitation('sending')], true)).toBe(false);
    expect(historyRefetchInterval([invitation('scheduled'), message('sent')], false)).toBe(false);
    expect(historyRefetchInterval([], false)).toBe(false);
    expect(historyRefetchInterval(undefined, false)).toBe(false);
  });

  it('reads the history again until nothing is on its way', async () => {
    let answers = 0;
    const { calls } = serveCommunications({}, [], {
      history: () => {
        answers += 1;
        const status = answers === 1 ? 'sending' : 'sent';
        return { body: { data: { communicationHistories: [makeRow(1, { subject: 'Hello', status })] } } };
      },
    });
    // The poll's interval runs on the fake clock: the test moves it on instead of waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/event/12/communications');
    expect(await screen.findByText('Sending')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COMMUNICATIONS_POLL_MS));
    expect(await screen.findByText('Sent')).toBeTruthy();
    const settled = historyRequests(calls).length;
    await act(() => vi.advanceTimersByTimeAsync(3 * COMMUNICATIONS_POLL_MS));
    expect(historyRequests(calls).length).toBe(settled);
  });
});
