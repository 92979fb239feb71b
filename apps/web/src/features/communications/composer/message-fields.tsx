import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { defaultMessageSubject } from '@huddle/domain/communication-schemas';
import { FormTextField } from '../../../components/form-text-field';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { StatusCheckboxes } from '../status-checkboxes';
import { subjectHelp } from './composer-labels';
import { ComposerSection } from './composer-section';
import { LazyRichTextField } from './lazy-rich-text';
import type { MessageFormValues } from './message-form-schema';
import { PreviewEmailDialog } from './preview-email-dialog';

interface MessageFieldsProps {
  form: UseFormReturn<MessageFormValues>;
  event: Pick<HuddleEvent, 'id' | 'name' | 'past'>;
  disabled: boolean;
}

/** The message's left column: which guests (by status) and what they read. */
export function MessageFields({ form, event, disabled }: MessageFieldsProps) {
  const { control } = form;
  const [previewing, setPreviewing] = useState(false);
  return (
    <Stack spacing={2}>
      <ComposerSection title="Select recipients">
        <Controller
          control={control}
          name="invitee_statuses"
          render={({ field, fieldState }) => (
            <StatusCheckboxes
              legend="Guests whose RSVP is"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      </ComposerSection>
      <ComposerSection title="Personalize message">
        <FormTextField
          control={control}
          name="message_subject"
          label="Subject"
          disabled={disabled}
          helperText={subjectHelp(defaultMessageSubject(event.name))}
          slotProps={{ htmlInput: { maxLength: 250 } }}
        />
        <Controller
          control={control}
          name="message_body"
          render={({ field, fieldState }) => (
            <LazyRichTextField
              label="Message"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="show_event_details_button"
          render={({ field }) => (
            <FormControlLabel
              label="Show event details button"
              disabled={disabled}
              control={<Switch checked={field.value} onChange={(change) => field.onChange(change.target.checked)} />}
            />
          )}
        />
        {/* Spec §5: no RSVP buttons once the event has ended. */}
        {!event.past && (
          <Controller
            control={control}
            name="show_rsvp_buttons"
            render={({ field }) => (
              <FormControlLabel
                label="Show RSVP buttons"
                disabled={disabled}
                control={<Switch checked={field.value} onChange={(change) => field.onChange(change.target.checked)} />}
              />
            )}
          />
        )}
        <div>
          <Button startIcon={<MailOutlineIcon />} onClick={() => setPreviewing(true)} disabled={disabled}>
            Send preview email
          </Button>
        </div>
        {previewing && (
          <PreviewEmailDialog
            eventId={event.id}
            subject={form.getValues('message_subject').trim() || defaultMessageSubject(event.name)}
            body={form.getValues('message_body')}
            onClose={() => setPreviewing(false)}
          />
        )}
      </ComposerSection>
    </Stack>
  );
}
