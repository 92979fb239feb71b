import Box from '@mui/material/Box';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PasswordField } from './password-field';
import { PasswordRuleChips } from './password-rule-chips';

interface NewPasswordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Unique per screen: it ties the password field to its rule chips for screen readers. */
  rulesId: string;
  passwordLabel: string;
  confirmationLabel: string;
  required?: boolean;
  disabled?: boolean;
}

/** A new password with its live rule chips, and its confirmation: fields `password` and `password_confirmation`. */
export function NewPasswordFields<T extends FieldValues>({
  control,
  rulesId,
  passwordLabel,
  confirmationLabel,
  required,
  disabled,
}: NewPasswordFieldsProps<T>) {
  const password = (useWatch({ control, name: 'password' as Path<T> }) as string | undefined) ?? '';
  return (
    <>
      <Box>
        <PasswordField
          control={control}
          name={'password' as Path<T>}
          label={passwordLabel}
          autoComplete="new-password"
          rulesId={rulesId}
          required={required}
          disabled={disabled}
        />
        <Box sx={{ mt: 1 }}>
          <PasswordRuleChips password={password} id={rulesId} />
        </Box>
      </Box>
      <PasswordField
        control={control}
        name={'password_confirmation' as Path<T>}
        label={confirmationLabel}
        autoComplete="new-password"
        required={required}
        disabled={disabled}
      />
    </>
  );
}
