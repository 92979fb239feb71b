import { subscriber } from '../../domain-events/catalog.ts';
import type { SurveysService } from './surveys.service.ts';

/** What surveys does when an event changes elsewhere (ADR 27): the post-event survey's waiting send follows. */
export function surveysSubscribers(surveys: Pick<SurveysService, 'eventTimesChanged'>) {
  return [
    subscriber({
      name: 'surveys.post-survey-on-publish',
      on: 'event.published',
      handle: ({ payload }) => surveys.eventTimesChanged(payload.eventId),
    }),
    subscriber({
      name: 'surveys.post-survey-on-times',
      on: 'event.time_changed',
      handle: ({ payload }) => surveys.eventTimesChanged(payload.eventId),
    }),
  ];
}
