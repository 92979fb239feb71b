import type { TestApp } from './build-app.ts';
import type { TestOrganization } from './factories.ts';

const HOUR = 3600 * 1000;

/** A valid event form body (JSON) starting `inHours` from the test clock's now. */
export function eventBody(t: TestApp, hostIds: number[], overrides: Record<string, unknown> = {}, inHours = 24 * 7) {
  const start = new Date(t.clock.now().getTime() + inHours * HOUR);
  return {
    event: {
      name: 'Team offsite',
      description: '<p>Plans for <b>next year</b><script>alert(1)</script></p>',
      start: start.toISOString(),
      ends: new Date(start.getTime() + HOUR).toISOString(),
      timezone: 'Europe/Lisbon',
      location: 'Room 4',
      privacy: 'open',
      host_ids: hostIds,
      ...overrides,
    },
  };
}

/** Creates (and optionally publishes) an event through the API as the given session. */
export async function createEvent(
  t: TestApp,
  org: TestOrganization,
  headers: Record<string, string>,
  hostIds: number[],
  {
    publish = true,
    inHours = 24 * 7,
    ...overrides
  }: Record<string, unknown> & { publish?: boolean; inHours?: number } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: publish ? '/api/events/publish' : '/api/events',
    headers,
    payload: eventBody(t, hostIds, overrides, inHours),
  });
  if (response.statusCode >= 300) throw new Error(`event not created: ${response.statusCode} ${response.body}`);
  void org;
  return response.json().event as { id: number; name: string; published: boolean; [key: string]: unknown };
}
