import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { Group } from '../api/group-models';
import { GroupCover } from './group-cover';
import { membersLabel, membershipLabel } from './group-labels';

interface GroupCardProps {
  group: Group;
  onJoin: (id: number) => void;
  joining: boolean;
}

/** A group in the grid: the whole top opens the group; Join sits apart so no control is nested in the link. */
export function GroupCard({ group, onJoin, joining }: GroupCardProps) {
  const membership = membershipLabel(group);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={group.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/group/${group.id}/view`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <GroupCover group={group} height={140} />
        <CardContent sx={{ flexGrow: 1, width: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap title={group.name} sx={{ minWidth: 0 }}>
              {group.name}
            </Typography>
            {group.private && (
              <LockOutlinedIcon fontSize="small" color="action" titleAccess="Private group" sx={{ flexShrink: 0 }} />
            )}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {group.group_type && <Chip size="small" label={group.group_type.name} variant="outlined" />}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <GroupsOutlinedIcon fontSize="small" aria-hidden />
              {membersLabel(group.members_count)}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, minHeight: 48 }}>
        {membership ? (
          <Chip
            size="small"
            color={group.is_group_admin ? 'primary' : 'success'}
            icon={group.is_group_admin ? <ShieldOutlinedIcon aria-hidden /> : <CheckIcon aria-hidden />}
            label={membership}
          />
        ) : (
          <Button
            variant="outlined"
            size="small"
            onClick={() => onJoin(group.id)}
            disabled={joining}
            aria-label={`Join ${group.name}`}
          >
            {joining ? 'Joining…' : 'Join'}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
