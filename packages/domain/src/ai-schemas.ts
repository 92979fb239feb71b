import { z } from 'zod';
import { idSchema } from './ids.ts';

/** Spec events §4 "AI wizard": the tones offered in step 3. */
export const AI_EVENT_TONES = ['Casual', 'Formal', 'Inspirational', 'Educational', 'Entertaining'] as const;
export type AiEventTone = (typeof AI_EVENT_TONES)[number];

/** How many options one generation asks for (step 4 chooses one). */
export const AI_EVENT_OPTION_COUNT = 3;
/** Generations a user may run in an hour: each costs money. */
export const AI_GENERATIONS_PER_HOUR = 20;
/** How long a generated event lasts when saved: the default new event's hour (spec §9). */
export const AI_EVENT_DURATION_MS = 60 * 60 * 1000;
export const AI_DESCRIPTION_MAX = 2000;

/** Spec §8 "AI" with the server's reason as {message}; the reasons are the server's (AI_FAILURES). */
export const AI_MESSAGES = {
  generateFailed: (message: string) => `Failed to generate event options: ${message}`,
  noOptions: 'Error: No event options received',
  createFailed: (message: string) => `Failed to create event: ${message}`,
  generateOneFailed: (message: string) => `Failed to generate event: ${message}`,
  descriptionRequired: 'Describe the event',
  eventTypeRequired: 'Choose an event type',
  tonesRequired: 'Choose at least one tone',
} as const;

/** Why a generation gave no options: the {message} of §8's texts. */
export const AI_FAILURES = {
  notConfigured: 'No AI model is configured on this server.',
  turnedOff: 'AI event generation is turned off for your organization.',
  timeout: 'The AI model did not answer in time. Please try again.',
  malformed: 'The AI model gave an answer that could not be read. Please try again.',
  refused: 'The AI model declined this request. Please change the description and try again.',
  unavailable: 'The AI model could not be reached. Please try again later.',
  rateLimited: `You can generate events ${AI_GENERATIONS_PER_HOUR} times an hour. Please try again later.`,
  unknownEventType: 'Unknown event type',
} as const;

/** The flag's switch in settings says this when the server has no model (LLM_BASE_URL and LLM_MODEL unset). */
export const AI_NOT_CONFIGURED_REASON =
  'Unavailable: no AI model is configured on the server (LLM_BASE_URL and LLM_MODEL).';

/**
 * The event type as the spec's wizard gives it: the name of one of the organization's event types (issue 31), or its
 * id (digits only), as the web sends it. A name is matched without regard to case or surrounding spaces.
 */
export const aiEventTypeRef = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string(AI_MESSAGES.eventTypeRequired)
    .trim()
    .min(1, AI_MESSAGES.eventTypeRequired)
    .max(255, AI_FAILURES.unknownEventType)
    .transform((text): number | string => {
      const id = /^\d+$/.test(text) ? idSchema.safeParse(text) : null;
      return id?.success ? id.data : text;
    }),
);

/** Spec §3 "AI event option", generator input: eventType (see aiEventTypeRef), description, tones. */
export const aiGeneratorInput = z.object({
  eventType: aiEventTypeRef,
  eventDescription: z.string().trim().min(1, AI_MESSAGES.descriptionRequired).max(AI_DESCRIPTION_MAX),
  eventTones: z.array(z.enum(AI_EVENT_TONES)).min(1, AI_MESSAGES.tonesRequired).max(AI_EVENT_TONES.length),
});
export type AiGeneratorInput = z.infer<typeof aiGeneratorInput>;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Spec §3 "AI event option". The same schema asks the model for its answer (as JSON schema) and checks the answer.
 * The description is HTML, sanitized on the server before anyone sees it.
 */
export const aiEventOption = z.object({
  eventTitle: z.string().trim().min(1).max(200).describe('A short, catchy event title'),
  eventDescription: z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .describe('The event description as simple HTML: <p>, <ul>, <li>, <strong>, <em> only'),
  eventDateTime: isoDateTime.describe('Suggested start, ISO 8601 with offset, in the future'),
  eventLocation: z.string().trim().max(255).describe('A suggested location, or "Virtual"'),
});
export type AiEventOption = z.infer<typeof aiEventOption>;

/** The whole answer the model gives. */
export const aiEventOptionsAnswer = z.object({
  eventOptions: z.array(aiEventOption).min(1).max(AI_EVENT_OPTION_COUNT),
});

/** Spec §7 aiEventCreate: the generator input plus the chosen option, and draft or published. */
export const AI_EVENT_STATUSES = ['draft', 'published'] as const;
export type AiEventStatus = (typeof AI_EVENT_STATUSES)[number];
export const aiEventCreateInput = aiGeneratorInput.omit({ eventDescription: true }).extend({
  eventTitle: aiEventOption.shape.eventTitle,
  eventDescription: aiEventOption.shape.eventDescription,
  eventDateTime: isoDateTime,
  eventLocation: aiEventOption.shape.eventLocation,
  status: z.enum(AI_EVENT_STATUSES),
});
export type AiEventCreateInput = z.infer<typeof aiEventCreateInput>;
