import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useCopyEventLink } from '../../features/events/details/copy-event-link';
import type { HuddleEvent } from '../../lib/event/event-models';
import { eventWhenLines } from '../../lib/event/event-when';

/** Name, status chips (Draft/Published, Started/Past) and links of the manager area. */
export function EventManagerHeader({ event, timezone }: { event: HuddleEvent; timezone: string }) {
  const copyLink = useCopyEventLink(event);
  const when = eventWhenLines(event.start, event.ends, timezone).join(' ');
  const timing = event.past ? 'Past' : event.started ? 'Started' : null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              color={event.published ? 'success' : 'default'}
              label={event.published ? 'Published' : 'Draft'}
            />
            {timing && <Chip size="small" variant="outlined" label={timing} />}
            <Typography variant="body2" color="text.secondary">
              {when}
            </Typography>
          </Stack>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={`/event/${event.id}/view`}
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
          >
            View event page
          </Button>
          <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
            Copy event link
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
