import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { COMMUNICATION_MESSAGES, COMMUNICATIONS_PAGE_SIZE } from '@huddle/domain/communication-schemas';
import { ErrorState } from '../../../components/error-state';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import type { CommunicationHistoryRow } from '../api/communication-models';
import { composerPath } from './composer-route';
import { HistoryActionDialogs, type ConfirmingAction } from './history-action-dialogs';
import { HISTORY_LOAD_FAILED, HISTORY_TITLE } from './history-labels';
import { HistoryRow } from './history-row';
import type { RowAction } from './history-row-actions';

const COLUMNS = ['Type', 'Method', 'Subject', 'Recipients', 'Sent by', 'Send time', 'Status'] as const;
/** On a phone only these keep a column; the others stack below the subject. */
const COMPACT_COLUMNS: readonly string[] = ['Subject'];

interface HistoryTableProps {
  eventId: number;
  history: UseQueryResult<CommunicationHistoryRow[]>;
}

/**
 * The communications of the event in the server's order (send time, newest first), paged on the client: the
 * server sends them all, and the pager only shows once there is more than one page (spec §9).
 */
export function HistoryTable({ eventId, history }: HistoryTableProps) {
  const navigate = useNavigate();
  const timezone = useViewerTimezone();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<ConfirmingAction | null>(null);

  const onAction = (action: RowAction, row: CommunicationHistoryRow) => {
    if (action === 'copy_link') {
      // The post-event survey's answering page: each guest's mail carries it with their own signed link.
      const link = `${window.location.origin}/survey/${eventId}/post`;
      void navigator.clipboard
        ?.writeText(link)
        .then(() => notify.success('Survey link copied!'))
        .catch(() => notify.info(link));
      return;
    }
    if (action === 'delete' || action === 'send_now') {
      setConfirming({ action, row });
      return;
    }
    // Spec §2: a survey is edited on the surveys tab; invitations and messages in the composer.
    if (row.historyType === 'survey') void navigate(`/event/${eventId}/surveys?edit=post`);
    else if (row.historyType === 'invitation' || row.historyType === 'message') {
      void navigate(composerPath(eventId, row.historyType, row.deliveryMethods[0] ?? 'email', row.commId));
    }
  };

  return (
    <>
      <HistoryContent
        history={history}
        page={page}
        onPageChange={setPage}
        timezone={timezone}
        compact={compact}
        onAction={onAction}
      />
      {/* Outside the content: deleting the last row empties the table while the dialog still finishes. */}
      <HistoryActionDialogs eventId={eventId} confirming={confirming} onDone={() => setConfirming(null)} />
    </>
  );
}

interface HistoryContentProps {
  history: UseQueryResult<CommunicationHistoryRow[]>;
  page: number;
  onPageChange: (page: number) => void;
  timezone: string;
  compact: boolean;
  onAction: (action: RowAction, row: CommunicationHistoryRow) => void;
}

function HistoryContent({ history, page, onPageChange, timezone, compact, onAction }: HistoryContentProps) {
  if (history.isPending) return <HistorySkeleton />;
  // A failed background refresh keeps the rows it already has on screen.
  if (!history.data) {
    return (
      <ErrorState message={errorMessage(history.error, HISTORY_LOAD_FAILED)} onRetry={() => void history.refetch()} />
    );
  }
  const rows = history.data;
  if (rows.length === 0) return <Typography color="text.secondary">{COMMUNICATION_MESSAGES.empty}</Typography>;

  const paged = rows.length > COMMUNICATIONS_PAGE_SIZE;
  // A deletion may empty the last page: show the last one that still has rows.
  const shownPage = Math.min(page, Math.ceil(rows.length / COMMUNICATIONS_PAGE_SIZE) - 1);
  const shown = paged
    ? rows.slice(shownPage * COMMUNICATIONS_PAGE_SIZE, (shownPage + 1) * COMMUNICATIONS_PAGE_SIZE)
    : rows;

  return (
    <Box sx={{ minWidth: 0 }}>
      <TableContainer>
        <Table aria-label={HISTORY_TITLE} size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.filter((column) => !compact || COMPACT_COLUMNS.includes(column)).map((column) => (
                <TableCell key={column} align={column === 'Recipients' ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                  {column}
                </TableCell>
              ))}
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <HistoryRow key={row.id} row={row} timezone={timezone} compact={compact} onAction={onAction} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paged && (
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage}
          rowsPerPage={COMMUNICATIONS_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => onPageChange(next)}
        />
      )}
    </Box>
  );
}

function HistorySkeleton() {
  return (
    <Stack spacing={1} role="status" aria-label="Loading communications">
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}
