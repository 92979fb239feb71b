import { useMutation } from '@tanstack/react-query';
import { GUEST_MESSAGES } from '@huddle/domain/guest-schemas';
import { downloadFile, safeFileName } from '../../../lib/download';
import { notify } from '../../../lib/snackbars';

/** "{event name} - Guest List.csv", as the server names it. */
export function guestListFileName(name: string): string {
  return `${safeFileName(name, 'Event')} - Guest List.csv`;
}

/** GET /api/events/{id}/export_guest_list as a file download. */
export function exportGuestList(event: { id: number; name: string }): Promise<void> {
  return downloadFile(
    `/api/events/${event.id}/export_guest_list`,
    'text/csv',
    guestListFileName(event.name),
    GUEST_MESSAGES.exportFailed,
  );
}

export function useExportGuestList() {
  return useMutation({
    mutationFn: exportGuestList,
    onError: () => notify.error(GUEST_MESSAGES.exportFailed),
  });
}
