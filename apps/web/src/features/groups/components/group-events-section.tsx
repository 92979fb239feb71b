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
import { can } from '@huddle/domain/roles';
import { useCurrentUser, userRole } from '../../../lib/current-user';
import type { GroupDetail } from '../api/group-models';

const EVENT_TABS = { upcoming: 'Upcoming', past: 'Past', mine: 'My events' } as const;
type EventTab = keyof typeof EVENT_TABS;

const EMPTY_TEXT: Record<EventTab, string> = {
  upcoming: "The group's upcoming events will appear here once events exist.",
  past: "The group's past events will appear here once events exist.",
  mine: 'Group events you host or attend will appear here once events exist.',
};

/**
 * "Group events" with the spec's tabs upcoming, past and my (§2.8). The seam for the events feature: it will
 * list GET /api/group_events/{upcoming|past|mine}?group_id={id} here; until then each tab says so.
 */
export function GroupEventsSection({ group }: { group: Pick<GroupDetail, 'id' | 'can_edit'> }) {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<EventTab>('upcoming');
  // Creating an event needs an organizer (route guard) who can also edit the group.
  const canCreate = group.can_edit && user !== null && can(userRole(user), 'createEvents');

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
      <Stack
        role="tabpanel"
        id={`group-events-panel-${tab}`}
        aria-labelledby={`group-events-tab-${tab}`}
        spacing={1}
        sx={{ p: { xs: 3, sm: 4 }, alignItems: 'center', textAlign: 'center' }}
      >
        <EventOutlinedIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden />
        <Typography color="text.secondary">{EMPTY_TEXT[tab]}</Typography>
      </Stack>
    </Paper>
  );
}
