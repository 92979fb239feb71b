import { useId } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatDateTime } from '../../../lib/dates';
import { scheduledForText } from './composer-labels';
import type { ComposerFlow } from './use-composer-flow';

interface ComposerFooterProps {
  flow: ComposerFlow;
  /** Nothing can be sent yet: the main button is disabled. */
  blocked: boolean;
  /** Why, shown beside the button (left out when a notice above already says it). */
  blockedHelp?: string | null;
  /** The communication can no longer be changed (sent, failed, sending): only Cancel is left. */
  locked?: boolean;
}

/** Schedule, Cancel, Delete and the main button (Send now / Schedule / Save changes). */
export function ComposerFooter({ flow, blocked, blockedHelp = null, locked = false }: ComposerFooterProps) {
  const helpId = useId();
  const scheduleErrorId = useId();
  const busy = flow.saving || flow.deleting;
  const scheduled = flow.schedule.isScheduled && flow.schedule.scheduledFor;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {scheduled && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
              {scheduledForText(formatDateTime(flow.schedule.scheduledFor!, flow.timezone))}
            </Typography>
          )}
          <Button
            startIcon={<ScheduleIcon />}
            onClick={flow.openSchedule}
            disabled={busy || locked}
            aria-describedby={flow.scheduleError ? scheduleErrorId : undefined}
          >
            {scheduled ? 'Change schedule' : 'Schedule'}
          </Button>
        </Stack>
        {flow.scheduleError && (
          <FormHelperText id={scheduleErrorId} error role="alert">
            {flow.scheduleError}
          </FormHelperText>
        )}
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', md: 'flex-end' } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {flow.canDelete && !locked && (
            <Button color="error" onClick={flow.requestDelete} disabled={busy}>
              Delete
            </Button>
          )}
          <Button onClick={flow.requestCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void flow.requestSave()}
            disabled={busy || locked || blocked}
            aria-describedby={blocked && blockedHelp ? helpId : undefined}
          >
            {flow.saving ? 'Saving…' : flow.mainLabel}
          </Button>
        </Stack>
        {blocked && blockedHelp && (
          <FormHelperText id={helpId} sx={{ textAlign: { md: 'right' }, maxWidth: 420 }}>
            {blockedHelp}
          </FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
