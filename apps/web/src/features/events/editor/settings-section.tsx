import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_PRIVACY, PRIVACY_LABELS, type EventPrivacy } from '@huddle/domain/event-rules';
import type { OfficeRef } from '../../../lib/api-types';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useOffices } from '../../../lib/reference/offices';
import { EditorSection, type SectionProps } from './editor-section';
import { HostMultiSelect } from './host-multi-select';

/** Spec events §4: what each privacy level means for guests. */
export const PRIVACY_EXPLANATIONS: Record<EventPrivacy, string> = {
  open: 'Anyone with the link can see the event and RSVP.',
  organization: 'Invited guests and members of your organization can RSVP.',
  invite_only: 'Only invited people can see the event and RSVP.',
};

interface SettingsSectionProps extends SectionProps {
  event: HuddleEvent | null;
  /** event-privacy-never-public: Public is not offered (unless it is what the event already has). */
  neverPublic: boolean;
}

/** Settings: privacy, organizers, offices, and (before publishing) whether RSVPs may be paused. */
export function SettingsSection({ form, disabled, event, neverPublic }: SettingsSectionProps) {
  const { control } = form;
  const offices = useOffices();
  const privacyLabelId = useId();
  const pauseHelpId = useId();
  const choices = EVENT_PRIVACY.filter((level) => level !== 'open' || !neverPublic || event?.privacy === 'open');
  const officeOptions = offices.data ?? [];
  const officeNamed = (id: number): OfficeRef =>
    officeOptions.find((office) => office.id === id) ??
    event?.offices?.find((office) => office.id === id) ?? { id, name: `Office ${id}` };

  return (
    <EditorSection title="Settings">
      <Controller
        control={control}
        name="privacy"
        render={({ field, fieldState }) => (
          <FormControl disabled={disabled} error={Boolean(fieldState.error)}>
            <FormLabel id={privacyLabelId}>Privacy</FormLabel>
            <RadioGroup
              aria-labelledby={privacyLabelId}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              {choices.map((level) => (
                <Box key={level} sx={{ mb: 0.5 }}>
                  <FormControlLabel
                    value={level}
                    control={<Radio slotProps={{ input: { 'aria-describedby': `${privacyLabelId}-${level}` } }} />}
                    label={PRIVACY_LABELS[level]}
                  />
                  <Typography
                    id={`${privacyLabelId}-${level}`}
                    variant="body2"
                    color="text.secondary"
                    sx={{ pl: 4, mt: -0.75 }}
                  >
                    {PRIVACY_EXPLANATIONS[level]}
                  </Typography>
                </Box>
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="hosts"
        render={({ field, fieldState }) => (
          <HostMultiSelect
            value={field.value}
            onChange={(people) => {
              form.clearErrors('hosts');
              field.onChange(people);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onRefused={(message) => form.setError('hosts', { message })}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="officeIds"
        render={({ field, fieldState }) => (
          <Autocomplete<OfficeRef, true>
            multiple
            value={field.value.map(officeNamed)}
            onChange={(_, next) => field.onChange(next.map((office) => office.id))}
            onBlur={field.onBlur}
            options={officeOptions}
            filterSelectedOptions
            isOptionEqualToValue={(option, picked) => option.id === picked.id}
            getOptionLabel={(office) => office.name}
            getOptionKey={(office) => office.id}
            loading={offices.isPending}
            loadingText="Loading offices…"
            noOptionsText={offices.isError ? "Offices couldn't be loaded." : 'No offices'}
            disabled={disabled}
            autoHighlight
            slotProps={{ chip: { size: 'small' } }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Offices"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Optional. The offices this event is for.'}
              />
            )}
          />
        )}
      />
      {!event?.published && (
        <Controller
          control={control}
          name="rsvpPauseAllowed"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                    slotProps={{ input: { 'aria-describedby': pauseHelpId } }}
                  />
                }
                label="Allow pausing RSVPs"
                disabled={disabled}
              />
              <Typography id={pauseHelpId} variant="body2" color="text.secondary" sx={{ pl: 6, mt: -0.5 }}>
                Lets you close and reopen RSVPs after publishing. Invitations then go by email only. This can only be
                chosen before the event is published.
              </Typography>
            </Box>
          )}
        />
      )}
    </EditorSection>
  );
}
