import { z } from 'zod';
import {
  aiEventCreateInput,
  aiGeneratorInput,
  type AiEventOption,
  type AiEventStatus,
} from '@huddle/domain/ai-schemas';
import { AppError } from '../../lib/errors.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { adminOnly, on, organizerUp } from '../../plugins/route-matrix.ts';
import type { AiService } from './ai.service.ts';

interface GeneratorArgs {
  eventType: string;
  eventDescription: string;
  eventTones: string[];
}
interface CreateArgs extends GeneratorArgs {
  eventTitle: string;
  eventDateTime: string;
  eventLocation: string;
  status: string;
}

const generatorArgs = { eventType: '1', eventDescription: 'A summer picnic', eventTones: ['Casual'] };

/** A refused input or a refusal of the events service: the payload's `error` (spec §7), the first message. */
function problem(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues[0]?.message ?? 'Invalid input';
  if (error instanceof AppError && error.code === 'validation') {
    const field = error.fields && Object.values(error.fields)[0]?.[0];
    return field ?? error.message;
  }
  throw error;
}

/** Spec events §7 "AI": aiEventOptionsGenerate, aiEventCreate and eventAiGenerate; the admins' usage count. */
export function aiGraphql(ai: AiService) {
  return (builder: Builder) => {
    const Option = builder.objectRef<AiEventOption>('AiEventOption').implement({
      fields: (t) => ({
        eventTitle: t.exposeString('eventTitle'),
        eventDescription: t.exposeString('eventDescription'),
        eventDateTime: t.exposeString('eventDateTime'),
        eventLocation: t.exposeString('eventLocation'),
      }),
    });
    const OptionsPayload = builder
      .objectRef<{ eventOptions: AiEventOption[]; error: string | null }>('AiEventOptionsPayload')
      .implement({
        fields: (t) => ({
          eventOptions: t.field({ type: [Option], resolve: (p) => p.eventOptions }),
          error: t.exposeString('error', { nullable: true }),
        }),
      });
    const OnePayload = builder
      .objectRef<{ eventOption: AiEventOption | null; error: string | null }>('EventAiGeneratePayload')
      .implement({
        fields: (t) => ({
          eventOption: t.field({ type: Option, nullable: true, resolve: (p) => p.eventOption }),
          error: t.exposeString('error', { nullable: true }),
        }),
      });
    const CreatedEvent = builder
      .objectRef<{ id: number; status: AiEventStatus }>('AiCreatedEvent')
      .implement({ fields: (t) => ({ id: t.exposeID('id'), status: t.exposeString('status') }) });
    const CreatePayload = builder
      .objectRef<{ event: { id: number; status: AiEventStatus } | null; error: string | null }>('AiEventCreatePayload')
      .implement({
        fields: (t) => ({
          event: t.field({ type: CreatedEvent, nullable: true, resolve: (p) => p.event }),
          error: t.exposeString('error', { nullable: true }),
        }),
      });
    const Usage = builder
      .objectRef<{ total: number; last30Days: number }>('AiEventGenerationUsage')
      .implement({ fields: (t) => ({ total: t.exposeInt('total'), last30Days: t.exposeInt('last30Days') }) });

    const GeneratorInput = builder.inputRef<GeneratorArgs>('AiEventGeneratorInput').implement({
      fields: (t) => ({
        eventType: t.id({ required: true }),
        eventDescription: t.string({ required: true }),
        eventTones: t.stringList({ required: true }),
      }),
    });
    const CreateInput = builder.inputRef<CreateArgs>('AiEventCreateInput').implement({
      fields: (t) => ({
        eventType: t.id({ required: true }),
        eventDescription: t.string({ required: true }),
        eventTones: t.stringList({ required: true }),
        eventTitle: t.string({ required: true }),
        eventDateTime: t.string({ required: true }),
        eventLocation: t.string({ required: true }),
        status: t.string({ required: true }),
      }),
    });

    builder.mutationField('aiEventOptionsGenerate', (t) =>
      t.field({
        type: OptionsPayload,
        // The model is asked outside the request's transaction (ADR 23).
        extensions: { matrix: on(organizerUp, { args: { input: generatorArgs } }), ownScope: true },
        args: { input: t.arg({ type: GeneratorInput, required: true }) },
        resolve: async (_root, { input }, { actor }) => {
          ai.guard(actor);
          const parsed = aiGeneratorInput.safeParse(input);
          if (!parsed.success) return { eventOptions: [], error: problem(parsed.error) };
          return ai.generateOptions(actor, parsed.data);
        },
      }),
    );

    builder.mutationField('eventAiGenerate', (t) =>
      t.field({
        type: OnePayload,
        // The model is asked outside the request's transaction (ADR 23).
        extensions: { matrix: on(organizerUp, { args: { input: generatorArgs } }), ownScope: true },
        args: { input: t.arg({ type: GeneratorInput, required: true }) },
        resolve: async (_root, { input }, { actor }) => {
          ai.guard(actor);
          const parsed = aiGeneratorInput.safeParse(input);
          if (!parsed.success) return { eventOption: null, error: problem(parsed.error) };
          const result = await ai.generateOne(actor, parsed.data);
          return { eventOption: result.eventOptions[0] ?? null, error: result.error };
        },
      }),
    );

    builder.mutationField('aiEventCreate', (t) =>
      t.field({
        type: CreatePayload,
        extensions: {
          matrix: on(organizerUp, {
            args: {
              input: {
                ...generatorArgs,
                eventTitle: 'Picnic',
                eventDateTime: '2099-06-01T09:00:00Z',
                eventLocation: 'Park',
                status: 'draft',
              },
            },
          }),
        },
        args: { input: t.arg({ type: CreateInput, required: true }) },
        resolve: async (_root, { input }, { actor }) => {
          ai.guard(actor);
          try {
            const created = await ai.createEvent(actor, aiEventCreateInput.parse(input));
            const status: AiEventStatus = created.published ? 'published' : 'draft';
            return { event: { id: created.eventId, status }, error: null };
          } catch (error) {
            return { event: null, error: problem(error) };
          }
        },
      }),
    );

    builder.queryField('aiEventGenerationUsage', (t) =>
      t.field({
        type: Usage,
        extensions: { matrix: adminOnly },
        resolve: (_root, _args, { actor }) => ai.usage(actor),
      }),
    );
  };
}
