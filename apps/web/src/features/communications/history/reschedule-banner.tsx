import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { communicationsPath } from './composer-route';
import { useRescheduleBanner } from './use-reschedule-banner';

export const GO_TO_COMMUNICATIONS = 'Go to communications';

interface RescheduleBannerProps {
  event: Pick<HuddleEvent, 'id' | 'needs_rescheduling'>;
  /** False on the communications tab itself, where the link would lead nowhere new. */
  showLink?: boolean;
}

/** The warning of the event manager page while a scheduled invitation needs a new time (spec §4). */
export function RescheduleBanner({ event, showLink = true }: RescheduleBannerProps) {
  const banner = useRescheduleBanner(event);
  if (!banner.open) return null;
  return (
    <Alert severity="warning" onClose={banner.dismiss} closeText="Dismiss">
      {COMMUNICATION_MESSAGES.rescheduleBanner}
      {showLink && (
        <>
          {' '}
          <Link component={RouterLink} to={communicationsPath(event.id)} color="inherit" sx={{ fontWeight: 600 }}>
            {GO_TO_COMMUNICATIONS}
          </Link>
        </>
      )}
    </Alert>
  );
}
