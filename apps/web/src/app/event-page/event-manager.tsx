import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RescheduleBanner } from '../../features/communications/history/reschedule-banner';
import type { HuddleEvent } from '../../lib/event/event-models';
import { useViewerTimezone } from '../../lib/use-viewer-timezone';
import { EventManagerHeader } from './event-manager-header';
import { EVENT_PAGE_TAB_LABELS, type ManagerTab } from './event-tab-rules';
import { ManagerTabPanel } from './manager-tab-panel';

interface EventManagerProps {
  event: HuddleEvent;
  tab: ManagerTab;
  tabs: readonly ManagerTab[];
}

/** The manager area of a published event: header, tabs, and the current tab's panel. */
export function EventManager({ event, tab, tabs }: EventManagerProps) {
  const timezone = useViewerTimezone();
  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Go back
      </Button>
      <RescheduleBanner event={event} showLink={tab !== 'communications'} />
      <EventManagerHeader event={event} timezone={timezone} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} aria-label="Event sections" variant="scrollable" allowScrollButtonsMobile>
          {tabs.map((slug) => (
            <Tab
              key={slug}
              value={slug}
              label={EVENT_PAGE_TAB_LABELS[slug]}
              component={RouterLink}
              to={`/event/${event.id}/${slug}`}
              id={`event-tab-${slug}`}
              aria-controls="event-tab-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box id="event-tab-panel" role="tabpanel" aria-labelledby={`event-tab-${tab}`}>
        <ManagerTabPanel key={tab} event={event} tab={tab} />
      </Box>
    </Stack>
  );
}
