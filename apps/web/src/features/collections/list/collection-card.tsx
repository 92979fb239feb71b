import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import type { Collection } from '../api/collections-api';
import { collectionDates, collectionPath } from './collection-format';

/** A collection in the grid: one link to its page (details, or the form for a draft). */
export function CollectionCard({ collection, timezone }: { collection: Collection; timezone: string }) {
  const count = collection.events.length;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={collection.name || 'Untitled collection'}
      sx={{ borderRadius: 3, height: '100%' }}
    >
      <CardActionArea
        component={RouterLink}
        to={collectionPath(collection)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box
          sx={{
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {collection.imageUrl ? (
            <Box
              component="img"
              src={collection.imageUrl}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <CollectionsBookmarkOutlinedIcon color="primary" sx={{ fontSize: 56, opacity: 0.6 }} aria-hidden />
          )}
        </Box>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', minWidth: 0 }} noWrap>
              {collection.name || 'Untitled collection'}
            </Typography>
            {!collection.published && <Chip size="small" label="Draft" />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CalendarTodayOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2">{collectionDates(collection, timezone)}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <EventOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2">
              {count} {count === 1 ? 'event' : 'events'}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
