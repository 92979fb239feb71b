import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PersonAvatar } from '../../../components/person-avatar';
import { formatDateTime } from '../../../lib/dates';
import type { CommunicationHistoryRow } from '../api/communication-models';
import { CommunicationStatusChip } from './communication-status-chip';
import { HISTORY_TYPE_LABELS, methodsText } from './history-labels';
import { HistoryRowActions, type RowAction } from './history-row-actions';

interface HistoryRowProps {
  row: CommunicationHistoryRow;
  timezone: string;
  /** On a phone the other columns are hidden and their values (status too) stack below the subject. */
  compact: boolean;
  onAction: (action: RowAction, row: CommunicationHistoryRow) => void;
}

const none = (
  <Typography variant="body2" component="span" color="text.secondary">
    —
  </Typography>
);

export function HistoryRow({ row, timezone, compact, onAction }: HistoryRowProps) {
  const sendTime = formatDateTime(row.sendTime, timezone);
  const subject = row.subject.trim() ? row.subject : none;
  return (
    <TableRow hover>
      {!compact && <TableCell>{HISTORY_TYPE_LABELS[row.historyType]}</TableCell>}
      {!compact && <TableCell>{methodsText(row.deliveryMethods)}</TableCell>}
      <TableCell sx={{ overflowWrap: 'break-word', minWidth: compact ? 0 : 180 }}>
        {compact ? (
          <Stack spacing={0.25}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {subject}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {HISTORY_TYPE_LABELS[row.historyType]} · {methodsText(row.deliveryMethods)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {sendTime}
            </Typography>
            <span>
              <CommunicationStatusChip status={row.status} failedDeliveries={row.failedDeliveries} />
            </span>
          </Stack>
        ) : (
          subject
        )}
      </TableCell>
      {!compact && <TableCell align="right">{row.recipientsCount}</TableCell>}
      {!compact && (
        <TableCell>
          {row.sendBy ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {/* Initials only: the name beside them says the same to a screen reader. */}
              <span aria-hidden>
                <PersonAvatar name={row.sendBy.fullName} size={28} />
              </span>
              <span>{row.sendBy.fullName}</span>
            </Stack>
          ) : (
            none
          )}
        </TableCell>
      )}
      {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{sendTime}</TableCell>}
      {!compact && (
        <TableCell>
          <CommunicationStatusChip status={row.status} failedDeliveries={row.failedDeliveries} />
        </TableCell>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <HistoryRowActions row={row} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}
