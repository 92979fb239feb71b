import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-client';
import { useCollectionMembers, type CollectionMembersParams } from '../api/get-collection-members';

/** Who an expanded group, list or office would invite (loaded when the row opens). */
export function CollectionMembers({ params, name }: { params: CollectionMembersParams; name: string }) {
  const members = useCollectionMembers(params);
  if (members.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }} role="status">
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">Loading members…</Typography>
      </Stack>
    );
  }
  if (members.isError) {
    return (
      <Typography variant="body2" color="error" role="alert" sx={{ py: 1 }}>
        {errorMessage(members.error, 'The members could not be loaded.')}
      </Typography>
    );
  }
  if (members.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        No members
      </Typography>
    );
  }
  return (
    <List dense aria-label={`Members of ${name}`} sx={{ py: 0 }}>
      {members.data.map((member) => (
        <ListItem
          key={member.id}
          disableGutters
          secondaryAction={
            member.previously_invited ? <Chip size="small" variant="outlined" label="Previously invited" /> : null
          }
        >
          <ListItemText
            primary={member.full_name}
            secondary={member.email}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
