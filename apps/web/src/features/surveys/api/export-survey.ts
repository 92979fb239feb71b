import { SURVEY_MESSAGES, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { downloadFile, safeFileName } from '../../../lib/download';

/** GET /api/events/{id}/export_pre|export_post, saved as '{event name} - Pre-Event Survey.csv' (spec §7). */
export function exportSurvey(eventId: number, eventName: string, style: SurveyStyle): Promise<void> {
  const label = style === 'pre' ? 'Pre-Event Survey' : 'Post-Event Survey';
  return downloadFile(
    `/api/events/${eventId}/export_${style}`,
    'text/csv',
    `${safeFileName(eventName, 'Event')} - ${label}.csv`,
    SURVEY_MESSAGES.exportFailed,
  );
}
