import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, READ_TIMEOUT_MS, TIMEOUT_MESSAGE, WRITE_TIMEOUT_MS } from './api-client';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that never answers until its signal aborts, recording the timeout each call was given. */
function hangingFetch() {
  const timeouts: number[] = [];
  const timeout = vi.spyOn(AbortSignal, 'timeout');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          if (init.signal?.aborted) reject(init.signal.reason);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ),
  );
  timeout.mockImplementation((ms: number) => {
    timeouts.push(ms);
    const controller = new AbortController();
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    return controller.signal;
  });
  return timeouts;
}

describe('api client timeouts (spec events §9)', () => {
  it('gives writes 30 s and reads 5 minutes, and says so when time runs out', async () => {
    const timeouts = hangingFetch();
    const write = api.post('/api/events', { event: {} }).catch((error: unknown) => error);
    const read = api.get('/api/events/1').catch((error: unknown) => error);
    const [writeError, readError] = await Promise.all([write, read]);
    expect(timeouts).toEqual([WRITE_TIMEOUT_MS, READ_TIMEOUT_MS]);
    expect(writeError).toBeInstanceOf(ApiError);
    expect((writeError as ApiError).status).toBe(0);
    expect((readError as ApiError).message).toBe(TIMEOUT_MESSAGE);
  });
});
