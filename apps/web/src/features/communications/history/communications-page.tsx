import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { EventSection } from '../../../components/event-section';
import { isApiError } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useCommunicationHistories } from '../api/get-communication-histories';
import { NOT_MANAGER_TEXT } from './communications-access';
import { HISTORY_TITLE } from './history-labels';
import { HistoryTable } from './history-table';
import { InvitationsCard } from './invitations-card';
import { MessagesCard } from './messages-card';
import { useDeliveryMethods } from './use-delivery-methods';

/**
 * The body of /event/{id}/communications (spec §2): the invitations and messages cards, then the history.
 * The tab is open to any signed-in user, but only managers may see or send communications: anyone else gets a
 * calm notice, without asking the server when the event's can_manage already tells (and on its 403 otherwise).
 */
export function CommunicationsPage({ event }: { event: HuddleEvent }) {
  // The server's ability (docs/api-communications.md "Who"): admins, and hosts who are organizers.
  const manages = event.can_manage;
  const history = useCommunicationHistories(event.id, { eventIsPast: event.past, enabled: manages });
  const methods = useDeliveryMethods();

  if (!manages || isApiError(history.error, 403)) {
    // A status, not an alert: nothing went wrong, so screen readers should not be interrupted.
    return (
      <Alert severity="info" role="status">
        {NOT_MANAGER_TEXT}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'stretch',
        }}
      >
        <InvitationsCard event={event} methods={methods} />
        <MessagesCard event={event} methods={methods} />
      </Box>
      <EventSection title={HISTORY_TITLE}>
        <HistoryTable eventId={event.id} history={history} />
      </EventSection>
    </Stack>
  );
}
