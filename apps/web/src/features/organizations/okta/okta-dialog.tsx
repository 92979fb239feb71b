import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { OKTA_MESSAGES, oktaSettingsErrors } from '@huddle/domain/okta-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import type { OrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';
import { SamlServiceProvider } from './saml-service-provider';

interface OktaForm {
  okta_type: 'oidc' | 'saml' | '';
  okta_client_id: string;
  okta_client_secret: string;
  okta_issuer: string;
  okta_saml_url: string;
  force_okta_sign_in: boolean;
}

const FIELDS = [
  'okta_type',
  'okta_client_id',
  'okta_client_secret',
  'okta_issuer',
  'okta_saml_url',
  'force_okta_sign_in',
] as const;

/** Spec §2.9, §5: the Okta card's dialog: the style (OIDC or SAML), its fields, forced sign-in, and removal. */
export function OktaDialog({ settings, onClose }: { settings: OrganizationSettings; onClose: () => void }) {
  const update = useUpdateOrganizationSettings(settings.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<OktaForm>({
    defaultValues: {
      okta_type: settings.okta_type ?? '',
      okta_client_id: settings.okta_client_id ?? '',
      okta_client_secret: '',
      okta_issuer: settings.okta_issuer ?? '',
      okta_saml_url: settings.okta_saml_url ?? '',
      force_okta_sign_in: settings.force_okta_sign_in,
    },
  });
  const type = useWatch({ control: form.control, name: 'okta_type' });
  const secretKept = settings.okta_client_secret_set && type === 'oidc';

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const trimmed = {
      okta_client_id: values.okta_client_id.trim(),
      okta_client_secret: values.okta_client_secret.trim(),
      okta_issuer: values.okta_issuer.trim(),
      okta_saml_url: values.okta_saml_url.trim(),
    };
    // The same rules as the server's; it alone decides whether an http issuer is allowed (outside production).
    const errors = oktaSettingsErrors(
      {
        okta_type: values.okta_type || null,
        okta_client_id: trimmed.okta_client_id || null,
        okta_issuer: trimmed.okta_issuer || null,
        okta_saml_url: trimmed.okta_saml_url || null,
        secret: Boolean(trimmed.okta_client_secret) || secretKept,
      },
      true,
    );
    for (const [field, [message]] of Object.entries(errors)) {
      form.setError(field as keyof OktaForm, { message });
    }
    if (Object.keys(errors).length > 0 || !values.okta_type) return;
    const style =
      values.okta_type === 'oidc'
        ? {
            okta_client_id: trimmed.okta_client_id,
            okta_issuer: trimmed.okta_issuer,
            ...(trimmed.okta_client_secret && { okta_client_secret: trimmed.okta_client_secret }),
          }
        : { okta_saml_url: trimmed.okta_saml_url };
    try {
      await update.mutateAsync({
        organization: {
          okta_enabled: true,
          okta_type: values.okta_type,
          force_okta_sign_in: values.force_okta_sign_in,
          ...style,
        },
      });
      notify.success(OKTA_MESSAGES.updated);
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  async function remove() {
    try {
      await update.mutateAsync({ organization: { okta_enabled: false } });
      notify.success(OKTA_MESSAGES.removed);
      onClose();
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessage(error));
    }
  }

  const typeError = form.formState.errors.okta_type?.message;
  const forceError = form.formState.errors.force_okta_sign_in?.message;
  return (
    <>
      <FormDialog
        title={settings.okta_enabled ? 'Manage Okta' : 'Set up Okta'}
        submitLabel="Save"
        submitting={form.formState.isSubmitting}
        failure={failure}
        onSubmit={save}
        onClose={onClose}
        maxWidth="sm"
      >
        <Controller
          control={form.control}
          name="okta_type"
          render={({ field }) => (
            <FormControl error={Boolean(typeError)}>
              <FormLabel id="okta-style">Style</FormLabel>
              <RadioGroup
                row
                aria-labelledby="okta-style"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel value="oidc" control={<Radio />} label="OIDC" />
                <FormControlLabel value="saml" control={<Radio />} label="SAML" />
              </RadioGroup>
              {typeError && <FormHelperText>{typeError}</FormHelperText>}
            </FormControl>
          )}
        />
        {type === 'oidc' && (
          <>
            <FormTextField control={form.control} name="okta_client_id" label="Client ID" required />
            <FormTextField
              control={form.control}
              name="okta_client_secret"
              label="Client secret"
              type="password"
              autoComplete="new-password"
              required={!secretKept}
              helperText={secretKept ? OKTA_MESSAGES.secretHint : undefined}
            />
            <FormTextField
              control={form.control}
              name="okta_issuer"
              label="Issuer"
              placeholder="https://your-company.okta.com/oauth2/default"
              required
            />
          </>
        )}
        {type === 'saml' && <SamlServiceProvider />}
        {type === 'saml' && (
          <FormTextField
            control={form.control}
            name="okta_saml_url"
            label="Metadata URL"
            placeholder="https://your-company.okta.com/app/…/sso/saml/metadata"
            required
          />
        )}
        <Controller
          control={form.control}
          name="force_okta_sign_in"
          render={({ field }) => (
            <FormControl error={Boolean(forceError)}>
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Force Okta sign-in"
              />
              <FormHelperText>
                {forceError ?? 'Employees sign in only with Okta; admins keep a password with an emailed code.'}
              </FormHelperText>
            </FormControl>
          )}
        />
        {settings.okta_enabled && (
          <div>
            <Button color="error" onClick={() => setConfirming(true)}>
              Remove Okta
            </Button>
          </div>
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Remove Okta?"
        confirmLabel="Remove"
        destructive
        pending={update.isPending}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        {OKTA_MESSAGES.confirmRemove}
      </ConfirmDialog>
    </>
  );
}
