import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { EventHost } from '../../../lib/event/event-models';

type HostSummary = Pick<EventHost, 'id' | 'full_name' | 'initials' | 'avatar_url'> & { email?: string };

/** The event's hosts by name; the avatar is decorative next to the name. */
export function EventHosts({ hosts, showEmail = false }: { hosts: readonly HostSummary[]; showEmail?: boolean }) {
  return (
    <List disablePadding aria-label="Hosts">
      {hosts.map((host) => (
        <ListItem key={host.id} disableGutters>
          <ListItemAvatar>
            <Avatar src={host.avatar_url ?? undefined} alt="" aria-hidden sx={{ bgcolor: 'primary.main' }}>
              {host.initials || host.full_name.charAt(0).toUpperCase()}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={host.full_name}
            secondary={showEmail ? host.email : undefined}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
