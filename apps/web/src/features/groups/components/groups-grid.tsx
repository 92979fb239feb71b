import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { Group } from '../api/group-models';
import { GroupCard } from './group-card';
import { useMembershipActions } from './use-membership-actions';

const gridSx = {
  display: 'grid',
  gap: 2.5,
  // min() keeps one full-width column on a 375 px phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

function Grid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {children}
    </Box>
  );
}

export function GroupsGrid({ groups }: { groups: Group[] }) {
  const { join, pendingId } = useMembershipActions();
  return (
    <Grid label="Groups">
      {groups.map((group) => (
        <Box component="li" key={group.id} sx={{ minWidth: 0 }}>
          <GroupCard group={group} onJoin={join} joining={pendingId === group.id} />
        </Box>
      ))}
    </Grid>
  );
}

export function GroupsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status" aria-label="Loading groups">
      <Box sx={gridSx} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} variant="outlined" sx={{ borderRadius: 3 }}>
            <Skeleton variant="rectangular" height={140} />
            <CardContent>
              <Skeleton width="70%" height={32} />
              <Skeleton width="45%" />
              <Skeleton width={72} height={32} sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
