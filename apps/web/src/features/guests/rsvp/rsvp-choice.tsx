import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RSVP_ANSWER_LABELS, RSVP_ANSWERS, type RsvpAnswer } from '@huddle/domain/guest-schemas';

interface RsvpChoiceProps {
  /** The group's accessible name. */
  label: string;
  value: RsvpAnswer | null;
  onChange: (answer: RsvpAnswer) => void;
  /** Answers that cannot be chosen now (the pause rules). */
  isDisabled?: (answer: RsvpAnswer) => boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Yes / Maybe / No as toggle buttons; choosing the current answer again does nothing. */
export function RsvpChoice({ label, value, onChange, isDisabled, disabled, invalid, describedBy }: RsvpChoiceProps) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={value}
      onChange={(_event, next: RsvpAnswer | null) => {
        if (next && next !== value) onChange(next);
      }}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {RSVP_ANSWERS.map((answer) => (
        <ToggleButton
          key={answer}
          value={answer}
          disabled={disabled || isDisabled?.(answer)}
          sx={{ textTransform: 'none', fontWeight: 600, ...(invalid ? { borderColor: 'error.main' } : {}) }}
        >
          {RSVP_ANSWER_LABELS[answer]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
