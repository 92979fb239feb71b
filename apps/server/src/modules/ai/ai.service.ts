import {
  AI_EVENT_DURATION_MS,
  AI_EVENT_OPTION_COUNT,
  AI_FAILURES,
  AI_GENERATIONS_PER_HOUR,
  aiEventOption,
  type AiEventCreateInput,
  type AiEventOption,
  type AiGeneratorInput,
} from '@huddle/domain/ai-schemas';
import { DEFAULT_TIMEZONE } from '@huddle/domain/constants';
import { eventInput } from '@huddle/domain/event-schemas';
import { mayGenerateAiEvents, mayViewAiUsage } from '@huddle/domain/policy/ai';
import { z } from 'zod';
import type { Tenancy } from '../../db/tenancy.ts';
import type { LlmClient } from '../../integrations/ai/llm-client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { FeatureFlagsPort } from '../feature-flags/feature-flags.port.ts';
import { eventOptionsPrompt } from './ai.prompt.ts';
import * as aiRepository from './ai.repository.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Options, or the reason there are none (the {message} of spec §8's texts). */
export type OptionsResult = { eventOptions: AiEventOption[]; error: null } | { eventOptions: []; error: string };

/**
 * The AI event generator (spec events §2 "AI generator", §7 "AI"): options from the language model, then an event
 * made from the chosen one through the events service. Off without a model or with the ai-generate-event flag off.
 */
export function createAiService(deps: {
  bind: Tenancy['bind'];
  savepoint: Tenancy['savepoint'];
  inOrganization: Tenancy['inOrganization'];
  clock: Clock;
  /** null: no model is configured. */
  llm: LlmClient | null;
  featureFlags: Pick<FeatureFlagsPort, 'isOn'>;
  events: Pick<EventsPort, 'save'>;
}) {
  const repo = deps.bind(aiRepository);

  /** Who may, then whether the feature is on here: a reason when it is not. */
  async function unavailable(actor: Actor): Promise<string | null> {
    if (!mayGenerateAiEvents(actor)) throw forbidden();
    if (!deps.llm) return AI_FAILURES.notConfigured;
    if (!(await deps.featureFlags.isOn('ai-generate-event'))) return AI_FAILURES.turnedOff;
    return null;
  }

  /**
   * The event type by id or name; null for a name the organization has no type of (a refused input: spec §7's
   * payload error). An id of another organization's type, or of none, answers 404 like any other object of theirs.
   */
  async function eventTypeOf(ref: number | string): Promise<{ id: number; name: string } | null> {
    if (typeof ref === 'string') return repo.eventTypeNamed(ref);
    const name = await repo.eventTypeName(ref);
    if (name === null) throw notFound(AI_FAILURES.unknownEventType);
    return { id: ref, name };
  }

  /** The user's own calendar day as YYYY-MM-DD (en-CA's format); UTC's if the zone is unknown. */
  function dayIn(now: Date, timeZone: string) {
    try {
      return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
    } catch {
      return now.toISOString().slice(0, 10);
    }
  }

  async function generate(actor: Actor, input: AiGeneratorInput, count: number): Promise<OptionsResult> {
    // The model may take a while: the reads and writes around it are short transactions of their own (ADR 23).
    const inScope = <T>(work: () => Promise<T>) => deps.inOrganization(actor.organizationId, work);
    const prepared = await inScope(async () => {
      const off = await unavailable(actor);
      if (off) return { ready: false as const, error: off };
      const eventType = await eventTypeOf(input.eventType);
      if (!eventType) return { ready: false as const, error: AI_FAILURES.unknownEventType };
      const now = deps.clock.now();
      // Each call costs money: a limit per user, counted in the database so every process sees it.
      const recent = await repo.countUserGenerations(actor.userId, new Date(now.getTime() - HOUR_MS));
      if (recent >= AI_GENERATIONS_PER_HOUR) return { ready: false as const, error: AI_FAILURES.rateLimited };
      const timezone = (await repo.userTimezone(actor.userId)) ?? DEFAULT_TIMEZONE;
      // Counted before the model is asked, so requests running at the same time see each other.
      const generationId = await repo.recordGeneration(actor.userId, 'pending', now);
      return { ready: true as const, eventType: eventType.name, now, timezone, generationId };
    });
    if (!prepared.ready) return { eventOptions: [], error: prepared.error };
    // A model may give more than asked for: the first `count` are kept.
    const answer = z.object({ eventOptions: z.array(aiEventOption).min(1).max(AI_EVENT_OPTION_COUNT) });
    const result = await deps.llm!.complete(
      'event_options',
      answer,
      eventOptionsPrompt({
        eventType: prepared.eventType,
        eventDescription: input.eventDescription,
        eventTones: input.eventTones,
        today: dayIn(prepared.now, prepared.timezone),
        timezone: prepared.timezone,
        count,
      }),
    );
    await inScope(() => repo.settleGeneration(prepared.generationId, result.ok ? 'ok' : result.reason));
    if (!result.ok) return { eventOptions: [], error: AI_FAILURES[result.reason] };
    // The model's HTML is user HTML: sanitized before anyone sees it, and so saved exactly as it was shown.
    return {
      eventOptions: result.value.eventOptions.slice(0, count).map((option) => ({
        ...option,
        eventDescription: sanitizeRichText(option.eventDescription),
      })),
      error: null,
    };
  }

  return {
    /** Spec §6: refused (403) before anything else is read, whatever the input. */
    guard(actor: Actor) {
      if (!mayGenerateAiEvents(actor)) throw forbidden();
    },
    generateOptions: (actor: Actor, input: AiGeneratorInput) => generate(actor, input, AI_EVENT_OPTION_COUNT),
    generateOne: (actor: Actor, input: AiGeneratorInput) => generate(actor, input, 1),

    /**
     * Spec §7 aiEventCreate: the chosen option as a draft or a published event, hosted by the caller; an hour long
     * (spec §9's default), in the caller's timezone. Refusals of the events service answer `error`.
     */
    async createEvent(actor: Actor, input: AiEventCreateInput): Promise<{ eventId: number; published: boolean }> {
      const off = await unavailable(actor);
      if (off) throw new AppError('validation', off);
      const eventType = await eventTypeOf(input.eventType);
      if (!eventType) {
        throw new AppError('validation', AI_FAILURES.unknownEventType, { eventType: [AI_FAILURES.unknownEventType] });
      }
      const start = new Date(input.eventDateTime);
      const timezone = (await repo.userTimezone(actor.userId)) ?? DEFAULT_TIMEZONE;
      const publicOff = await deps.featureFlags.isOn('event-privacy-never-public');
      const form = eventInput.parse({
        name: input.eventTitle,
        description: sanitizeRichText(input.eventDescription),
        start: start.toISOString(),
        ends: new Date(start.getTime() + AI_EVENT_DURATION_MS).toISOString(),
        timezone,
        location: input.eventLocation,
        privacy: publicOff ? 'organization' : 'open',
        host_ids: [actor.userId],
        event_type_id: eventType.id,
      });
      const publish = input.status === 'published';
      const loaded = await deps.savepoint(() => deps.events.save(actor, null, form, {}, publish));
      const row = loaded.rows[0]!;
      return { eventId: row.id, published: row.published };
    },

    /** How many generations ran: the organization's admins (they cost money). */
    async usage(actor: Actor) {
      if (!mayViewAiUsage(actor)) throw forbidden();
      const since = new Date(deps.clock.now().getTime() - 30 * DAY_MS);
      const { total, recent } = await repo.countGenerations(since);
      return { total, last30Days: recent };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
