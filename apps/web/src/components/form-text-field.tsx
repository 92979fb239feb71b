import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue'> & {
  control: Control<T>;
  name: Path<T>;
  /** Rewrites a validation message for this field's context. */
  errorText?: (message: string) => string;
};

/**
 * A MUI text field bound to react-hook-form; the error message shows as helper text. Required fields
 * say so to assistive technology without MUI's asterisk, which would become part of the label's text.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  required,
  slotProps,
  errorText = (message) => message,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? errorText(fieldState.error.message) : helperText}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, 'aria-required': required || undefined } }}
      fullWidth
    />
  );
}
