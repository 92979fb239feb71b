import { useMutation } from '@tanstack/react-query';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { downloadFile, safeFileName } from '../download';
import { notify } from '../snackbars';

/** "{name}.ics", without the characters file systems refuse. */
export function icsFileName(name: string): string {
  return `${safeFileName(name, 'event')}.ics`;
}

/** GET /api/events/{id}/ical as a file download. */
export function downloadIcal(event: { id: number; name: string }): Promise<void> {
  return downloadFile(`/api/events/${event.id}/ical`, 'text/calendar', icsFileName(event.name), EVENT_MESSAGES.failed);
}

export function useDownloadIcal() {
  return useMutation({
    mutationFn: downloadIcal,
    onError: () => notify.error(EVENT_MESSAGES.failed),
  });
}
