import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { ErrorState } from '../../../components/error-state';
import { formatDateTime } from '../../../lib/dates';
import { useUserEvents } from '../api/get-user-events';

export function MyEventsTab({ timezone }: { timezone: string | null }) {
  const events = useUserEvents();
  if (events.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading your events">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (events.isError)
    return <ErrorState message="Your events couldn't be loaded." onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 5 }}>
        <EventBusyOutlinedIcon color="disabled" sx={{ fontSize: 44 }} aria-hidden />
        <Typography color="text.secondary">You haven&apos;t hosted or joined any events yet.</Typography>
      </Stack>
    );
  }
  return (
    <List disablePadding>
      {events.data.map((event) => {
        const start = event.start ?? event.starts_at;
        return (
          <ListItem key={event.id} divider>
            <ListItemText
              primary={event.name ?? event.title ?? `Event ${event.id}`}
              secondary={start ? formatDateTime(start, timezone) : undefined}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
