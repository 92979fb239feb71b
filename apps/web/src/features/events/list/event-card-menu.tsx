import { lazy, Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { isPastEditableUntil } from '../../../lib/event/editable-until';

// The menu and its dialogs (a second download, made on the first click; see event-card-popup.tsx).
const EventCardPopup = lazy(() => import('./event-card-popup').then((module) => ({ default: module.EventCardPopup })));

export type CardEvent = Pick<
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

export type CardActions = ReturnType<typeof cardActions>;

export function EventCardMenu({ event }: { event: CardEvent }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Loaded on the first click and kept: a dialog opened from the menu stays open after the menu closes.
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={`Event actions for ${event.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(clickEvent) => {
          setLoaded(true);
          setAnchor(clickEvent.currentTarget);
        }}
        size="small"
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'background.paper' },
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <EventCardPopup
            event={event}
            actions={cardActions(event)}
            anchor={anchor}
            menuId={menuId}
            buttonId={buttonId}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
