import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FAILURES, AI_GENERATIONS_PER_HOUR } from '@huddle/domain/ai-schemas';
import { eq } from 'drizzle-orm';
import { aiEventGenerations } from '../../db/schema/ai.ts';
import { users } from '../../db/schema/users.ts';
import { eventTypes } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { goodOptions, startFakeLlm, type FakeLlm } from '../../../test/fakes/llm-server.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { graphqlAs } from '../../../test/call.ts';

/** Spec events §2 "AI generator", §7 "AI", §8: against a local OpenAI-compatible server, over real HTTP. */
const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let llm: FakeLlm;
let { acme, admin, organizer, user, globexAdmin } = {} as Tenants;
let picnic: number;
let globexType: number;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await buildTestApp({
    now: NOW,
    env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_SECONDS: '2' },
  });
  let globex;
  ({ acme, globex, admin, organizer, user, globexAdmin } = await twoTenants(t));
  const type = async (organizationId: number, name: string) =>
    (await t.db.insert(eventTypes).values({ organizationId, name }).returning({ id: eventTypes.id }))[0]!.id;
  picnic = await type(acme.id, 'Team social');
  globexType = await type(globex.id, 'Globex party');
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

async function gql(s: Session, query: string, variables: Record<string, unknown> = {}) {
  const response = await graphqlAs(t, s, query, variables);
  return { status: response.statusCode, body: response.json() };
}

const GENERATE = `mutation($input: AiEventGeneratorInput!) { aiEventOptionsGenerate(input: $input) {
  eventOptions { eventTitle eventDescription eventDateTime eventLocation } error } }`;
const GENERATE_ONE = `mutation($input: AiEventGeneratorInput!) { eventAiGenerate(input: $input) {
  eventOption { eventTitle } error } }`;
const CREATE = `mutation($input: AiEventCreateInput!) { aiEventCreate(input: $input) { event { id status } error } }`;
const USAGE = `query { aiEventGenerationUsage { total last30Days } }`;

type Option = ReturnType<typeof goodOptions>['eventOptions'][number];

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);

const request = () => ({ eventType: String(picnic), eventDescription: 'A summer picnic', eventTones: ['Casual'] });

async function generate(s: Session = organizer, input: Record<string, unknown> = request()) {
  const { status, body } = await gql(s, GENERATE, { input });
  expect(status).toBe(200);
  return body.data.aiEventOptionsGenerate as {
    eventOptions: { eventTitle: string; eventDescription: string; eventDateTime: string; eventLocation: string }[];
    error: string | null;
  };
}

describe('aiEventOptionsGenerate', () => {
  it('asks for structured output and answers the options', async () => {
    const before = llm.requests.length;
    // Noon in UTC is already the next day on Kiritimati (UTC+14): the model is told the user's own date.
    const where = eq(users.id, organizer.user.id);
    const [{ timezone }] = (await t.db.select({ timezone: users.timezone }).from(users).where(where)) as [
      { timezone: string },
    ];
    await t.db.update(users).set({ timezone: 'Pacific/Kiritimati' }).where(where);
    const answer = await generate().finally(() => t.db.update(users).set({ timezone }).where(where));
    expect(answer.error).toBeNull();
    expect(answer.eventOptions.map((o) => o.eventTitle)).toEqual([
      'Summer Team Picnic',
      'Sunshine Social',
      'Picnic and Play',
    ]);
    expect(llm.requests.length).toBe(before + 1);
    const sent = llm.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.response_format?.type).toBe('json_schema');
    expect(sent.body.response_format?.json_schema?.strict).toBe(true);
    const schema = sent.body.response_format?.json_schema?.schema as { required: string[] };
    expect(schema.required).toEqual(['eventOptions']);
    // Only the request, the event type's name and today's date leave the server.
    const text = JSON.stringify(sent.body.messages);
    expect(text).toContain('A summer picnic');
    expect(text).toContain('Event type: Team social');
    expect(text).toContain('Tone: Casual');
    expect(text).toContain('Today: 2026-11-23 (timezone Pacific/Kiritimati)');
    for (const secret of [acme.subdomain, organizer.user.email, 'Acme']) expect(text).not.toContain(secret);
  });

  it('sanitizes the generated HTML', async () => {
    const options = goodOptions();
    options.eventOptions[0]!.eventDescription = '<p onclick="x()">Hi<script>alert(1)</script><img src=x></p>';
    llm.script({ content: JSON.stringify(options) });
    const answer = await generate();
    expect(answer.eventOptions[0]!.eventDescription).toBe('<p>Hi</p>');
  });

  it('asks again once after a malformed answer', async () => {
    const before = llm.requests.length;
    llm.script({ content: '{"eventOptions": [' });
    const answer = await generate();
    expect(answer.error).toBeNull();
    expect(answer.eventOptions).toHaveLength(3);
    expect(llm.requests.length).toBe(before + 2);
  });

  it('gives up after two malformed answers (bad JSON, then JSON of the wrong shape)', async () => {
    const before = llm.requests.length;
    llm.script({ content: 'not json' }, { content: JSON.stringify({ eventOptions: [{ eventTitle: 'x' }] }) });
    const answer = await generate();
    expect(answer).toEqual({ eventOptions: [], error: AI_FAILURES.malformed });
    expect(llm.requests.length).toBe(before + 2);
  });

  it('times out cleanly, without a retry', async () => {
    const before = llm.requests.length;
    llm.script({ hang: true });
    // The LLM timeout is wall time by nature (2 s here): measured on the wall clock.
    const started = Date.now();
    const answer = await generate();
    expect(answer).toEqual({ eventOptions: [], error: AI_FAILURES.timeout });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(llm.requests.length).toBe(before + 1);
  });

  it('holds no transaction while the model thinks: other requests go on', async () => {
    llm.script({ hang: true });
    const asked = llm.requests.length;
    let settled = false;
    const generating = generate().then((answer) => {
      settled = true;
      return answer;
    });
    await expect.poll(() => llm.requests.length, { timeout: 2_000, interval: 20 }).toBe(asked + 1);
    // On PGlite (one connection) a transaction held by the generation would make this wait for the timeout.
    const flags = await t.app.inject({ method: 'GET', url: '/api/feature_flags', headers: organizer.headers });
    expect(flags.statusCode).toBe(200);
    const other = await gql(admin, USAGE);
    expect(other.status).toBe(200);
    expect(settled).toBe(false);
    expect(await generating).toEqual({ eventOptions: [], error: AI_FAILURES.timeout });
  });

  it("answers the model's refusal", async () => {
    llm.script({ refusal: 'I cannot help with that.' });
    expect(await generate()).toEqual({ eventOptions: [], error: AI_FAILURES.refused });
  });

  it('answers a failing model without retrying', async () => {
    const before = llm.requests.length;
    llm.script({ status: 500 });
    expect(await generate()).toEqual({ eventOptions: [], error: AI_FAILURES.unavailable });
    expect(llm.requests.length).toBe(before + 1);
  });

  it('refuses an empty description or no tone with the wizard texts', async () => {
    expect((await generate(organizer, { ...request(), eventDescription: ' ' })).error).toBe('Describe the event');
    expect((await generate(organizer, { ...request(), eventTones: [] })).error).toBe('Choose at least one tone');
  });

  it('eventAiGenerate answers one option', async () => {
    const { body } = await gql(organizer, GENERATE_ONE, { input: request() });
    expect(body.data.eventAiGenerate).toEqual({ eventOption: { eventTitle: 'Summer Team Picnic' }, error: null });
  });
});

describe('access', () => {
  it('is for organizers and admins (spec §6)', async () => {
    const { body } = await gql(user, GENERATE, { input: request() });
    expect(body.errors[0].extensions.status).toBe(403);
    const option = goodOptions().eventOptions[0]!;
    const create = await gql(user, CREATE, { input: { ...request(), ...option, status: 'draft' } });
    expect(create.body.errors[0].extensions.status).toBe(403);
    expect((await generate(admin)).error).toBeNull();
  });

  it("answers 404 for another organization's event type", async () => {
    const { body } = await gql(organizer, GENERATE, { input: { ...request(), eventType: String(globexType) } });
    expect(body.errors[0].extensions.status).toBe(404);
    const theirs = await gql(globexAdmin, GENERATE, { input: request() });
    expect(theirs.body.errors[0].extensions.status).toBe(404);
  });

  it('is off with the ai-generate-event flag off, without calling the model', async () => {
    const before = llm.requests.length;
    await t.app.inject({
      method: 'PUT',
      url: '/api/feature_flags/ai-generate-event',
      headers: admin.headers,
      payload: { enabled: false },
    });
    expect(await generate()).toEqual({ eventOptions: [], error: AI_FAILURES.turnedOff });
    expect(llm.requests.length).toBe(before);
    await t.app.inject({
      method: 'PUT',
      url: '/api/feature_flags/ai-generate-event',
      headers: admin.headers,
      payload: { enabled: true },
    });
  });

  it('limits each user to the hourly number of generations, and admins see the count', async () => {
    const { body } = await gql(admin, USAGE);
    const counted = body.data.aiEventGenerationUsage.total as number;
    // One row per generation that reached the model above (a retry is part of its generation): 10.
    expect(counted).toBe(10);
    const rows = Array.from({ length: AI_GENERATIONS_PER_HOUR }, () => ({
      organizationId: acme.id,
      userId: admin.user.id,
      outcome: 'ok',
      createdAt: new Date(NOW.getTime() - 10 * 60_000),
    }));
    // An older generation counts in the total only.
    const old = { organizationId: acme.id, userId: organizer.user.id, outcome: 'ok', createdAt: daysAgo(31) };
    await t.db.insert(aiEventGenerations).values([...rows, old]);
    const before = llm.requests.length;
    expect(await generate(admin)).toEqual({ eventOptions: [], error: AI_FAILURES.rateLimited });
    expect(llm.requests.length).toBe(before);
    expect((await generate(organizer)).error).toBeNull();
    const after = await gql(admin, USAGE);
    expect(after.body.data.aiEventGenerationUsage).toEqual({
      total: counted + AI_GENERATIONS_PER_HOUR + 2,
      last30Days: counted + AI_GENERATIONS_PER_HOUR + 1,
    });
    expect((await gql(organizer, USAGE)).body.errors[0].extensions.status).toBe(403);
  });
});

describe('aiEventCreate', () => {
  async function createFrom(option: Option, status: string) {
    const { body } = await gql(organizer, CREATE, { input: { ...request(), ...option, status } });
    return body.data.aiEventCreate as { event: { id: string; status: string } | null; error: string | null };
  }

  it('saves the chosen option as a draft, equal to it', async () => {
    const [, option] = (await generate()).eventOptions;
    const created = await createFrom(option!, 'draft');
    expect(created.error).toBeNull();
    expect(created.event?.status).toBe('draft');
    const response = await t.app.inject({ url: `/api/events/${created.event!.id}`, headers: organizer.headers });
    const event = response.json().event;
    expect(event.name).toBe('Sunshine Social');
    expect(event.description).toBe('<p>An afternoon of sun, snacks and conversation with the team.</p>');
    expect(new Date(event.start).toISOString()).toBe(new Date(option!.eventDateTime).toISOString());
    expect(new Date(event.ends).getTime() - new Date(event.start).getTime()).toBe(3600_000);
    expect(event.location).toBe('Rooftop Terrace');
    expect(event.published).toBe(false);
    expect(event.event_type_id).toBe(picnic);
    expect(event.host_ids).toEqual([organizer.user.id]);
  });

  it('publishes the chosen option', async () => {
    const [option] = (await generate()).eventOptions;
    const created = await createFrom(option!, 'published');
    expect(created.event?.status).toBe('published');
    const response = await t.app.inject({ url: `/api/events/${created.event!.id}`, headers: user.headers });
    expect(response.json().event).toMatchObject({ name: 'Summer Team Picnic', published: true });
  });

  it('answers the events rules as the error: a start in the past', async () => {
    const option = { ...goodOptions().eventOptions[0]!, eventDateTime: '2026-11-01T09:00:00Z' };
    expect(await createFrom(option, 'published')).toEqual({ event: null, error: 'Date is in the past' });
  });
});

describe("eventType as the wizard gives it: the name of one of the organization's event types", () => {
  it('generates and creates from the name (any case), as from the id', async () => {
    const before = llm.requests.length;
    const answer = await generate(organizer, { ...request(), eventType: ' team SOCIAL ' });
    expect(answer.error).toBeNull();
    expect(answer.eventOptions).toHaveLength(3);
    expect(JSON.stringify(llm.requests[before]!.body)).toContain('Team social');
    const option = goodOptions().eventOptions[0]!;
    const { body } = await gql(organizer, CREATE, {
      input: { ...request(), ...option, eventType: 'Team social', status: 'draft' },
    });
    expect(body.data.aiEventCreate.error).toBeNull();
    const id = body.data.aiEventCreate.event.id;
    const event = (await t.app.inject({ url: `/api/events/${id}`, headers: organizer.headers })).json().event;
    expect(event.event_type_id).toBe(picnic);
  });

  it("answers an unknown name (another organization's too) with the validation error, asking no model", async () => {
    const before = llm.requests.length;
    for (const eventType of ['No such type', 'Globex party']) {
      expect(await generate(organizer, { ...request(), eventType })).toEqual({
        eventOptions: [],
        error: AI_FAILURES.unknownEventType,
      });
      const option = goodOptions().eventOptions[0]!;
      const { body } = await gql(organizer, CREATE, { input: { ...request(), ...option, eventType, status: 'draft' } });
      expect(body.data.aiEventCreate).toEqual({ event: null, error: AI_FAILURES.unknownEventType });
    }
    expect(llm.requests.length).toBe(before);
  });
});
