import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { GroupDetail } from '../api/group-models';
import { GroupEventsSection } from './group-events-section';
import { membersLabel } from './group-labels';
import { PersonAvatar } from '../../../components/person-avatar';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="dt" sx={{ lineHeight: 1.8 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The view tab: what the group is about, its events, and who runs it. */
export function GroupViewTab({ group }: { group: GroupDetail }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Section title="About">
          {group.safe_description ? (
            <Box
              // safe_description is sanitized by the server (sanitize-html); it is the only HTML rendered here.
              dangerouslySetInnerHTML={{ __html: group.safe_description }}
              sx={{
                overflowWrap: 'anywhere',
                whiteSpace: 'pre-line',
                '& > :first-of-type': { mt: 0 },
                '& > :last-child': { mb: 0 },
                '& a': { color: 'primary.main' },
                '& img': { maxWidth: '100%' },
              }}
            />
          ) : (
            <Typography color="text.secondary">No description yet.</Typography>
          )}
          {group.external_link && (
            <Link
              href={group.external_link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ mt: 2, display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              {group.external_link}
              <OpenInNewIcon fontSize="inherit" titleAccess="(opens in a new tab)" />
            </Link>
          )}
        </Section>
        <GroupEventsSection group={group} />
      </Stack>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Section title="Details">
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <Detail label="Type">{group.group_type?.name ?? 'No type'}</Detail>
            <Detail label="Offices">
              {group.offices.length > 0 ? group.offices.map((office) => office.name).join(', ') : 'All offices'}
            </Detail>
            <Detail label="Members">{membersLabel(group.members_count)}</Detail>
            <Detail label="Visibility">{group.private ? 'Private' : 'Public'}</Detail>
          </Stack>
        </Section>
        <Section title="Admins">
          {group.admin_employees.length === 0 ? (
            <Typography color="text.secondary">No admins.</Typography>
          ) : (
            <List disablePadding aria-label="Group admins">
              {group.admin_employees.map((admin) => (
                <ListItem key={admin.id} disableGutters>
                  <ListItemAvatar>
                    <PersonAvatar name={admin.full_name} src={admin.avatar_url} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={admin.full_name}
                    secondary={admin.email}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Stack>
    </Box>
  );
}
