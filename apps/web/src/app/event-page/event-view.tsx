import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRIVACY_LABELS } from '@huddle/domain/event-rules';
import { EventSection } from '../../components/event-section';
import { EventBanner } from '../../features/events/details/event-banner';
import { EventDescription } from '../../features/events/details/event-description';
import { EventFacts } from '../../features/events/details/event-facts';
import { EventHosts } from '../../features/events/details/event-hosts';
import { EventResources } from '../../features/events/details/event-resources';
import type { RsvpAudience } from '../../features/guests/rsvp/rsvp-card';
import type { PublicEvent } from '../../lib/event/get-public-event';
import { EventSidePanel } from './event-side-panel';
import { EventViewActions } from './event-view-actions';

interface EventViewProps {
  /** A signed-in event or the public answer (no host emails): the view reads only what both carry. */
  event: PublicEvent;
  /** The viewer's IANA timezone. */
  timezone: string;
  audience: RsvpAudience;
}

/**
 * The read-only event page (spec events §2 /event/{id}/view, and /public/{id}): the event on the left, RSVP on the
 * right; the panels stack on narrow screens.
 */
export function EventView({ event, timezone, audience }: EventViewProps) {
  const showHosts = Boolean(event.config?.display_organizers_as_hosts) && event.hosts.length > 0;
  const description = event.safe_description ?? '';
  return (
    <Stack spacing={3}>
      <EventViewActions event={event} audience={audience} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          // On a phone the RSVP panel follows the event's summary, before the longer sections.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"head" "side" "rest"', md: '"head side" "rest side"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Paper variant="outlined" sx={{ gridArea: 'head', borderRadius: 3, overflow: 'hidden', minWidth: 0 }}>
          <EventBanner event={event} />
          <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={1}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {event.name}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {event.event_type && <Chip size="small" color="primary" label={event.event_type.name} />}
                <Chip size="small" variant="outlined" label={PRIVACY_LABELS[event.privacy]} />
                {event.past && <Chip size="small" label="Past" />}
              </Stack>
            </Stack>
            <EventFacts event={event} timezone={timezone} />
          </Stack>
        </Paper>
        <Box sx={{ gridArea: 'side', minWidth: 0 }}>
          <EventSidePanel event={event} audience={audience} />
        </Box>
        <Stack spacing={3} sx={{ gridArea: 'rest', minWidth: 0 }}>
          {description.trim() && (
            <EventSection title="About this event">
              <EventDescription html={description} />
            </EventSection>
          )}
          {showHosts && (
            <EventSection title="Hosts">
              <EventHosts hosts={event.hosts} />
            </EventSection>
          )}
          {event.resources.length > 0 && (
            <EventSection title="Resources">
              <EventResources resources={event.resources} />
            </EventSection>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
