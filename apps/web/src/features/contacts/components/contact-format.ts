import { ROLE_LABELS, type Role } from '@huddle/domain/roles';
import { browserTimezone } from '../../../lib/dates';

/** Spec §2 lists: created dates as MM/DD/YYYY, in the viewer's timezone (ARCHITECTURE §3.8). */
export function formatShortDate(iso: string, timezone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: timezone || browserTimezone(),
  }).format(date);
}

export const roleLabel = (role: Role) => ROLE_LABELS[role] ?? role;

/** 12,000 rather than 12000. */
export const formatCount = (count: number) => count.toLocaleString('en-US');

export const plural = (count: number, word: string, many = `${word}s`) =>
  `${formatCount(count)} ${count === 1 ? word : many}`;
