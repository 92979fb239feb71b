import { useEffect } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { OrganizationBrand } from '../../components/organization-brand';
import { PublicFrame } from '../../components/public-frame';
import { useCurrentUser } from '../../lib/current-user';
import { browserTimezone } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/document-title';
import { usePublicEvent } from '../../lib/event/get-public-event';
import { useOrganization } from '../../lib/organization';
import { rememberReturnPath } from '../../lib/return-path';
import { EventPageSkeleton } from './event-page-skeleton';
import { EventView } from './event-view';

/**
 * /public/{id} (spec events §2 "Public event page"): a signed-in visitor goes to /event/{id}/view; anyone else sees
 * the open event under the organization's brand, or goes to /login when it cannot be fetched.
 */
export function PublicEventScreen({ id }: { id: number }) {
  const organization = useOrganization();
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = usePublicEvent(id, { enabled: !userLoading && !user });
  useDocumentTitle(query.data?.name ?? 'Event');
  const failed = !userLoading && !user && query.isError;

  useEffect(() => {
    // After signing in, the visitor lands on the signed-in view of the event they asked for.
    if (failed) rememberReturnPath(`/event/${id}/view`);
  }, [failed, id]);

  if (user) return <Navigate to={`/event/${id}/view`} replace />;
  if (failed) return <Navigate to="/login" replace />;

  return (
    <PublicFrame>
      <Stack spacing={3}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center' }}>
          <OrganizationBrand organization={organization} />
        </Box>
        {query.data ? (
          <EventView event={query.data} timezone={browserTimezone()} audience="public" />
        ) : (
          <EventPageSkeleton />
        )}
      </Stack>
    </PublicFrame>
  );
}
