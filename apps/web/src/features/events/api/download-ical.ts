import { useMutation } from '@tanstack/react-query';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';

/** "{name}.ics", without the characters file systems refuse. */
export function icsFileName(name: string): string {
  const printable = Array.from(name, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'event'}.ics`;
}

/**
 * GET /api/events/{id}/ical as a file download. Fetched (rather than a plain link) so a failure can say so
 * instead of leaving the browser on an error page.
 */
export async function downloadIcal(event: { id: number; name: string }): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/events/${event.id}/ical`, {
      headers: { Accept: 'text/calendar' },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, { error: EVENT_MESSAGES.failed });
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = icsFileName(event.name);
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadIcal() {
  return useMutation({
    mutationFn: downloadIcal,
    onError: () => notify.error(EVENT_MESSAGES.failed),
  });
}
