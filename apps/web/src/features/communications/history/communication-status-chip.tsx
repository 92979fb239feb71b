import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNICATION_STATUS_LABELS, type CommunicationStatus } from '@huddle/domain/communication-schemas';

// Outlined text or white on a dark fill, for contrast on white.
const CHIP_STYLE: Record<CommunicationStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  drafted: { color: 'info', variant: 'outlined' },
  scheduled: { color: 'secondary', variant: 'outlined' },
  sending: { color: 'info', variant: 'outlined' },
  reschedule: { color: 'warning', variant: 'filled' },
  sent: { color: 'success', variant: 'filled' },
  failed: { color: 'error', variant: 'filled' },
};

export const failedRecipientsLabel = (count: number) => `Show failed recipients (${count})`;

/**
 * Spec §4 status (drafted reads Updating). A failed row lists the addresses that could not be reached, each with the
 * mail server's reason, behind a
 * button rather than a hover tooltip, so keyboard and touch users can read them too.
 */
export function CommunicationStatusChip({
  status,
  failedDeliveries,
}: {
  status: CommunicationStatus;
  failedDeliveries: { email: string; reason: string }[];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const failed = status === 'failed' && failedDeliveries.length > 0;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={COMMUNICATION_STATUS_LABELS[status]} {...CHIP_STYLE[status]} />
      {failed && (
        <>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((current) => !current)}
            sx={{ p: 0, minWidth: 0, textTransform: 'none' }}
          >
            {open ? 'Hide failed recipients' : failedRecipientsLabel(failedDeliveries.length)}
          </Button>
          <Collapse in={open} id={listId}>
            <Stack component="ul" sx={{ m: 0, pl: 2 }}>
              {failedDeliveries.map(({ email, reason }) => (
                <Typography component="li" variant="caption" key={email} sx={{ overflowWrap: 'anywhere' }}>
                  {email}: {reason}
                </Typography>
              ))}
            </Stack>
          </Collapse>
        </>
      )}
    </Stack>
  );
}
