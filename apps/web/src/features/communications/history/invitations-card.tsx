import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { invitationMethodRefusal, type DeliveryMethod } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { CommunicationCard } from './communication-card';
import { composerPath } from './composer-route';
import { DeliveryMethodMenu } from './delivery-method-menu';
import { CARD_TITLES, methodsText, VIEW_GUEST_LIST_LABEL } from './history-labels';

type CardEvent = Pick<HuddleEvent, 'id' | 'past' | 'rsvp_pause_allowed' | 'rsvp_pause_active'>;

/**
 * Spec §2 and §6: a past event offers its guest list instead of new invitations; while RSVPs are paused no method
 * may be used, and an event that may pause RSVPs invites by email only (each refused method says why).
 */
export function InvitationsCard({ event, methods }: { event: CardEvent; methods: readonly DeliveryMethod[] }) {
  const navigate = useNavigate();
  const paused = event.rsvp_pause_active;
  return (
    <CommunicationCard title={CARD_TITLES.invitation} subheader={methodsText(methods)}>
      {event.past ? (
        <Button
          component={RouterLink}
          to={`/event/${event.id}/guests`}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {VIEW_GUEST_LIST_LABEL}
        </Button>
      ) : (
        <>
          <DeliveryMethodMenu
            disabled={paused}
            choices={methods.map((method) => ({ method, refusal: invitationMethodRefusal(method, event) }))}
            onSelect={(method) => void navigate(composerPath(event.id, 'invitation', method))}
          />
          {paused && <Alert severity="info">{invitationMethodRefusal('email', event)}</Alert>}
        </>
      )}
    </CommunicationCard>
  );
}
