import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { findOrganizationForm } from '@huddle/domain/auth-forms';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { CenteredLayout } from '../../../components/centered-layout';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { organizationUrl } from '../../../lib/host';
import { useFindOrganization } from '../api/find-organization';

/** The bare domain has no organization: ask for the subdomain and go there. */
export function FindOrganizationPage() {
  useDocumentTitle('Find your organization');
  const findOrganization = useFindOrganization();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(findOrganizationForm), defaultValues: { subdomain: '' } });
  const host = window.location.host.replace(/^www\./, '');

  const onSubmit = form.handleSubmit(async ({ subdomain }) => {
    setFailure(null);
    try {
      const organization = await findOrganization.mutateAsync(subdomain);
      window.location.assign(organizationUrl(organization.subdomain, window.location));
    } catch (error) {
      setFailure(
        isApiError(error, 404)
          ? AUTH_MESSAGES.organizationNotFound
          : errorMessage(error, AUTH_MESSAGES.somethingWentWrong),
      );
    }
  });

  return (
    <CenteredLayout
      brand={
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5 }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Box component="span" sx={{ fontWeight: 700, fontSize: 18 }}>
            Huddle
          </Box>
        </Box>
      }
      title="Find your organization"
      subtitle="Enter your organization's Huddle subdomain to go to its sign-in page."
    >
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField
          control={form.control}
          name="subdomain"
          label="Subdomain"
          placeholder="acme"
          autoComplete="organization"
          autoFocus
          slotProps={{ input: { endAdornment: <InputAdornment position="end">.{host}</InputAdornment> } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          Continue
        </Button>
      </Stack>
    </CenteredLayout>
  );
}
