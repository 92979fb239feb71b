import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useDisconnectGoogleAdmin } from '../api/google-admin';
import { useGoogleGroups, useSyncGoogleGroups } from '../api/google-groups';

/**
 * The domain's Google groups with a checkbox each (ADR 36): the chosen ones become contact lists. Groups already
 * synced are shown checked and marked; the dialog also disconnects the admin's Google account.
 */
export function GoogleGroupsDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const groups = useGoogleGroups({ enabled: true });
  const sync = useSyncGoogleGroups();
  const disconnect = useDisconnectGoogleAdmin();
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  const toggle = (email: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });

  const submit = () =>
    sync.mutate([...chosen], {
      onSuccess: () => {
        notify.info(GOOGLE_GROUPS_MESSAGES.syncing);
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error, GOOGLE_GROUPS_MESSAGES.failed)),
    });

  const remove = () =>
    disconnect.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error, GOOGLE_GROUPS_MESSAGES.failed)),
    });

  let body;
  if (groups.isPending) {
    body = (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading Google groups…</Typography>
      </Stack>
    );
  } else if (groups.isError) {
    body = (
      <ErrorState
        message={errorMessage(groups.error, GOOGLE_GROUPS_MESSAGES.failed)}
        onRetry={() => void groups.refetch()}
      />
    );
  } else if (groups.data.length === 0) {
    body = <Typography sx={{ py: 4 }}>{GOOGLE_GROUPS_MESSAGES.noGroups}</Typography>;
  } else {
    body = (
      <FormGroup aria-label="Google groups">
        {groups.data.map((group) => (
          <FormControlLabel
            key={group.email}
            sx={{ alignItems: 'flex-start', py: 0.5, mr: 0 }}
            control={
              <Checkbox
                checked={group.synced || chosen.has(group.email)}
                disabled={group.synced}
                onChange={() => toggle(group.email)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span">{group.name}</Typography>
                  {group.synced && <Chip size="small" label={GOOGLE_GROUPS_MESSAGES.alreadySynced} />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {group.email}
                </Typography>
              </Box>
            }
          />
        ))}
      </FormGroup>
    );
  }

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{GOOGLE_GROUPS_MESSAGES.dialogTitle}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={remove} disabled={disconnect.isPending} sx={{ mr: 'auto' }}>
          Disconnect Google
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={chosen.size === 0 || sync.isPending}>
          {GOOGLE_GROUPS_MESSAGES.sync}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
