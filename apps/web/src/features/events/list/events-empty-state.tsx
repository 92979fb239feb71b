import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { EVENT_MESSAGES } from '@huddle/domain/event-constants';

/** "No events"; admins and organizers get a way to create one (spec events §2). */
export function EventsEmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, borderRadius: 3, borderStyle: 'dashed' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <EventBusyOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p">
          {EVENT_MESSAGES.noEvents}
        </Typography>
        {canCreate && (
          <Button component={RouterLink} to="/event/new/create" variant="outlined">
            Create a new event
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
