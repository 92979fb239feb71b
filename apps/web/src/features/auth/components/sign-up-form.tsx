import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { PASSWORDS_DONT_MATCH, signUpForm, type SignUpForm as SignUpValues } from '@huddle/domain/auth-schemas';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { applySignUpError } from './auth-errors';

type SignUpInput = z.input<typeof signUpForm>;

const schemaResolver = zodResolver(signUpForm);

/**
 * zod skips the schema's confirmation check while another field is invalid; checking it here too shows
 * "Passwords don't match" together with the other messages instead of after they are fixed.
 */
const signUpResolver: Resolver<SignUpInput, unknown, SignUpValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const mismatch = values.password_confirmation !== '' && values.password !== values.password_confirmation;
  if (!mismatch || result.errors.password_confirmation) return result;
  return {
    values: {},
    errors: { ...result.errors, password_confirmation: { type: 'custom', message: PASSWORDS_DONT_MATCH } },
  };
};

export interface SignUpDefaults {
  first_name?: string;
  last_name?: string;
  email?: string;
}

interface SignUpFormProps {
  submitLabel: string;
  /** Prefilled fields, e.g. from an invitation link. */
  defaults?: SignUpDefaults;
  /** The email was given by an invitation and must stay the same. */
  emailLocked?: boolean;
  onSubmit: (values: SignUpValues) => Promise<void>;
}

/** First name, last name, email, password with live rules, confirmation and terms (spec §2.5, §5). */
export function SignUpForm({ submitLabel, defaults = {}, emailLocked = false, onSubmit }: SignUpFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: signUpResolver,
    defaultValues: {
      first_name: defaults.first_name ?? '',
      last_name: defaults.last_name ?? '',
      email: defaults.email ?? '',
      password: '',
      password_confirmation: '',
      terms: undefined,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(applySignUpError(error, form.setError as never));
    }
  });

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Sign up">
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="first_name" label="First name" autoComplete="given-name" required />
        <FormTextField control={form.control} name="last_name" label="Last name" autoComplete="family-name" required />
      </Stack>
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        helperText={emailLocked ? 'The email address you were invited with.' : undefined}
        slotProps={{ htmlInput: { readOnly: emailLocked } }}
      />
      <NewPasswordFields
        control={form.control}
        rulesId="sign-up-password-rules"
        passwordLabel="Password"
        confirmationLabel="Confirm password"
        required
      />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label="I agree to the terms and conditions"
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Creating your account…' : submitLabel}
      </Button>
    </Stack>
  );
}
