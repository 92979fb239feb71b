import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { EVENT_TAB_LABELS, type EventTab } from '@huddle/domain/event-constants';
import { LinkTabs } from '../../../components/link-tabs';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { browserTimezone } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/document-title';
import { AiGeneratorButton } from '../ai/ai-generator-button';
import { EventFilters } from '../list/event-filters';
import { isVisibleTab, visibleTabs } from '../list/event-tabs';
import { EventsCalendarTab } from '../list/events-calendar-tab';
import { EventsList } from '../list/events-list';
import { useEventFilters } from '../list/use-event-filters';

/**
 * /events/{tab}. No tab, an unknown one, or Drafts for someone who may not see it goes to Upcoming; the query
 * (filters, a group_id from a group's page) goes along.
 */
export function EventsPage() {
  const { tab } = useParams();
  const { search } = useLocation();
  const { user } = useCurrentUser();
  // Drafts, New event and the empty state's prompt are for those the server lets create events.
  const canCreate = user?.abilities.can_create_events ?? false;
  if (!isVisibleTab(tab, canCreate)) return <Navigate to={{ pathname: '/events/upcoming', search }} replace />;
  return <EventsScreen tab={tab} canCreate={canCreate} timezone={user?.timezone || browserTimezone()} />;
}

interface EventsScreenProps {
  tab: EventTab;
  canCreate: boolean;
  timezone: string;
}

function EventsScreen({ tab, canCreate, timezone }: EventsScreenProps) {
  useDocumentTitle('Events');
  const { filters, setFilter, query } = useEventFilters();
  const suffix = query ? `?${query}` : '';

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader title="Events">
        {canCreate && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <AiGeneratorButton timezone={timezone} />
            <Button component={RouterLink} to="/event/new/create" variant="contained" startIcon={<AddIcon />}>
              New event
            </Button>
          </Stack>
        )}
      </PageHeader>
      <LinkTabs
        label="Event lists"
        value={tab}
        panelId="events-panel"
        tabs={visibleTabs(canCreate).map((slug) => ({
          value: slug,
          label: EVENT_TAB_LABELS[slug],
          to: `/events/${slug}${suffix}`,
          id: `events-tab-${slug}`,
        }))}
      />
      {tab !== 'calendar' && <EventFilters filters={filters} setFilter={setFilter} />}
      <Box role="tabpanel" id="events-panel" aria-labelledby={`events-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'calendar' ? (
          <EventsCalendarTab timezone={timezone} />
        ) : (
          <EventsList tab={tab} filters={filters} timezone={timezone} canCreate={canCreate} />
        )}
      </Box>
    </Stack>
  );
}
