import { AI_EVENT_OPTION_COUNT, type AiEventTone } from '@huddle/domain/ai-schemas';
import type { LlmMessage } from '../../integrations/ai/llm-client.ts';

/**
 * What the model is told: the user's request (description, event type, tones) and today's date in the user's
 * timezone so it can suggest a future time. Nothing else about the organization or its people leaves the server.
 */
export function eventOptionsPrompt(request: {
  eventType: string;
  eventDescription: string;
  eventTones: readonly AiEventTone[];
  today: string;
  timezone: string;
  count?: number;
}): LlmMessage[] {
  const count = request.count ?? AI_EVENT_OPTION_COUNT;
  return [
    {
      role: 'system',
      content:
        `You help plan workplace events. Suggest ${count} different event option${count === 1 ? '' : 's'} for the ` +
        'request. Each has a short title, a description of two or three short paragraphs or a list in simple HTML ' +
        '(<p>, <ul>, <li>, <strong>, <em> only), a start date and time in the future as ISO 8601 with an offset, ' +
        'and a location (a kind of place, or "Virtual"). Answer with JSON only.',
    },
    {
      role: 'user',
      content: [
        `Event type: ${request.eventType}`,
        `Tone: ${request.eventTones.join(', ')}`,
        `Today: ${request.today} (timezone ${request.timezone})`,
        'Description:',
        request.eventDescription,
      ].join('\n'),
    },
  ];
}
