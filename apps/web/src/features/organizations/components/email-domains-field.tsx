import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { SETTINGS_MESSAGES } from '@huddle/domain/organization-schemas';
import { FormTextField } from '../../../components/form-text-field';
import { temporaryId, type OrganizationFormInput } from './organization-form-values';
import { SettingsSection } from './settings-section';

interface EmailDomainsFieldProps {
  control: Control<OrganizationFormInput>;
  /** The example in the placeholder: the organization's own domain, or acme.com. */
  host: string;
  disabled?: boolean;
}

/** Spec §2.9, §5: at least one domain; they decide who can sign up. */
export function EmailDomainsField({ control, host, disabled }: EmailDomainsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'email_extensions', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'email_extensions' });
  const listError = errors.email_extensions?.root?.message ?? errors.email_extensions?.message;

  return (
    <SettingsSection title="Email domains" description={SETTINGS_MESSAGES.emailDomainsHelp}>
      <Stack
        spacing={1.5}
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 640 }}
        aria-label="Email domains"
      >
        {fields.map((field, index) => (
          <Stack component="li" key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`email_extensions.${index}.domain`}
              label={`Email domain ${index + 1}`}
              placeholder={SETTINGS_MESSAGES.domainPlaceholder(host)}
              size="small"
              disabled={disabled}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
            />
            <Tooltip title={fields.length === 1 ? 'At least one domain is required' : 'Remove domain'}>
              <span>
                <IconButton
                  aria-label={`Remove email domain ${index + 1}`}
                  onClick={() => remove(index)}
                  disabled={disabled || fields.length === 1}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      {listError && (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {listError}
        </FormHelperText>
      )}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ id: temporaryId(), domain: '' }, { shouldFocus: true })}
          disabled={disabled}
        >
          Add domain
        </Button>
      </div>
    </SettingsSection>
  );
}
