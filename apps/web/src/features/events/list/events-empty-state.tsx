import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { EVENT_MESSAGES } from '@huddle/domain/event-constants';
import { EmptyState } from '../../../components/empty-state';

/** "No events"; admins and organizers get a way to create one (spec events §2). */
export function EventsEmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <EmptyState icon={EventBusyOutlinedIcon} message={EVENT_MESSAGES.noEvents}>
      {canCreate && (
        <Button component={RouterLink} to="/event/new/create" variant="outlined">
          Create a new event
        </Button>
      )}
    </EmptyState>
  );
}
