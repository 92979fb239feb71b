import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { defaultEventTimes, shiftEnd } from '@huddle/domain/event-rules';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { fromLocalInput, LOCAL_INPUT_FORMAT, toLocalInput } from '../../../lib/local-input';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Spec events §9: 7 days ahead at 9:00 until 10:00 in the user's own calendar. defaultEventTimes works in the
 * runtime's local calendar, so it gets the user's wall time as a local date and its answer is read back the same
 * way; that keeps 9:00 at 9:00 when the browser's zone is not the user's.
 */
export function newEventTimes(now: Date, tz: string): { start: string; ends: string } {
  const wallNow = new Date(dayjs(now).tz(tz).format('YYYY-MM-DDTHH:mm:ss'));
  const { start, ends } = defaultEventTimes(wallNow);
  return { start: dayjs(start).format(LOCAL_INPUT_FORMAT), ends: dayjs(ends).format(LOCAL_INPUT_FORMAT) };
}

/** Changing the start moves the end by the same amount; null when either side is not a date. */
export function shiftedEnd(previousStart: string, previousEnds: string, nextStart: string, tz: string): string | null {
  const start = fromLocalInput(previousStart, tz);
  const ends = fromLocalInput(previousEnds, tz);
  const next = fromLocalInput(nextStart, tz);
  if (!start || !ends || !next) return null;
  return toLocalInput(shiftEnd({ start, ends }, next), tz);
}

/**
 * The message a time shows when it lies before `now`: a day before today is "Date is in the past"; today, but
 * at an hour already gone, is "Time must be in the future". Null when the time is still ahead.
 */
export function pastTimeProblem(value: string, now: Date, tz: string): string | null {
  const instant = fromLocalInput(value, tz);
  if (!instant || instant.getTime() > now.getTime()) return null;
  const today = dayjs(now).tz(tz).format('YYYY-MM-DD');
  return value.slice(0, 10) < today ? EVENT_MESSAGES.dateInPast : EVENT_MESSAGES.timeInFuture;
}

export interface TimeProblems {
  start?: string;
  ends?: string;
}

/**
 * Spec events §5 for the Time section. A time is checked against now only when it is new (a new event, or a
 * value other than the saved one): the server refuses only a new start in the past, and an old draft whose saved
 * time has passed should still open and show why it cannot be kept.
 */
export function timeProblems(
  values: { start: string; ends: string },
  context: { now: Date; timezone: string; savedStart?: string | null; savedEnds?: string | null },
): TimeProblems {
  const problems: TimeProblems = {};
  const { now, timezone: tz } = context;
  const start = values.start.trim() ? fromLocalInput(values.start, tz) : null;
  const ends = values.ends.trim() ? fromLocalInput(values.ends, tz) : null;

  if (!values.start.trim()) problems.start = EVENT_MESSAGES.startRequired;
  else if (!start) problems.start = EVENT_MESSAGES.invalidDate;
  else if (values.start !== context.savedStart) problems.start = pastTimeProblem(values.start, now, tz) ?? undefined;

  if (!values.ends.trim()) problems.ends = EVENT_MESSAGES.endRequired;
  else if (!ends) problems.ends = EVENT_MESSAGES.invalidDate;
  else if (start && ends.getTime() <= start.getTime()) problems.ends = EVENT_MESSAGES.endAfterStart;
  else if (values.ends !== context.savedEnds) problems.ends = pastTimeProblem(values.ends, now, tz) ?? undefined;

  if (!problems.start) delete problems.start;
  if (!problems.ends) delete problems.ends;
  return problems;
}
