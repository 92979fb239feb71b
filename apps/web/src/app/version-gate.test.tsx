import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@huddle/domain/constants';
import { mockFetch, type MockResponse } from '../test/mock-fetch';
import { renderWithProviders } from '../test/render';
import { UPDATING_TEXT, VERSION_CHECK_INTERVAL_MS, VERSION_RELOAD_KEY, VersionGate } from './version-gate';

afterEach(() => vi.useRealTimers());

function serveVersion(initial: MockResponse) {
  let answer = initial;
  const mock = mockFetch({ 'GET /api/version': () => answer });
  return { ...mock, answer: (next: MockResponse) => (answer = next) };
}

const versionCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/version').length;

function renderGate(reload: () => void, enabled = true) {
  return renderWithProviders(
    <VersionGate enabled={enabled} reload={reload}>
      <p>The app</p>
    </VersionGate>,
  );
}

describe('version check', () => {
  it('shows the updating screen and reloads once when the server runs another version', async () => {
    serveVersion({ body: { version: '9.9.9' } });
    const reload = vi.fn();
    renderGate(reload);
    expect(await screen.findByText(UPDATING_TEXT)).toBeTruthy();
    expect(screen.getByText(UPDATING_TEXT).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(VERSION_RELOAD_KEY)).toBe('9.9.9');
  });

  it('does not reload again for a version it already reloaded for', async () => {
    const { calls } = serveVersion({ body: { version: '9.9.9' } });
    sessionStorage.setItem(VERSION_RELOAD_KEY, '9.9.9');
    const reload = vi.fn();
    renderGate(reload);
    await vi.waitFor(() => expect(versionCalls(calls)).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.getByText('The app')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks again every five minutes and clears the reload mark while versions agree', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveVersion({ body: { version: APP_VERSION } });
    sessionStorage.setItem(VERSION_RELOAD_KEY, APP_VERSION);
    const reload = vi.fn();
    renderGate(reload);
    await vi.waitFor(() => expect(versionCalls(server.calls)).toBe(1));
    await vi.waitFor(() => expect(sessionStorage.getItem(VERSION_RELOAD_KEY)).toBeNull());
    expect(screen.getByText('The app')).toBeTruthy();

    server.answer({ body: { version: '1.17.0' } });
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS));
    expect(versionCalls(server.calls)).toBe(2);
    expect(await screen.findByText(UPDATING_TEXT)).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never blocks the app when the check fails', async () => {
    const { calls } = serveVersion({ status: 500, body: { error: 'boom' } });
    const reload = vi.fn();
    renderGate(reload);
    await vi.waitFor(() => expect(versionCalls(calls)).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.getByText('The app')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays off outside production builds', async () => {
    const { calls } = serveVersion({ body: { version: '9.9.9' } });
    const reload = vi.fn();
    renderGate(reload, false);
    await act(() => Promise.resolve());
    expect(screen.getByText('The app')).toBeTruthy();
    expect(versionCalls(calls)).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
