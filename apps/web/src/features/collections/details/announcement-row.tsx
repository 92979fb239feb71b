import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announcementActions, type AnnouncementStatus } from '@huddle/domain/announcement-schemas';
import { formatDateTime } from '../../../lib/dates';
import type { Announcement } from '../api/announcement-models';

const STATUS_COLORS: Record<AnnouncementStatus, ChipProps['color']> = {
  Scheduled: 'info',
  Sending: 'warning',
  Sent: 'success',
  Failed: 'error',
  Reschedule: 'warning',
};

interface AnnouncementRowProps {
  announcement: Announcement;
  timezone: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSendNow: () => void;
}

/** When it went or goes: sent at, else the scheduled time. */
function whenText(announcement: Announcement, timezone: string): string {
  if (announcement.sentAt) return `Sent ${formatDateTime(announcement.sentAt, timezone)}`;
  if (announcement.isScheduled && announcement.scheduledFor) {
    return `Scheduled for ${formatDateTime(announcement.scheduledFor, timezone)}`;
  }
  return '';
}

/** One announcement: status, who sent it, when, to which channels, and what may still be done (spec events §4). */
export function AnnouncementRow({ announcement, timezone, busy, onEdit, onDelete, onSendNow }: AnnouncementRowProps) {
  const actions = announcementActions(announcement.status);
  const when = whenText(announcement, timezone);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Announcement ${announcement.id}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={announcement.status} color={STATUS_COLORS[announcement.status]} />
          {when && <Typography variant="body2">{when}</Typography>}
          {announcement.sentBy && (
            <Typography variant="body2" color="text.secondary">
              by {announcement.sentBy.fullName}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {announcement.messageBody}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Channels: {announcement.recipientNames.map((name) => `#${name}`).join(', ')}
        </Typography>
        {actions.length > 0 && (
          <Stack direction="row" spacing={1}>
            {actions.includes('edit') && (
              <Button size="small" onClick={onEdit} disabled={busy}>
                Edit
              </Button>
            )}
            {actions.includes('delete') && (
              <Button size="small" color="error" onClick={onDelete} disabled={busy}>
                Delete
              </Button>
            )}
            {actions.includes('send_now') && (
              <Button size="small" variant="outlined" onClick={onSendNow} disabled={busy}>
                Send now
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
