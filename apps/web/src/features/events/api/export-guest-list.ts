import { useMutation } from '@tanstack/react-query';
import { GUEST_MESSAGES } from '@huddle/domain/guest-schemas';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';

/** "{event name} - Guest List.csv", without the characters file systems refuse (as the server names it). */
export function guestListFileName(name: string): string {
  const printable = Array.from(name, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Event'} - Guest List.csv`;
}

/**
 * GET /api/events/{id}/export_guest_list as a file download. Fetched (rather than a plain link) so a failure can
 * say so instead of leaving the manager on an error page.
 */
export async function exportGuestList(event: { id: number; name: string }): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/events/${event.id}/export_guest_list`, {
      headers: { Accept: 'text/csv' },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, { error: GUEST_MESSAGES.exportFailed });
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = guestListFileName(event.name);
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportGuestList() {
  return useMutation({
    mutationFn: exportGuestList,
    onError: () => notify.error(GUEST_MESSAGES.exportFailed),
  });
}
