import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { DeleteEventDialog } from './delete-event-dialog';
import { DuplicateEventDialog } from './duplicate-event-dialog';
import type { CardActions, CardEvent } from './card-actions';
import { editPath } from './event-format';

interface EventCardPopupProps {
  event: CardEvent;
  actions: CardActions;
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  onClose: () => void;
}

/**
 * A card's menu and its dialogs, loaded when someone first opens a menu: the events page's first download leaves
 * them out (issue 14). It stays mounted afterwards, so a dialog outlives the menu that opened it.
 */
export function EventCardPopup({ event, actions, anchor, menuId, buttonId, onClose }: EventCardPopupProps) {
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | null>(null);
  const open = (which: 'duplicate' | 'delete') => {
    onClose();
    setDialog(which);
  };

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.edit && (
          <MenuItem component={RouterLink} to={editPath(event)} onClick={onClose}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={`/event/${event.id}/view`} onClick={onClose}>
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
