import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { PlaceholderPage } from '../../../components/placeholder-page';

function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      {children}
    </Box>
  );
}

export function PublicEventPage() {
  const { id } = useParams();
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Event"
        description={`Public event ${id ?? ''} — the public event page with RSVP arrives with the events feature.`}
      />
    </PublicFrame>
  );
}

export function ExternalCalendarPage() {
  const { id } = useParams();
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Add to calendar"
        description={`Event ${id ?? ''} — adding an event to an external calendar arrives with the events feature.`}
      />
    </PublicFrame>
  );
}
