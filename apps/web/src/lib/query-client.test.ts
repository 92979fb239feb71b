import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey, fetchCurrentUser } from './current-user';
import { createQueryClient } from './query-client';
import { api } from './api-client';
import { mockFetch } from '../test/mock-fetch';
import { makeUser } from '../test/fixtures';

vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  it('signs the user out on a 401 from /api/users/current', async () => {
    mockFetch({ 'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } } });
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser }).catch(() => undefined);
    expect(client.getQueryState(currentUserKey)?.data).toBeNull();
  });

  it('signs a signed-in user out when any query answers 401, keeping the organization', async () => {
    mockFetch({ 'GET /api/users/events': { status: 401, body: { error: 'Unauthorized' } } });
    const client = createQueryClient();
    client.setQueryData(currentUserKey, makeUser());
    client.setQueryData(['organizations', 'current'], { id: 1 });
    client.setQueryData(['offices'], []);
    client.setQueryData(['organizations', 1, 'settings'], { email_domains: ['acme.test'] });
    await client
      .fetchQuery({ queryKey: ['users', 'events'], queryFn: () => api.get('/api/users/events') })
      .catch(() => undefined);
    expect(client.getQueryData(currentUserKey)).toBeNull();
    expect(client.getQueryData(['organizations', 'current'])).toEqual({ id: 1 });
    expect(client.getQueryData(['offices'])).toBeUndefined();
    // An admin's settings start like the organization's key but are not public.
    expect(client.getQueryData(['organizations', 1, 'settings'])).toBeUndefined();
  });
});
