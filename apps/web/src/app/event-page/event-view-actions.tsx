import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useCopyEventLink } from '../../features/events/details/copy-event-link';
import type { RsvpAudience } from '../../features/guests/rsvp/rsvp-card';
import { useDownloadIcal } from '../../lib/event/download-ical';
import type { PublicEvent } from '../../lib/event/get-public-event';
import { managerHomePath } from './event-tab-rules';

type ActionsEvent = Pick<PublicEvent, 'id' | 'name' | 'privacy' | 'past' | 'can_manage'>;

/** "Copy event link" and "Add to calendar" for everyone; "Go back" and (managers) "Manage event" when signed in. */
export function EventViewActions({ event, audience }: { event: ActionsEvent; audience: RsvpAudience }) {
  const copyLink = useCopyEventLink(event);
  const ical = useDownloadIcal();
  const member = audience === 'member';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: member ? 'space-between' : 'flex-end',
      }}
    >
      {member && (
        <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon />}>
          Go back
        </Button>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {member && event.can_manage && (
          <Button
            component={RouterLink}
            to={managerHomePath(event)}
            variant="contained"
            startIcon={<SettingsOutlinedIcon />}
          >
            Manage event
          </Button>
        )}
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
          Copy event link
        </Button>
        <Button
          variant="outlined"
          startIcon={<EventAvailableOutlinedIcon />}
          onClick={() => ical.mutate({ id: event.id, name: event.name })}
          disabled={ical.isPending}
        >
          Add to calendar
        </Button>
      </Box>
    </Box>
  );
}
