import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_MESSAGES, type AiEventOption, type AiEventStatus } from '@huddle/domain/ai-schemas';
import { errorMessage, graphql } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import type { AiGeneratorRequest } from './generate-ai-event-options';

export type AiEventCreateRequest = Omit<AiGeneratorRequest, 'eventDescription'> &
  AiEventOption & { status: AiEventStatus };

export interface AiCreatedEvent {
  id: string;
  status: AiEventStatus;
}

const CREATE = `mutation AiEventCreate($input: AiEventCreateInput!) {
  aiEventCreate(input: $input) { event { id status } error }
}`;

/** GraphQL aiEventCreate (spec events §7 "AI"): the chosen option as a draft or published; §8's text on failure. */
export async function createAiEvent(input: AiEventCreateRequest): Promise<AiCreatedEvent> {
  let answer: { event: AiCreatedEvent | null; error: string | null };
  try {
    ({ aiEventCreate: answer } = await graphql<{ aiEventCreate: typeof answer }>(CREATE, { input }));
  } catch (error) {
    throw new Error(AI_MESSAGES.createFailed(errorMessage(error)));
  }
  if (answer.error || !answer.event) throw new Error(AI_MESSAGES.createFailed(answer.error ?? 'No event returned'));
  return answer.event;
}

export function useCreateAiEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiEvent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'range'] });
    },
  });
}
