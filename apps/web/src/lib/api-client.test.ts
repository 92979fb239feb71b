import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, graphql, hasErrorCode, READ_TIMEOUT_MS, TIMEOUT_MESSAGE, WRITE_TIMEOUT_MS } from './api-client';

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

/** A fetch that answers every call with this status and JSON body. */
function answering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

describe('api errors carry the code of the one list (docs/api-errors.md)', () => {
  it('reads the code of a REST error body beside its text and field errors', async () => {
    answering(403, { error: 'You are not invited to this event.', code: 'not_invited' });
    const refused = await api.get('/api/events/1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'not_invited', error: 'You are not invited to this event.' });
    expect(hasErrorCode(refused, 'forbidden', 'not_invited')).toBe(true);
    expect(hasErrorCode(refused, 'forbidden')).toBe(false);

    answering(422, { error: 'Name is required', errors: { name: ['Name is required'] }, code: 'validation' });
    const invalid = await api.post('/api/offices', {}).catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 422, code: 'validation', errors: { name: ['Name is required'] } });
  });

  it('knows no code when the body names none or one this build does not know', async () => {
    for (const body of [{ error: 'Unauthorized access' }, { error: 'x', code: 'toString' }, { error: 'x', code: 7 }]) {
      answering(401, body);
      const error = await api.get('/api/users/current').catch((e: unknown) => e);
      expect((error as ApiError).code, JSON.stringify(body)).toBeUndefined();
      expect(hasErrorCode(error, 'unauthorized')).toBe(false);
    }
    expect(hasErrorCode(new Error('not_found'), 'not_found')).toBe(false);
  });

  it('gives a GraphQL error the code and status of its extensions, as REST would', async () => {
    answering(200, { data: null, errors: [{ message: 'Not found', extensions: { code: 'not_found', status: 404 } }] });
    const missing = await graphql('{ invitees { totalCount } }').catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, code: 'not_found', error: 'Not found' });

    answering(200, { errors: [{ message: 'Syntax Error' }] });
    const broken = await graphql('{').catch((error: unknown) => error);
    expect(broken).toMatchObject({ status: 400, code: undefined, error: 'Syntax Error' });
  });
});
