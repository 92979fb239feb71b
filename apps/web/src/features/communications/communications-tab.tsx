import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { eventKeys } from '../../lib/event/event-keys';
import type { HuddleEvent } from '../../lib/event/event-models';
import { communicationKeys } from './api/communication-keys';
import { CommunicationsPage } from './history/communications-page';
import { communicationsPath, parseComposerRoute } from './history/composer-route';
import { useDeliveryMethods } from './history/use-delivery-methods';

// The composer (editor, recipient tables, preview) is heavy and only some visits open it: its own chunk.
const ComposerDialog = lazy(() => import('./composer/composer-dialog'));

/**
 * The communications tab of /event/{id}/communications (spec §2). Below it, /{type}/{method}/{commId?} opens the
 * composer over the page; closing it comes back here and, after a save, reads the event and its history again.
 */
export function CommunicationsTab({ event }: { event: HuddleEvent }) {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = useDeliveryMethods();
  const route = parseComposerRoute(params, methods);
  // Someone without the event's can_manage gets the page's notice, never the composer.
  const opens = route.kind === 'composer' && event.can_manage;
  const home = communicationsPath(event.id);

  const close = (saved: boolean) => {
    void navigate(home);
    if (!saved) return;
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.id), exact: true });
    void queryClient.invalidateQueries({ queryKey: communicationKeys.event(event.id) });
  };

  return (
    <>
      <CommunicationsPage event={event} />
      {route.kind !== 'none' && !opens && <Navigate to={home} replace />}
      {route.kind === 'composer' && opens && (
        <Suspense fallback={<ComposerLoading />}>
          {/* The dialog keys its composer by route: another communication starts a fresh form in the same shell. */}
          <ComposerDialog event={event} type={route.type} method={route.method} commId={route.commId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function ComposerLoading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label="Opening the composer" />
    </Backdrop>
  );
}
