import { useMutation } from '@tanstack/react-query';
import { AI_MESSAGES, type AiEventOption, type AiEventTone } from '@huddle/domain/ai-schemas';
import { errorMessage, graphql } from '../../../lib/api-client';

export interface AiGeneratorRequest {
  eventType: string;
  eventDescription: string;
  eventTones: AiEventTone[];
}

const GENERATE = `mutation AiEventOptionsGenerate($input: AiEventGeneratorInput!) {
  aiEventOptionsGenerate(input: $input) { eventOptions { eventTitle eventDescription eventDateTime eventLocation } error }
}`;

/**
 * GraphQL aiEventOptionsGenerate (spec events §7 "AI"): the options, or an Error with the spec's §8 text (the
 * payload's error, no options, or a failed call).
 */
export async function generateAiEventOptions(input: AiGeneratorRequest): Promise<AiEventOption[]> {
  let answer: { eventOptions: AiEventOption[]; error: string | null };
  try {
    ({ aiEventOptionsGenerate: answer } = await graphql<{ aiEventOptionsGenerate: typeof answer }>(GENERATE, {
      input,
    }));
  } catch (error) {
    throw new Error(AI_MESSAGES.generateFailed(errorMessage(error)));
  }
  if (answer.error) throw new Error(AI_MESSAGES.generateFailed(answer.error));
  if (answer.eventOptions.length === 0) throw new Error(AI_MESSAGES.noOptions);
  return answer.eventOptions;
}

export function useGenerateAiEventOptions() {
  return useMutation({ mutationFn: generateAiEventOptions });
}
