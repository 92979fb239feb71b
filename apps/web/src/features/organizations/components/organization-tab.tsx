import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useOrganization } from '../../../lib/organization';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { FeatureFlagsCard } from './feature-flags-card';
import { MailLinksCard } from './mail-links-card';
import { OrganizationSettingsForm } from './organization-settings-form';

const LOAD_FAILED = 'We were unable to load your settings.';

export function OrganizationTab() {
  const organization = useOrganization();
  const settings = useOrganizationSettings(organization.id);

  return (
    <Stack spacing={3}>
      {settings.isPending && (
        <Stack spacing={3} role="status" aria-label="Loading organization settings">
          {[180, 140, 160].map((height) => (
            <Skeleton key={height} variant="rounded" height={height} />
          ))}
        </Stack>
      )}
      {settings.isError && (
        <ErrorState message={errorMessage(settings.error, LOAD_FAILED)} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && <OrganizationSettingsForm key={settings.data.id} settings={settings.data} />}
      <FeatureFlagsCard />
      <MailLinksCard />
    </Stack>
  );
}
