import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { ErrorState } from '../../../components/error-state';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/dates';
import { useGroupEvents } from '../api/get-group-events';
import type { GroupDetail } from '../api/group-models';

const EVENT_TABS = { upcoming: 'Upcoming', past: 'Past', mine: 'My events' } as const;
type EventTab = keyof typeof EVENT_TABS;

const EMPTY_TEXT: Record<EventTab, string> = {
  upcoming: 'No upcoming events in this group.',
  past: 'No past events in this group.',
  mine: "You don't host any of this group's events.",
};

/** "Group events" with the spec's tabs upcoming, past and my (§2.8), from GET /api/group_events/{tab}. */
export function GroupEventsSection({ group }: { group: Pick<GroupDetail, 'id' | 'can_create_event'> }) {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<EventTab>('upcoming');
  // The server's ability: a group editor who may also create events.
  const canCreate = group.can_create_event;

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
      aria-labelledby="group-events-title"
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2" id="group-events-title">
          Group events
        </Typography>
        {canCreate && (
          <Button
            component={RouterLink}
            to={`/event/new/create?group_id=${group.id}`}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
          >
            Create event
          </Button>
        )}
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}>
        <Tabs value={tab} onChange={(_, next: EventTab) => setTab(next)} aria-label="Group events" variant="scrollable">
          {(Object.keys(EVENT_TABS) as EventTab[]).map((slug) => (
            <Tab
              key={slug}
              value={slug}
              label={EVENT_TABS[slug]}
              id={`group-events-tab-${slug}`}
              aria-controls={`group-events-panel-${slug}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`group-events-panel-${tab}`} aria-labelledby={`group-events-tab-${tab}`}>
        <GroupEventList groupId={group.id} tab={tab} timezone={user?.timezone ?? null} />
      </Box>
    </Paper>
  );
}

function GroupEventList({ groupId, tab, timezone }: { groupId: number; tab: EventTab; timezone: string | null }) {
  const events = useGroupEvents(groupId, tab);
  if (events.isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading the group's events">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (events.isError) {
    return <ErrorState message="The group's events couldn't be loaded." onRetry={() => void events.refetch()} />;
  }
  if (events.data.data.length === 0) {
    return (
      <Stack spacing={1} sx={{ p: { xs: 3, sm: 4 }, alignItems: 'center', textAlign: 'center' }}>
        <EventOutlinedIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden />
        <Typography color="text.secondary">{EMPTY_TEXT[tab]}</Typography>
      </Stack>
    );
  }
  return (
    <List disablePadding aria-label={`${EVENT_TABS[tab]} group events`}>
      {events.data.data.map((event) => (
        <ListItemButton key={event.id} component={RouterLink} to={`/event/${event.id}`} divider>
          <ListItemText
            primary={event.name}
            secondary={[formatDateTime(event.start, timezone), event.location].filter(Boolean).join(' · ')}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
