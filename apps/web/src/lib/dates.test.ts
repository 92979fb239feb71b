import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  // Newer ICU puts a narrow no-break space before AM/PM.
  const shown = (iso: string, timezone: string) => formatDateTime(iso, timezone).replace(/\u202f/g, ' ');

  it('shows a UTC timestamp in the given timezone', () => {
    expect(shown('2026-03-05T17:30:00Z', 'Europe/Paris')).toBe('Mar 5, 2026, 6:30 PM');
    expect(shown('2026-03-05T17:30:00Z', 'America/New_York')).toBe('Mar 5, 2026, 12:30 PM');
  });

  it('shows nothing for what is not a date', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });
});
