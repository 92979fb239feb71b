import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { COMMUNICATION_MESSAGES, type DeliveryMethod } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { CommunicationCard } from './communication-card';
import { composerPath } from './composer-route';
import { DeliveryMethodMenu } from './delivery-method-menu';
import { EmailGuestsDialog } from './email-guests-dialog';
import { CARD_TITLES, EMAIL_GUESTS_LABEL, methodsText } from './history-labels';

type CardEvent = Pick<HuddleEvent, 'id' | 'name' | 'invitees_count'>;

/** Spec §2 and §6: messages go to the event's guests, so the card stays inactive until the event has some. */
export function MessagesCard({ event, methods }: { event: CardEvent; methods: readonly DeliveryMethod[] }) {
  const navigate = useNavigate();
  const [emailing, setEmailing] = useState(false);
  const inactive = event.invitees_count === 0;
  // Messages go by email (and Slack once enabled); a calendar file rides only on event updates.
  const messageMethods = methods.filter((method) => method !== 'calendar');
  return (
    <CommunicationCard title={CARD_TITLES.message} subheader={methodsText(messageMethods)}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DeliveryMethodMenu
          disabled={inactive}
          choices={messageMethods.map((method) => ({ method, refusal: null }))}
          onSelect={(method) => void navigate(composerPath(event.id, 'message', method))}
        />
        <Button
          variant="outlined"
          startIcon={<MailOutlineIcon />}
          disabled={inactive}
          onClick={() => setEmailing(true)}
        >
          {EMAIL_GUESTS_LABEL}
        </Button>
      </Stack>
      {inactive && (
        <Typography variant="body2" color="text.secondary">
          {COMMUNICATION_MESSAGES.noInvitees}
        </Typography>
      )}
      {emailing && <EmailGuestsDialog event={event} onClose={() => setEmailing(false)} />}
    </CommunicationCard>
  );
}
