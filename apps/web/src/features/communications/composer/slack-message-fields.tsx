import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { SlackChannelPicker, type ChannelChoice } from '../../../components/slack-channel-picker';
import { SLACK_LABELS } from './composer-labels';
import { ComposerSection } from './composer-section';
import type { SlackMessageFormValues } from './slack-message-form';

interface SlackMessageFieldsProps {
  form: UseFormReturn<SlackMessageFormValues>;
  /** The channels that received a Slack invitation of this event (spec §6). */
  channels: ChannelChoice[];
  eventEnded: boolean;
  disabled: boolean;
}

type ButtonField = 'show_event_details_button' | 'show_rsvp_buttons';

/** Spec §2: 'Select recipients' (channels) and 'Personalize message' with the two button checkboxes. */
export function SlackMessageFields({ form, channels, eventEnded, disabled }: SlackMessageFieldsProps) {
  const { control } = form;
  const buttonOption = (name: ButtonField, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={<Checkbox checked={field.value} onChange={(change) => field.onChange(change.target.checked)} />}
        />
      )}
    />
  );
  return (
    <Stack spacing={2}>
      <ComposerSection title="Select recipients">
        <Controller
          control={control}
          name="slack_channel_ids"
          render={({ field, fieldState }) => (
            <SlackChannelPicker
              legend={SLACK_LABELS.selectChannels}
              channels={channels}
              selected={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      </ComposerSection>
      <ComposerSection title="Personalize message">
        <FormTextField
          control={control}
          name="message_body"
          label={SLACK_LABELS.message}
          disabled={disabled}
          helperText={SLACK_LABELS.messageHelp}
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: 40_000 } }}
        />
        {buttonOption('show_event_details_button', SLACK_LABELS.showEventDetails)}
        {/* Spec §5: no RSVP buttons once the event has ended. */}
        {!eventEnded && buttonOption('show_rsvp_buttons', SLACK_LABELS.showRsvp)}
      </ComposerSection>
    </Stack>
  );
}
