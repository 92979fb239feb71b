import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { EventResource } from '../../../lib/event/event-models';
import { isWebLink } from '../../../lib/safe-link';

/** Titled links, each opening in a new tab. */
export function EventResources({ resources }: { resources: readonly EventResource[] }) {
  return (
    <List disablePadding aria-label="Resources">
      {resources.map((resource) => (
        <ListItem key={resource.id} disableGutters sx={{ py: 0.5 }}>
          {isWebLink(resource.link) ? (
            <Link
              href={resource.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              {resource.title || resource.link}
              <OpenInNewIcon fontSize="inherit" titleAccess="(opens in a new tab)" />
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{resource.title}</Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
