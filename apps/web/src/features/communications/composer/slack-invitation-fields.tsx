import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { SLACK_LABELS } from './composer-labels';
import { ComposerSection } from './composer-section';
import { SlackEventPreview } from './slack-event-preview';

interface SlackInvitationFieldsProps {
  event: HuddleEvent;
  timezone: string;
  text: string;
  onTextChange: (text: string) => void;
  calendarInvite: boolean;
  onCalendarInviteChange: (checked: boolean) => void;
  /** The user has authorized Google Calendar (spec §6); without it the option is off with the reason. */
  calendarAuthorized: boolean;
  disabled: boolean;
}

/** The Slack invitation's left column: its text, the calendar-invite option and the live preview. */
export function SlackInvitationFields(props: SlackInvitationFieldsProps) {
  const { event, timezone, text, calendarAuthorized, disabled } = props;
  const calendarOption = (
    <FormControlLabel
      label={SLACK_LABELS.calendarInvite}
      disabled={disabled || !calendarAuthorized}
      control={
        <Checkbox
          checked={calendarAuthorized && props.calendarInvite}
          onChange={(change) => props.onCalendarInviteChange(change.target.checked)}
        />
      }
    />
  );
  return (
    <Stack spacing={2}>
      <ComposerSection title="Personalize invitation">
        <TextField
          label={SLACK_LABELS.message}
          value={text}
          onChange={(change) => props.onTextChange(change.target.value)}
          helperText={SLACK_LABELS.messageHelp}
          disabled={disabled}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 40_000 } }}
        />
        {calendarAuthorized ? (
          calendarOption
        ) : (
          // A disabled control gets no pointer events: the tooltip sits on a wrapper.
          <Tooltip title={COMMUNICATION_MESSAGES.googleCalendarNeeded}>
            <Box component="span" sx={{ alignSelf: 'flex-start' }} tabIndex={0}>
              {calendarOption}
            </Box>
          </Tooltip>
        )}
      </ComposerSection>
      <SlackEventPreview event={event} timezone={timezone} text={text} showEventDetailsButton showRsvpButtons />
    </Stack>
  );
}
