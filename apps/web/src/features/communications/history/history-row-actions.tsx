import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { CommunicationHistoryRow } from '../api/communication-models';
import { rowName } from './history-labels';

export type RowAction = 'edit' | 'delete' | 'send_now' | 'copy_link';

const ACTION_LABELS: Record<RowAction, string> = {
  edit: 'Edit',
  delete: 'Delete',
  send_now: 'Send now',
  copy_link: 'Copy link',
};
const ACTION_ICONS = {
  edit: EditOutlinedIcon,
  delete: DeleteOutlineIcon,
  send_now: SendOutlinedIcon,
  copy_link: LinkIcon,
};

/** "Edit Welcome aboard": each button names its row, since every row has the same three. */
export const actionLabel = (action: RowAction, row: CommunicationHistoryRow) =>
  `${ACTION_LABELS[action]} ${rowName(row)}`;

/**
 * The row's actions: the server's abilities over it (spec §4, docs/api-communications.md). An announcement has no
 * editor here, so it offers no Edit.
 */
export function rowActions(row: CommunicationHistoryRow): RowAction[] {
  const actions: RowAction[] = [];
  if (row.canEdit && row.historyType !== 'announcement') actions.push('edit');
  if (row.canDelete) actions.push('delete');
  if (row.canSendNow) actions.push('send_now');
  if (row.canCopyLink) actions.push('copy_link');
  return actions;
}

export function HistoryRowActions({
  row,
  onAction,
}: {
  row: CommunicationHistoryRow;
  onAction: (action: RowAction, row: CommunicationHistoryRow) => void;
}) {
  const actions = rowActions(row);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => {
        const Icon = ACTION_ICONS[action];
        return (
          <Tooltip key={action} title={ACTION_LABELS[action]}>
            <IconButton
              size="small"
              aria-label={actionLabel(action, row)}
              color={action === 'delete' ? 'error' : 'default'}
              onClick={() => onAction(action, row)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
