import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { NewGroupButton } from './new-group-button';

interface GroupsEmptyStateProps {
  message: string;
  /** Admins and organizers get a create prompt (spec §6). */
  canCreate: boolean;
}

export function GroupsEmptyState({ message, canCreate }: GroupsEmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, borderRadius: 3, borderStyle: 'dashed' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <GroupsOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p">
          {message}
        </Typography>
        {canCreate && (
          <>
            <Typography color="text.secondary">
              Groups bring people together around a shared identity or interest.
            </Typography>
            <NewGroupButton label="Create a group" variant="outlined" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
