import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { makeEvent, serveEvent } from '../../../test/event-fixtures';
import { renderApp } from '../../../test/render';
import { GO_TO_COMMUNICATIONS } from './reschedule-banner';
import { rescheduleDismissKey, useRescheduleBanner } from './use-reschedule-banner';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('useRescheduleBanner', () => {
  it('shows while rescheduling is needed until dismissed, per event', () => {
    const { result, rerender } = renderHook(
      (props: { id: number; needs_rescheduling?: boolean }) => useRescheduleBanner(props),
      { initialProps: { id: 12, needs_rescheduling: true } },
    );
    expect(result.current.open).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(rescheduleDismissKey(12))).toBe('1');
    rerender({ id: 13, needs_rescheduling: true });
    expect(result.current.open).toBe(true);
    rerender({ id: 12, needs_rescheduling: true });
    expect(result.current.open).toBe(false);
  });

  it('forgets the dismissal once the condition clears, so a new change warns again', () => {
    localStorage.setItem(rescheduleDismissKey(12), '1');
    const { result, rerender } = renderHook(
      (props: { id: number; needs_rescheduling?: boolean }) => useRescheduleBanner(props),
      { initialProps: { id: 12, needs_rescheduling: false } },
    );
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(rescheduleDismissKey(12))).toBeNull();
    rerender({ id: 12, needs_rescheduling: true });
    expect(result.current.open).toBe(true);
  });

  it('never shows for an event without the flag', () => {
    const { result } = renderHook(() => useRescheduleBanner({ id: 12 }));
    expect(result.current.open).toBe(false);
  });
});

describe('reschedule banner on the event manager page', { timeout: 30_000 }, () => {
  it('warns with a link to communications, and stays dismissed for the event', async () => {
    serveEvent(makeEvent({ needs_rescheduling: true }));
    renderApp('/event/12/surveys');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.rescheduleBanner)).toBeTruthy();
    expect(screen.getByRole('link', { name: GO_TO_COMMUNICATIONS }).getAttribute('href')).toBe(
      '/event/12/communications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(COMMUNICATION_MESSAGES.rescheduleBanner)).toBeNull());
    expect(localStorage.getItem(rescheduleDismissKey(12))).toBe('1');

    // A later visit (a new page load) remembers the dismissal.
    cleanup();
    serveEvent(makeEvent({ needs_rescheduling: true }));
    renderApp('/event/12/surveys');
    await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
    expect(screen.queryByText(COMMUNICATION_MESSAGES.rescheduleBanner)).toBeNull();
  });

  it('is not shown when no invitation needs a new time', async () => {
    localStorage.setItem(rescheduleDismissKey(12), '1');
    serveEvent(makeEvent({ needs_rescheduling: false }));
    renderApp('/event/12/surveys');
    await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
    expect(screen.queryByText(COMMUNICATION_MESSAGES.rescheduleBanner)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(rescheduleDismissKey(12))).toBeNull());
  });
});
