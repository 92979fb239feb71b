import { lazy, Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { cardActions, type CardEvent } from './card-actions';

// The menu and its dialogs (a second download, made on the first click; see event-card-popup.tsx).
const EventCardPopup = lazy(() => import('./event-card-popup').then((module) => ({ default: module.EventCardPopup })));

// Still importable from the menu, where it used to live (its tests read it here).
export { cardActions } from './card-actions';

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
