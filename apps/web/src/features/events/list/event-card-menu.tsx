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
import { isPastEditableUntil } from '../../../lib/event/editable-until';
import { DeleteEventDialog } from './delete-event-dialog';
import { DuplicateEventDialog } from './duplicate-event-dialog';
import { editPath } from './event-format';

type CardEvent = Pick<
  HuddleEvent,
  'id' | 'name' | 'start' | 'published' | 'editable_until' | 'can_edit' | 'can_delete' | 'can_duplicate'
>;

/**
 * Which actions a card offers (spec events §2, §6): the server's abilities say which; past `editable_until` a page
 * left open stops offering Edit and Delete.
 */
export function cardActions(event: CardEvent, now = new Date()) {
  const locked = isPastEditableUntil(event, now);
  return {
    edit: event.can_edit && !locked,
    view: true,
    duplicate: event.can_duplicate,
    delete: event.can_delete && !locked,
  };
}

export function EventCardMenu({ event }: { event: CardEvent }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const actions = cardActions(event);
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
