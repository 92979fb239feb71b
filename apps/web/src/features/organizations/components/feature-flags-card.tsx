import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { FEATURE_FLAGS, type FeatureFlagKey } from '@huddle/domain/feature-flags';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useAiUsage } from '../api/get-ai-usage';
import { useAdminFeatureFlags, useUnavailableFlags } from '../api/get-feature-flags';
import { useUpdateFeatureFlag, type FeatureFlagChange } from '../api/update-feature-flag';
import { SettingsSection } from './settings-section';

const labelOf = (key: FeatureFlagKey) => FEATURE_FLAGS.find((flag) => flag.key === key)?.label ?? key;

/** Spec §6: the organization's feature flags, each switched on its own (saved at once). */
export function FeatureFlagsCard() {
  const flags = useAdminFeatureFlags();
  const unavailable = useUnavailableFlags().data;
  const aiUsage = useAiUsage().data;
  const updateFlag = useUpdateFeatureFlag();
  // Maintenance mode shows the maintenance page to everyone but admins: ask first.
  const [confirming, setConfirming] = useState<FeatureFlagChange | null>(null);

  const apply = async (change: FeatureFlagChange) => {
    setConfirming(null);
    try {
      await updateFlag.mutateAsync(change);
      notify.success(`${labelOf(change.key)} turned ${change.enabled ? 'on' : 'off'}.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const toggle = (change: FeatureFlagChange) => {
    if (change.key === 'MaintenanceMode' && change.enabled) setConfirming(change);
    else void apply(change);
  };
  const busyKey = updateFlag.isPending ? updateFlag.variables?.key : undefined;

  return (
    <SettingsSection title="Feature flags" description="Switch features on or off for everyone in your organization.">
      {flags.isError ? (
        <ErrorState message={errorMessage(flags.error)} onRetry={() => void flags.refetch()} />
      ) : (
        <List disablePadding aria-label="Feature flags">
          {FEATURE_FLAGS.map(({ key, label, description }) => {
            const labelId = `feature-flag-${key}`;
            // A flag the server cannot honour (no AI model configured): off, disabled, and the reason said.
            const reason = unavailable?.get(key);
            const usage =
              key === 'ai-generate-event' && aiUsage
                ? `${aiUsage.last30Days} generation${aiUsage.last30Days === 1 ? '' : 's'} in the last 30 days (${aiUsage.total} in all).`
                : null;
            const secondary = [description, reason, usage].filter(Boolean).join(' ');
            return (
              <ListItem
                key={key}
                divider
                disableGutters
                secondaryAction={
                  flags.data ? (
                    <Switch
                      edge="end"
                      checked={flags.data[key]}
                      disabled={busyKey === key || Boolean(reason)}
                      onChange={(event) => toggle({ key, enabled: event.target.checked })}
                      slotProps={{
                        input: { 'aria-labelledby': labelId, 'aria-describedby': `${labelId}-description` },
                      }}
                    />
                  ) : (
                    <Skeleton variant="rounded" width={40} height={24} aria-hidden />
                  )
                }
                sx={{ pr: 8 }}
              >
                <ListItemText
                  primary={label}
                  secondary={secondary}
                  slotProps={{
                    primary: { id: labelId },
                    secondary: { id: `${labelId}-description` },
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Turn on maintenance mode?"
        confirmLabel="Turn on"
        destructive
        onConfirm={() => confirming && void apply(confirming)}
        onClose={() => setConfirming(null)}
      >
        Everyone in your organization except admins will see the maintenance page until you turn maintenance mode off
        again here.
      </ConfirmDialog>
    </SettingsSection>
  );
}
