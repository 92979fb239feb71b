import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FAILURES } from '@huddle/domain/ai-schemas';
import { eq } from 'drizzle-orm';
import { aiEventGenerations } from '../../db/schema/ai.ts';
import { eventTypes } from '../../db/schema/organizations.ts';
import { sessions } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { goodOptions, startFakeLlm, type FakeLlm } from '../../../test/fakes/llm-server.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';

/**
 * Spec events §7 "AI" eventAiGenerate: one more option for the same request (the wizard's "Generate another
 * option"), against a local OpenAI-compatible server over real HTTP. It runs outside the request's transaction
 * (ADR 23), so the caller's identification must still be kept.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let llm: FakeLlm;
let organizer: Session;
let user: Session;
let picnic: number;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await buildTestApp({
    now: NOW,
    env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-model', LLM_TIMEOUT_SECONDS: '2' },
  });
  const tenants = await twoTenants(t);
  ({ organizer, user } = tenants);
  const [type] = await t.db
    .insert(eventTypes)
    .values({ organizationId: tenants.acme.id, name: 'Team social' })
    .returning({ id: eventTypes.id });
  picnic = type!.id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const GENERATE_ONE = `mutation($input: AiEventGeneratorInput!) { eventAiGenerate(input: $input) {
  eventOption { eventTitle eventDescription eventDateTime eventLocation } error } }`;

const request = () => ({ eventType: String(picnic), eventDescription: 'A summer picnic', eventTones: ['Casual'] });

async function generateOne(s: Session = organizer, input: Record<string, unknown> = request()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: s.headers,
    payload: { query: GENERATE_ONE, variables: { input } },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data?: { eventAiGenerate: { eventOption: Record<string, string> | null; error: string | null } };
    errors?: { extensions: { status: number } }[];
  };
}

describe('eventAiGenerate', () => {
  it('asks the model for one option of the same request and answers it, sanitized', async () => {
    const before = llm.requests.length;
    const options = goodOptions();
    options.eventOptions[0]!.eventDescription = '<p onclick="x()">One more<script>alert(1)</script></p>';
    llm.script({ content: JSON.stringify(options) });
    const { data } = await generateOne();
    expect(data?.eventAiGenerate).toEqual({
      eventOption: { ...options.eventOptions[0], eventDescription: '<p>One more</p>' },
      error: null,
    });
    expect(llm.requests.length).toBe(before + 1);
    const text = JSON.stringify(llm.requests.at(-1)!.body.messages);
    expect(text).toContain('Suggest 1 different event option for the request');
    expect(text).toContain('Event type: Team social');
    expect(text).toContain('A summer picnic');
  });

  it("answers the model's failure as the error, with no option", async () => {
    llm.script({ status: 500 });
    expect((await generateOne()).data?.eventAiGenerate).toEqual({
      eventOption: null,
      error: AI_FAILURES.unavailable,
    });
    llm.script({ refusal: 'No.' });
    expect((await generateOne()).data?.eventAiGenerate).toEqual({ eventOption: null, error: AI_FAILURES.refused });
  });

  it('refuses a request the wizard would not send, without asking the model', async () => {
    const before = llm.requests.length;
    const { data } = await generateOne(organizer, { ...request(), eventTones: [] });
    expect(data?.eventAiGenerate).toEqual({ eventOption: null, error: 'Choose at least one tone' });
    expect(llm.requests.length).toBe(before);
    expect((await generateOne(user)).errors?.[0]?.extensions.status).toBe(403);
  });

  it('counts each generation with its outcome', async () => {
    const outcomes = await t.db
      .select({ outcome: aiEventGenerations.outcome })
      .from(aiEventGenerations)
      .where(eq(aiEventGenerations.userId, organizer.user.id))
      .orderBy(aiEventGenerations.id);
    expect(outcomes.map((row) => row.outcome)).toEqual(['ok', 'unavailable', 'refused']);
  });
});

describe("the caller's session", () => {
  it('is noted as seen, though the call runs outside the request transaction', async () => {
    const where = eq(sessions.userId, organizer.user.id);
    // The identification notes a session as seen at most once a minute: this one was last seen ten minutes ago.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(NOW.getTime() - 10 * 60_000) })
      .where(where);
    expect((await generateOne()).data?.eventAiGenerate.error).toBeNull();
    const [row] = await t.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(where);
    expect(row!.lastSeenAt.toISOString()).toBe(NOW.toISOString());
  });
});
