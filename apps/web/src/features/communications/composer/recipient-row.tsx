import { useId, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { GuestType } from '@huddle/domain/communication-schemas';
import { guestChipStatus, INVITEE_STATUS_LABELS, INVITEE_STATUSES } from '@huddle/domain/guest-schemas';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { CollectionType } from '../api/get-collection-members';
import type { RecipientOption } from '../api/get-recipient-options';
import { CollectionMembers } from './collection-members';
import { membersText, unselectableReason } from './composer-labels';

const isInviteeStatus = (status: string): status is (typeof INVITEE_STATUSES)[number] =>
  (INVITEE_STATUSES as readonly string[]).includes(status);

/** Previously invited / Scheduled / Sent, and for a contact their answer so far. */
export function optionChips(option: RecipientOption): string[] {
  const chips: string[] = [];
  const status = option.status;
  if (status && isInviteeStatus(status)) chips.push(INVITEE_STATUS_LABELS[guestChipStatus({ status })]);
  else if (status === 'scheduled' || option.scheduled_for) chips.push('Scheduled');
  else if (status === 'sent' || option.sent_at) chips.push('Sent');
  if ('previously_invited' in option && option.previously_invited && !status) chips.push('Previously invited');
  return chips;
}

interface RecipientRowProps {
  type: GuestType;
  option: RecipientOption;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** Groups, lists and offices can show their members. */
  membersOf?: { eventId: number; invitationId: number | null };
  columns: number;
}

export function RecipientRow({ type, option, selected, disabled, onToggle, membersOf, columns }: RecipientRowProps) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const membersId = useId();
  const reason = option.selectable ? null : unselectableReason(option);
  const checkbox = (
    <Checkbox
      checked={selected}
      disabled={disabled || !option.selectable}
      onChange={onToggle}
      slotProps={{
        input: { 'aria-label': `Select ${option.name}`, 'aria-describedby': reason ? reasonId : undefined },
      }}
    />
  );
  return (
    <>
      <TableRow hover selected={selected} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          {reason ? (
            <Tooltip title={reason}>
              {/* A disabled control gets no pointer events; the span carries the tooltip. */}
              <span>{checkbox}</span>
            </Tooltip>
          ) : (
            checkbox
          )}
          {reason && (
            <Box component="span" id={reasonId} sx={visuallyHidden}>
              {reason}
            </Box>
          )}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {option.name}
          {'private' in option && option.private && (
            <Chip size="small" label="Private" variant="outlined" sx={{ ml: 1 }} />
          )}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {'email' in option ? option.email : membersText(option.members)}
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {optionChips(option).map((label) => (
              <Chip key={label} size="small" variant="outlined" label={label} />
            ))}
          </Stack>
        </TableCell>
        {membersOf && (
          <TableCell padding="checkbox">
            <IconButton
              size="small"
              aria-label={`${open ? 'Hide' : 'Show'} members of ${option.name}`}
              aria-expanded={open}
              aria-controls={open ? membersId : undefined}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            </IconButton>
          </TableCell>
        )}
      </TableRow>
      {membersOf && open && (
        <TableRow>
          <TableCell id={membersId} colSpan={columns} sx={{ pl: 9, pt: 0 }}>
            <CollectionMembers
              name={option.name}
              params={{ ...membersOf, type: type as CollectionType, collectionId: option.id }}
            />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
