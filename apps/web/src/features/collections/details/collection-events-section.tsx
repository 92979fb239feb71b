import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import {
  COLLECTION_EVENT_FILTER_LABELS,
  COLLECTION_EVENT_FILTERS,
  COLLECTION_MESSAGES,
  type CollectionEventFilter,
} from '@huddle/domain/collection-schemas';
import { EVENT_MESSAGES, MAX_DUPLICATE_COPIES } from '@huddle/domain/event-constants';
import { SearchField } from '../../../components/search-field';
import { notify } from '../../../lib/snackbars';
import { useDuplicateCollectionEvent, type CollectionEvent } from '../api/collections-api';
import { formatDay } from '../list/collection-format';

const matches = (e: CollectionEvent, search: string, filter: CollectionEventFilter) =>
  e.name.toLowerCase().includes(search.trim().toLowerCase()) &&
  (filter === 'all' || (filter === 'past' ? e.past : !e.past));

/** Spec §2 details "Events": a search and an All/Upcoming/Past filter over the collection's events. */
export function CollectionEventsSection({
  events,
  timezone,
  canManage,
}: {
  events: CollectionEvent[];
  timezone: string;
  canManage: boolean;
}) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CollectionEventFilter>('all');
  const [duplicating, setDuplicating] = useState<CollectionEvent | null>(null);
  const shown = events.filter((e) => matches(e, search, filter));

  return (
    <Stack component="section" spacing={2} aria-labelledby="collection-events-heading">
      <Typography id="collection-events-heading" variant="h5" component="h2">
        Events
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        role="search"
        aria-label="Filter the collection's events"
      >
        <SearchField label="Search events" value={search} onChange={setSearch} />
        <TextField
          select
          size="small"
          label="Show"
          value={filter}
          onChange={(e) => setFilter(e.target.value as CollectionEventFilter)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {COLLECTION_EVENT_FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {COLLECTION_EVENT_FILTER_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{COLLECTION_MESSAGES.noEvents}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {shown.map((e) => (
            <Card
              key={e.id}
              variant="outlined"
              component="article"
              aria-label={e.name}
              sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}
            >
              <CardActionArea component={RouterLink} to={`/event/${e.id}`} sx={{ flexGrow: 1 }}>
                <Box
                  sx={{
                    aspectRatio: '16 / 9',
                    bgcolor: 'action.hover',
                    overflow: 'hidden',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {!e.coverImageUrl && (
                    <EventOutlinedIcon color="primary" sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
                  )}
                  {e.coverImageUrl && (
                    <Box
                      component="img"
                      src={e.coverImageUrl}
                      alt=""
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  )}
                </Box>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    {e.past && <Chip size="small" label="Past" />}
                    {!e.published && <Chip size="small" label="Draft" />}
                  </Stack>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {e.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDay(e.start, timezone)}
                    {e.location ? ` · ${e.location}` : ''}
                  </Typography>
                </CardContent>
              </CardActionArea>
              {canManage && (
                <Box sx={{ px: 1, pb: 1 }}>
                  <Button
                    size="small"
                    startIcon={<ContentCopyIcon />}
                    onClick={() => setDuplicating(e)}
                    aria-label={`Duplicate ${e.name}`}
                  >
                    Duplicate
                  </Button>
                </Box>
              )}
            </Card>
          ))}
        </Box>
      )}
      {duplicating && <DuplicateDialog event={duplicating} onClose={() => setDuplicating(null)} />}
    </Stack>
  );
}

/** Spec §2 "duplicate event (number of copies)": unpublished copies, default 1. */
function DuplicateDialog({ event, onClose }: { event: CollectionEvent; onClose: () => void }) {
  const titleId = useId();
  const [copies, setCopies] = useState(1);
  const duplicate = useDuplicateCollectionEvent();
  const valid = Number.isInteger(copies) && copies >= 1 && copies <= MAX_DUPLICATE_COPIES;
  const run = () =>
    duplicate.mutate(
      { eventId: event.id, copies },
      {
        onSuccess: () => {
          notify.success(EVENT_MESSAGES.duplicated);
          onClose();
        },
        onError: () => notify.error(EVENT_MESSAGES.duplicateFailed),
      },
    );
  return (
    <Dialog open onClose={duplicate.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Duplicate {event.name}</DialogTitle>
      <DialogContent>
        <TextField
          type="number"
          label="Number of copies"
          value={copies}
          onChange={(e) => setCopies(Number(e.target.value))}
          slotProps={{ htmlInput: { min: 1, max: MAX_DUPLICATE_COPIES } }}
          sx={{ mt: 1 }}
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={duplicate.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={run} disabled={!valid || duplicate.isPending}>
          Duplicate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
