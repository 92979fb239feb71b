import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { ATTENDANCE_TYPE_LABELS, ATTENDED_LABELS } from '@huddle/domain/guest-schemas';
import { EventSection } from '../../../components/event-section';
import type { PublicEvent } from '../../../lib/event/get-public-event';
import { isWebLink } from '../../../lib/safe-link';

type AttendanceEvent = Pick<PublicEvent, 'started' | 'past' | 'meeting' | 'my_invitee'>;

function Line({ term, children }: { term: string; children: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * After the start: the guest's attendance as the hosts recorded it (guests do not mark it themselves) and, while
 * the event is live, the meeting's Join link.
 */
export function AttendanceCard({ event }: { event: AttendanceEvent }) {
  const invitee = event.my_invitee ?? null;
  const attended = invitee?.attended ?? 'not_recorded';
  const type = attended === 'yes' ? invitee?.attendance_type : null;
  const link = event.meeting?.link ?? '';
  const live = event.started && !event.past && isWebLink(link);
  return (
    <EventSection title="Attendance">
      <Stack spacing={2}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Line term="Attended">{ATTENDED_LABELS[attended]}</Line>
          {type && <Line term="Attendance type">{ATTENDANCE_TYPE_LABELS[type]}</Line>}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          The event’s hosts record attendance.
        </Typography>
        {live && (
          <Button
            variant="contained"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<VideocamOutlinedIcon />}
            endIcon={<OpenInNewIcon titleAccess="(opens in a new tab)" />}
          >
            Join
          </Button>
        )}
      </Stack>
    </EventSection>
  );
}
