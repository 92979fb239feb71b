import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { GuestList } from './guest-list';
import { GuestOverview } from './guest-overview';
import { RsvpPauseCard } from './rsvp-pause-card';

/** The guests tab of /event/{id}/guests (spec guests §2): the overview, the RSVP open/close card and the guest list. */
export function GuestsTab({ event }: { event: HuddleEvent }) {
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="guests-overview-heading">
        <Typography id="guests-overview-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          Overview
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'stretch',
          }}
        >
          <GuestOverview eventId={event.id} />
          <RsvpPauseCard event={event} />
        </Box>
      </Box>
      <GuestList event={event} />
    </Stack>
  );
}
