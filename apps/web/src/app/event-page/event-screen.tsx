import { useEffect, useRef } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { ErrorState } from '../../components/error-state';
import { NotFoundPage } from '../../components/not-found-page';
import { useEvent } from '../../features/events/api/get-event';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import type { HuddleEvent } from '../../lib/event/event-models';
import { useFeatureFlags } from '../../lib/feature-flags';
import { notify } from '../../lib/snackbars';
import { useViewerTimezone } from '../../lib/use-viewer-timezone';
import { EventManager } from './event-manager';
import { EventPageSkeleton } from './event-page-skeleton';
import {
  EVENT_PAGE_TAB_LABELS,
  TAB_LOADING_TEXT,
  managerTabs,
  resolveEventTab,
  tabFromSlug,
  type EventPageTab,
} from './event-tab-rules';
import { EventView } from './event-view';

export const NOT_INVITED_TEXT = 'You are not invited to this event.';

/** /event/{id}/{tab}: loads the event, applies the access guard, then shows the view or a manager tab. */
export function EventScreen({ id, slug }: { id: number; slug: string | undefined }) {
  const query = useEvent(id);
  const { flags } = useFeatureFlags();
  const budgetEnabled = flags['event-budget'];
  const event = query.data;
  const resolution = event ? resolveEventTab(event, slug, budgetEnabled) : null;
  const shown = resolution?.kind === 'show' ? resolution.tab : null;
  useDocumentTitle(event && shown ? `${EVENT_PAGE_TAB_LABELS[shown]} · ${event.name}` : 'Event');

  if (query.isPending) {
    const asked = tabFromSlug(slug, budgetEnabled);
    return <EventPageSkeleton message={asked && asked !== 'view' ? TAB_LOADING_TEXT[asked] : undefined} />;
  }
  // A failed background refetch keeps showing the event it already has.
  if (query.isError && !event) {
    const error = query.error;
    if (isApiError(error, 403) && error.code === 'not_invited') return <NotInvitedRedirect />;
    if (isApiError(error, 404)) return <NotFoundPage />;
    return (
      <Stack spacing={3}>
        <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          Go back
        </Button>
        <ErrorState
          message={EVENT_MESSAGES.loadFailed(errorMessage(error, EVENT_MESSAGES.failed))}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!event || !resolution || resolution.kind === 'redirect') {
    return <Navigate to={resolution?.kind === 'redirect' ? resolution.to : '/events'} replace />;
  }
  return <EventTabContent event={event} tab={resolution.tab} budgetEnabled={budgetEnabled} />;
}

function EventTabContent({
  event,
  tab,
  budgetEnabled,
}: {
  event: HuddleEvent;
  tab: EventPageTab;
  budgetEnabled: boolean;
}) {
  const timezone = useViewerTimezone();
  if (tab === 'view') return <EventView event={event} timezone={timezone} audience="member" />;
  return <EventManager event={event} tab={tab} tabs={managerTabs(budgetEnabled)} />;
}

/** A private event the user is not invited to: back to the list, saying why (once). */
function NotInvitedRedirect() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.info(NOT_INVITED_TEXT);
  }, []);
  return <Navigate to="/events" replace />;
}
