import dayjs from 'dayjs';
import { COMMUNICATION_MESSAGES, type CommunicationType } from '@huddle/domain/communication-schemas';
import { fromLocalInput, toLocalInput } from '../../../lib/local-input';

/** Whether and when a communication goes out; scheduledFor is a UTC ISO string. */
export interface ScheduleState {
  isScheduled: boolean;
  scheduledFor: string | null;
}

export const UNSCHEDULED: ScheduleState = { isScheduled: false, scheduledFor: null };

/** A saved schedule as the composer keeps it (a saved time without the flag counts as unscheduled). */
export function initialSchedule(saved: { is_scheduled: boolean; scheduled_for: string | null }): ScheduleState {
  return saved.is_scheduled && saved.scheduled_for
    ? { isScheduled: true, scheduledFor: saved.scheduled_for }
    : UNSCHEDULED;
}

export const sameSchedule = (a: ScheduleState, b: ScheduleState) =>
  a.isScheduled === b.isScheduled && (!a.isScheduled || a.scheduledFor === b.scheduledFor);

/** The schedule field's value (datetime-local, the viewer's wall time) for a saved instant. */
export function scheduleInputValue(iso: string | null, timezone: string): string {
  return iso ? toLocalInput(iso, timezone) : '';
}

/**
 * What scheduleRefusal is asked about: null when the field is empty, the instant when it reads as one, and the
 * raw text otherwise so the refusal is 'Invalid date'.
 */
export function scheduleCandidate(value: string, timezone: string): Date | string | null {
  if (!value.trim()) return null;
  return fromLocalInput(value, timezone) ?? value;
}

/** The server writes the success text; this is its wording should an answer come without one. */
export function fallbackSuccessMessage(type: CommunicationType, schedule: ScheduleState, timezone: string): string {
  if (!schedule.isScheduled || !schedule.scheduledFor) return COMMUNICATION_MESSAGES.onItsWay(type);
  const at = dayjs(schedule.scheduledFor).tz(timezone);
  return COMMUNICATION_MESSAGES.scheduledFor(type, at.format('MMM D, YYYY'), at.format('h:mm A'));
}
