import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { usePreSurveyState } from '../api/get-pre-survey-state';

/**
 * Spec §4: after a Yes, the prompt for the pre-event survey shows while the event has one and the guest has not
 * answered it (the server's state says both).
 */
export function PreSurveyPrompt({ eventId, going }: { eventId: number; going: boolean }) {
  const state = usePreSurveyState(eventId, going);
  if (!going || state.data !== 'open') return null;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={`/survey/${eventId}/pre`} color="inherit" size="small">
          Answer now
        </Button>
      }
    >
      The organizer has a few questions for you before the event.
    </Alert>
  );
}
