import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRIVACY_LABELS } from '@huddle/domain/event-rules';
import { EventSection } from '../../../components/event-section';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { EventDescription } from './event-description';
import { EventFacts } from './event-facts';
import { EventHosts } from './event-hosts';
import { EventResources } from './event-resources';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

const names = (items: readonly { name: string }[], none: string) =>
  items.length > 0 ? items.map((item) => item.name).join(', ') : none;

/** Everything the manager set on the event, read-only (the Details tab). */
export function EventDetailsSummary({ event, timezone }: { event: HuddleEvent; timezone: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <EventSection title="Event details">
          <Stack spacing={2}>
            <EventFacts event={event} timezone={timezone} />
            <Row label="Event type">{event.event_type?.name ?? 'No type'}</Row>
            <Row label="Privacy">{PRIVACY_LABELS[event.privacy]}</Row>
            <Row label="Groups">{names(event.groups, 'No groups')}</Row>
            <Row label="Offices">{names(event.offices, 'All offices')}</Row>
            <Row label="RSVP pausing">
              {event.rsvp_pause_allowed ? (event.rsvp_pause_active ? 'Allowed, RSVPs paused' : 'Allowed') : 'Off'}
            </Row>
          </Stack>
        </EventSection>
        <EventSection title="Description">
          {event.safe_description.trim() ? (
            <EventDescription html={event.safe_description} />
          ) : (
            <Typography color="text.secondary">No description yet.</Typography>
          )}
        </EventSection>
      </Stack>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <EventSection title="Organizers">
          <EventHosts hosts={event.hosts} showEmail />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {event.config.display_organizers_as_hosts
              ? 'Shown as hosts on the event page.'
              : 'Not shown as hosts on the event page.'}
          </Typography>
        </EventSection>
        <EventSection title="Resources">
          {event.resources.length > 0 ? (
            <EventResources resources={event.resources} />
          ) : (
            <Typography color="text.secondary">No resources.</Typography>
          )}
        </EventSection>
      </Stack>
    </Box>
  );
}
