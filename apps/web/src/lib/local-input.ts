import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Forms keep times as `datetime-local` values ("YYYY-MM-DDTHH:mm"): wall-clock times in the current user's
 * timezone. The server speaks UTC ISO strings (ARCHITECTURE §3.8); these helpers convert between the two.
 */
export const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const LOCAL_INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export function isLocalInput(value: string): boolean {
  if (!LOCAL_INPUT_PATTERN.test(value)) return false;
  // dayjs rolls a 13th month or a 25th hour over; a real date reads back the same.
  const parsed = dayjs(value);
  return parsed.isValid() && parsed.format(LOCAL_INPUT_FORMAT) === value.slice(0, 16);
}

/** A UTC instant as the wall time in `tz`, for a datetime-local input; '' when it is not a date. */
export function toLocalInput(iso: string | Date, tz: string): string {
  const instant = dayjs(iso);
  return instant.isValid() ? instant.tz(tz).format(LOCAL_INPUT_FORMAT) : '';
}

/** A datetime-local value read in `tz` as an instant; null when blank or not a date. */
export function fromLocalInput(value: string, tz: string): Date | null {
  if (!isLocalInput(value)) return null;
  const instant = dayjs.tz(value, tz);
  return instant.isValid() ? instant.toDate() : null;
}
