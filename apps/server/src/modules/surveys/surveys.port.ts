/**
 * What other modules use of surveys (docs/architecture.md, "Ports"): the event page's survey fields and the
 * follow-up of an event's new times (the events module).
 */
export { presentSurveyFields } from './surveys.presenter.ts';

export interface SurveysPort {
  /** An event's times changed: a waiting send of its post-event survey moves with its end. */
  eventTimesChanged(eventId: number): Promise<void>;
}
