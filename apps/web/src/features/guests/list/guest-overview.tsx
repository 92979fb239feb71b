import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ATTENDANCE_TYPE_LABELS,
  ATTENDED_LABELS,
  INVITEE_STATUS_LABELS,
  RSVP_SUMMARY_LABELS,
} from '@huddle/domain/guest-schemas';
import { ErrorState } from '../../../components/error-state';
import { EventSection } from '../../../components/event-section';
import { errorMessage } from '../../../lib/api-client';
import { useGuestlistOverview } from '../api/get-guestlist-overview';
import type { GuestlistOverview } from '../api/guest-models';

type Count = [label: string, value: number];

function Counts({ label, counts }: { label: string; counts: Count[] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1.5 }}
    >
      {counts.map(([name, value]) => (
        <Box key={name} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function rsvpCounts({ statusCounts: counts }: GuestlistOverview): Count[] {
  return [
    [RSVP_SUMMARY_LABELS.rsvp, counts.rsvp],
    [RSVP_SUMMARY_LABELS.maybeAttending, counts.maybeAttending],
    [RSVP_SUMMARY_LABELS.notAttending, counts.notAttending],
    [RSVP_SUMMARY_LABELS.invited, counts.invited],
    [INVITEE_STATUS_LABELS.scheduled, counts.scheduled],
  ];
}

function attendanceCounts({ attendedCounts: counts }: GuestlistOverview): Count[] {
  return [
    [ATTENDED_LABELS.yes, counts.yes],
    [ATTENDED_LABELS.no, counts.no],
    [ATTENDED_LABELS.not_recorded, counts.notRecorded],
  ];
}

function attendanceTypeCounts({ attendedAttendanceCounts: counts }: GuestlistOverview): Count[] {
  return [
    [ATTENDANCE_TYPE_LABELS.virtual, counts.virtual],
    [ATTENDANCE_TYPE_LABELS.in_person, counts.inPerson],
    [ATTENDANCE_TYPE_LABELS.unknown, counts.unknown],
  ];
}

function Loading() {
  return (
    <Stack spacing={1} aria-hidden>
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
}

/** The two summaries of the guests tab (GraphQL guestlistOverview): RSVP counts and attendance counts. */
export function GuestOverview({ eventId }: { eventId: number }) {
  const overview = useGuestlistOverview(eventId);
  const data = overview.data;
  if (overview.isError && !data) {
    return (
      <ErrorState
        message={errorMessage(overview.error, 'The guest overview could not be loaded.')}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <>
      <EventSection title="RSVPs" level="h3">
        {data ? <Counts label="RSVP counts" counts={rsvpCounts(data)} /> : <Loading />}
      </EventSection>
      <EventSection title="Attendance" level="h3">
        {data ? (
          <Stack spacing={2}>
            <Counts label="Attendance counts" counts={attendanceCounts(data)} />
            <Counts label="Attended by type" counts={attendanceTypeCounts(data)} />
          </Stack>
        ) : (
          <Loading />
        )}
      </EventSection>
    </>
  );
}
