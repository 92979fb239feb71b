import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { EventSection } from '../../../components/event-section';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import { EventForm } from '../editor/event-form';
import { EventDetailsSummary } from './event-details-summary';

/**
 * The Details tab of a published event.
 *
 * SEAM (event editor): an event the viewer may still change (can_edit: admin or host, not started) is shown in the
 * editor's reusable `EventForm` (features/events/editor/), which saves it in place ("Save changes") and refreshes
 * the cached event. Any other event is shown read-only, with the reason it cannot be changed.
 */
export function DetailsTab({ event }: { event: HuddleEvent }) {
  const timezone = useViewerTimezone();
  if (event.can_edit) {
    return (
      <EventForm
        event={event}
        header={
          <Typography variant="h5" component="h2">
            Edit event
          </Typography>
        }
      />
    );
  }
  return (
    <Stack spacing={3}>
      <EventSection title="Edit event">
        <Alert severity="info">{event.started ? EVENT_MESSAGES.locked : EVENT_MESSAGES.notEditable}</Alert>
      </EventSection>
      <EventDetailsSummary event={event} timezone={timezone} />
    </Stack>
  );
}
