import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { PASSWORD_RULES_MESSAGE } from '@huddle/domain/password';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PasswordFieldProps<T extends FieldValues> = FormTextFieldProps<T> & {
  /** The id of the live rule chips, read out after the field's own helper text. */
  rulesId?: string;
};

/** A password input with a show/hide toggle that keyboard users can reach. */
export function PasswordField<T extends FieldValues>({ rulesId, id, ...props }: PasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const label = String(props.label ?? 'password').toLowerCase();
  return (
    <FormTextField
      {...props}
      id={fieldId}
      // The chips below already list every rule; the helper text only has to point at them.
      errorText={(message) =>
        rulesId && message === PASSWORD_RULES_MESSAGE ? 'Your password must meet every rule below.' : message
      }
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: rulesId ? { 'aria-describedby': `${fieldId}-helper-text ${rulesId}` } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The current password that proves a sensitive change (a new email, two-factor off, a new password). */
export function CurrentPasswordField<T extends FieldValues>(props: Pick<FormTextFieldProps<T>, 'control' | 'name'>) {
  return <PasswordField {...props} label="Current password" autoComplete="current-password" required />;
}
