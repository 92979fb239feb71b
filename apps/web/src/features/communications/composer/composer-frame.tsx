import { createContext, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface Shell {
  titleId: string;
  setCancel: (cancel: () => void) => void;
}

const ShellContext = createContext<Shell | null>(null);

/**
 * The one full-screen dialog around a composer. It stays mounted from loading to editing, so focus and the
 * screen reader's place are not lost when the saved values arrive; the frame inside says what Escape does.
 */
export function ComposerShell({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const cancel = useRef(onClose);
  const shell = useMemo<Shell>(
    () => ({
      titleId,
      setCancel: (next) => {
        cancel.current = next;
      },
    }),
    [titleId],
  );
  return (
    <Dialog open fullScreen onClose={() => cancel.current()} aria-labelledby={titleId}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </Dialog>
  );
}

interface ComposerFrameProps {
  title: string;
  /** Closing (Escape or the close button) goes through the composer's Cancel, which may ask to discard. */
  onCancel: () => void;
  /** Shown above the two columns (refusals, failures). */
  notices?: ReactNode;
  left: ReactNode;
  right?: ReactNode;
  footer?: ReactNode;
}

/** A title bar, two columns that stack on a phone, and a footer that stays in view. */
export function ComposerFrame({ title, onCancel, notices, left, right, footer }: ComposerFrameProps) {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('ComposerFrame must be used inside ComposerShell');
  // Every render: the composer's Cancel reads its latest state (unsaved changes or not).
  useEffect(() => {
    shell.setCancel(onCancel);
  });
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={shell.titleId} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
            {title}
          </Typography>
          <IconButton edge="end" aria-label="Close" onClick={onCancel}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, overflowY: 'auto', bgcolor: 'background.default' }}>
        {notices}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            p: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: right ? 'minmax(0, 5fr) minmax(0, 7fr)' : '1fr' },
            alignItems: 'start',
          }}
        >
          {left}
          {right}
        </Box>
      </Box>
      {footer && (
        <Box
          component="footer"
          sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, md: 3 }, py: 1.5 }}
        >
          {footer}
        </Box>
      )}
    </>
  );
}
