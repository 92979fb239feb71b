import { useMutation } from '@tanstack/react-query';
import { AI_MESSAGES, type AiEventOption } from '@huddle/domain/ai-schemas';
import { errorMessage, graphql } from '../../../lib/api-client';
import type { AiGeneratorRequest } from './generate-ai-event-options';

const GENERATE_ONE = `mutation EventAiGenerate($input: AiEventGeneratorInput!) {
  eventAiGenerate(input: $input) { eventOption { eventTitle eventDescription eventDateTime eventLocation } error }
}`;

/**
 * GraphQL eventAiGenerate (spec events §7 "AI"): one more option for the same request, or an Error with §8's
 * "Failed to generate event: {message}" (the payload's error, no option, or a failed call).
 */
export async function generateAiEvent(input: AiGeneratorRequest): Promise<AiEventOption> {
  let answer: { eventOption: AiEventOption | null; error: string | null };
  try {
    ({ eventAiGenerate: answer } = await graphql<{ eventAiGenerate: typeof answer }>(GENERATE_ONE, { input }));
  } catch (error) {
    throw new Error(AI_MESSAGES.generateOneFailed(errorMessage(error)));
  }
  if (answer.error || !answer.eventOption) {
    throw new Error(AI_MESSAGES.generateOneFailed(answer.error ?? 'No event option received'));
  }
  return answer.eventOption;
}

export function useGenerateAiEvent() {
  return useMutation({ mutationFn: generateAiEvent });
}
