import { describe, expect, it } from 'vitest';
import { aiEventCreateInput, aiEventOptionsAnswer, aiGeneratorInput } from './ai-schemas.ts';
import { mayGenerateAiEvents, mayViewAiUsage } from './policy/ai.ts';

describe('AI generator schemas', () => {
  it('need a description, an event type and at least one known tone (spec events §2, §4)', () => {
    const ok = aiGeneratorInput.parse({ eventType: '3', eventDescription: ' Picnic ', eventTones: ['Casual'] });
    expect(ok).toEqual({ eventType: 3, eventDescription: 'Picnic', eventTones: ['Casual'] });
    const messages = (input: unknown) => aiGeneratorInput.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ eventType: '3', eventDescription: '  ', eventTones: ['Casual'] })).toEqual([
      'Describe the event',
    ]);
    expect(messages({ eventType: '3', eventDescription: 'x', eventTones: [] })).toEqual(['Choose at least one tone']);
    expect(aiGeneratorInput.safeParse({ eventType: '3', eventDescription: 'x', eventTones: ['Angry'] }).success).toBe(
      false,
    );
  });

  it('take a model answer only with whole options and an ISO date-time with offset', () => {
    const option = {
      eventTitle: 'Picnic',
      eventDescription: '<p>Hi</p>',
      eventDateTime: '2030-06-01T09:00:00+02:00',
      eventLocation: 'Park',
    };
    expect(aiEventOptionsAnswer.safeParse({ eventOptions: [option] }).success).toBe(true);
    expect(aiEventOptionsAnswer.safeParse({ eventOptions: [] }).success).toBe(false);
    expect(aiEventOptionsAnswer.safeParse({ eventOptions: [{ ...option, eventDateTime: 'June 1' }] }).success).toBe(
      false,
    );
    const { eventTitle: _title, ...partial } = option;
    expect(aiEventOptionsAnswer.safeParse({ eventOptions: [partial] }).success).toBe(false);
    expect(
      aiEventCreateInput.safeParse({ eventType: 1, eventTones: ['Formal'], ...option, status: 'published' }).success,
    ).toBe(true);
  });

  it('are for organizers and admins; the usage count for admins (spec §6)', () => {
    expect(['user', 'organizer', 'admin'].map((role) => mayGenerateAiEvents({ role: role as never }))).toEqual([
      false,
      true,
      true,
    ]);
    expect(['user', 'organizer', 'admin'].map((role) => mayViewAiUsage({ role: role as never }))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
