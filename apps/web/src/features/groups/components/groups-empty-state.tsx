import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { EmptyState } from '../../../components/empty-state';
import { NewGroupButton } from './new-group-button';

interface GroupsEmptyStateProps {
  message: string;
  /** Admins and organizers get a create prompt (spec §6). */
  canCreate: boolean;
}

export function GroupsEmptyState({ message, canCreate }: GroupsEmptyStateProps) {
  return (
    <EmptyState icon={GroupsOutlinedIcon} message={message}>
      {canCreate && (
        <>
          <Typography color="text.secondary">
            Groups bring people together around a shared identity or interest.
          </Typography>
          <NewGroupButton label="Create a group" variant="outlined" />
        </>
      )}
    </EmptyState>
  );
}
