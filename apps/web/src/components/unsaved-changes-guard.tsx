import { useEffect } from 'react';
import { useNavigationBlocker } from '../lib/navigation-blocker';
import { ConfirmDialog } from './confirm-dialog';

interface UnsavedChangesGuardProps {
  /** Guard only while there are unsaved changes. */
  when: boolean;
  message: string;
}

interface PromptProps {
  open: boolean;
  message: string;
  onStay: () => void;
  onLeave: () => void;
}

function LeavePrompt({ open, message, onStay, onLeave }: PromptProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Unsaved changes"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on page"
      destructive
      onConfirm={onLeave}
      onClose={onStay}
    >
      {message}
    </ConfirmDialog>
  );
}

/**
 * Asks before leaving a page with unsaved changes: the browser's own prompt when the tab is closed or
 * reloaded, and a dialog for in-app navigation.
 */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  // Changing only the query or hash keeps the page (and its form) on screen.
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return <LeavePrompt open={blocker.blocked} message={message} onStay={blocker.reset} onLeave={blocker.proceed} />;
}
