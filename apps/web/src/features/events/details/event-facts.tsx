import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { LOCATION_TYPE_LABELS, type MeetingService } from '@huddle/domain/event-rules';
import { eventDuration, eventWhenLines } from '../../../lib/event/event-when';
import type { PublicEvent } from '../../../lib/event/get-public-event';
import { isWebLink } from '../../../lib/safe-link';

const MEETING_LABELS: Record<MeetingService, string> = {
  google_meet: 'Google Meet',
  zoom_meeting: 'Zoom meeting',
  zoom_webinar: 'Zoom webinar',
  unknown: 'Meeting link',
};

type FactsEvent = Pick<PublicEvent, 'start' | 'ends' | 'location' | 'location_type' | 'meeting'>;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Date and time (in the viewer's timezone), duration, location and its type, and the virtual link. */
export function EventFacts({ event, timezone }: { event: FactsEvent; timezone: string }) {
  const when = eventWhenLines(event.start, event.ends, timezone);
  const typeLabel = event.location_type ? LOCATION_TYPE_LABELS[event.location_type] : null;
  const meeting = event.meeting;
  return (
    <Stack spacing={2}>
      <Fact icon={<CalendarMonthOutlinedIcon />} label="Date and time">
        {when.map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
      </Fact>
      <Fact icon={<HourglassEmptyOutlinedIcon />} label="Duration">
        <Typography>{eventDuration(event.start, event.ends)}</Typography>
      </Fact>
      {(typeLabel || event.location) && (
        <Fact icon={<PlaceOutlinedIcon />} label="Location">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {event.location && <Typography sx={{ overflowWrap: 'anywhere' }}>{event.location}</Typography>}
            {typeLabel && <Chip size="small" variant="outlined" label={typeLabel} />}
          </Stack>
        </Fact>
      )}
      {meeting?.link && (
        <Fact icon={<VideocamOutlinedIcon />} label={`Virtual link (${MEETING_LABELS[meeting.service] ?? 'Meeting'})`}>
          {isWebLink(meeting.link) ? (
            <Link
              href={meeting.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              {meeting.link}
              <OpenInNewIcon fontSize="inherit" titleAccess="(opens in a new tab)" />
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{meeting.link}</Typography>
          )}
        </Fact>
      )}
    </Stack>
  );
}
