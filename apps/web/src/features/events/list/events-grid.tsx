import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { BANNER_HEIGHT } from './event-banner';
import { EVENT_CARD_MIN_HEIGHT, EventCard } from './event-card';

const gridSx = {
  display: 'grid',
  gap: 2.5,
  // min() keeps one full-width column on a 375 px phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

interface EventsGridProps {
  events: HuddleEvent[];
  timezone: string;
}

export function EventsGrid({ events, timezone }: EventsGridProps) {
  return (
    <Box component="ul" aria-label="Events" sx={gridSx}>
      {events.map((event) => (
        <Box component="li" key={event.id} sx={{ minWidth: 0 }}>
          <EventCard event={event} timezone={timezone} />
        </Box>
      ))}
    </Box>
  );
}

export function EventsGridSkeleton({ count = 6, label = 'Loading events' }: { count?: number; label?: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Box sx={gridSx} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} variant="outlined" sx={{ borderRadius: 3, minHeight: EVENT_CARD_MIN_HEIGHT }}>
            <Skeleton variant="rectangular" height={BANNER_HEIGHT} />
            <CardContent>
              <Skeleton width="30%" height={28} />
              <Skeleton width="80%" height={36} />
              <Skeleton width="45%" />
              <Skeleton width="60%" />
              <Skeleton width="50%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
