import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { GroupMember } from '../api/group-models';
import { PersonAvatar } from '../../../components/person-avatar';

function officeName(office: GroupMember['office']): string | null {
  return office?.name ?? null;
}

interface MemberRowProps {
  member: GroupMember;
  /** Absent when members cannot be removed by hand (a Slack-synced group). */
  onRemove?: (member: GroupMember) => void;
}

export function MemberRow({ member, onRemove }: MemberRowProps) {
  const office = officeName(member.office);
  const label = `Remove ${member.full_name}`;
  return (
    <ListItem
      divider
      secondaryAction={
        onRemove && (
          <Tooltip title={label}>
            <IconButton edge="end" aria-label={label} onClick={() => onRemove(member)}>
              <PersonRemoveOutlinedIcon />
            </IconButton>
          </Tooltip>
        )
      }
      sx={{ pr: onRemove ? 7 : 2 }}
    >
      <ListItemAvatar>
        <PersonAvatar name={member.full_name} src={member.avatar_url} />
      </ListItemAvatar>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{member.full_name}</span>
            {member.is_group_admin && <Chip size="small" color="primary" label="Admin" />}
          </Stack>
        }
        secondary={[member.email, office].filter(Boolean).join(' · ')}
        slotProps={{ primary: { component: 'div' }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
