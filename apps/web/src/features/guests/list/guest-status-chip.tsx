import Chip, { type ChipProps } from '@mui/material/Chip';
import { guestChipStatus, INVITEE_STATUS_LABELS, type InviteeStatus } from '@huddle/domain/guest-schemas';

type ChipStatus = ReturnType<typeof guestChipStatus>;

// Colours chosen for contrast on white (outlined text or white on a dark fill).
const CHIP_STYLE: Record<ChipStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  rsvp: { color: 'success', variant: 'filled' },
  maybe_attending: { color: 'primary', variant: 'outlined' },
  not_attending: { color: 'error', variant: 'outlined' },
  invited: { color: 'default', variant: 'outlined' },
  scheduled: { color: 'secondary', variant: 'outlined' },
};

/** Invited, Scheduled, Yes, Maybe or No (spec guests §4 Guest status chip). */
export function GuestStatusChip({ guest }: { guest: { status: InviteeStatus; inviteScheduled?: boolean } }) {
  const status = guestChipStatus(guest);
  return <Chip size="small" label={INVITEE_STATUS_LABELS[status]} {...CHIP_STYLE[status]} />;
}
