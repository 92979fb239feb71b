import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { DeleteEventDialog } from './delete-event-dialog';
import { isEditable } from '@huddle/domain/event-rules';
import { DuplicateEventDialog } from './duplicate-event-dialog';
import { editPath } from './event-format';

type CardEvent = Pick<HuddleEvent, 'id' | 'name' | 'start' | 'published' | 'can_edit' | 'editable'>;

/**
 * Which actions a card offers (spec events §2, §6). The server's can_edit says who; the shared editability rule is
 * checked again here so a page left open past the start stops offering Edit and Delete.
 */
export function cardActions(event: CardEvent, canManage: boolean, now = new Date()) {
  const editable = event.editable && isEditable({ start: new Date(event.start), published: event.published }, now);
  return {
    edit: event.can_edit && editable,
    view: true,
    duplicate: canManage,
    delete: canManage && event.can_edit && editable,
  };
}

interface EventCardMenuProps {
  event: CardEvent;
  canManage: boolean;
}

export function EventCardMenu({ event, canManage }: EventCardMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const actions = cardActions(event, canManage);
  const close = () => setAnchor(null);
  const open = (which: 'duplicate' | 'delete') => {
    close();
    setDialog(which);
  };

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={`Event actions for ${event.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(clickEvent) => setAnchor(clickEvent.currentTarget)}
        size="small"
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'background.paper' },
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.edit && (
          <MenuItem component={RouterLink} to={editPath(event)} onClick={close}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={`/event/${event.id}/view`} onClick={close}>
          <ListItemIcon>
            <VisibilityOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>View</ListItemText>
        </MenuItem>
        {actions.duplicate && (
          <MenuItem onClick={() => open('duplicate')}>
            <ListItemIcon>
              <ContentCopyIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Duplicate</ListItemText>
          </MenuItem>
        )}
        {actions.delete && (
          <MenuItem onClick={() => open('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {dialog === 'duplicate' && <DuplicateEventDialog event={event} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteEventDialog event={event} onClose={() => setDialog(null)} />}
    </>
  );
}
