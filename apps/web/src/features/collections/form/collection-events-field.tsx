import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { COLLECTION_MESSAGES, eventSelectable } from '@huddle/domain/collection-schemas';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEventOptions } from '../api/collections-api';
import { formatDay } from '../list/collection-format';

export interface ChosenEvent {
  id: string;
  name: string;
  start: string;
}

interface CollectionEventsFieldProps {
  collectionId: number | null;
  value: ChosenEvent[];
  onChange: (events: ChosenEvent[]) => void;
  timezone: string;
  disabled?: boolean;
}

/** The collection's events, and a dialog that adds more: one already in another collection is locked (spec §4). */
export function CollectionEventsField({
  collectionId,
  value,
  onChange,
  timezone,
  disabled,
}: CollectionEventsFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          Events
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} disabled={disabled}>
          Add events
        </Button>
      </Stack>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {COLLECTION_MESSAGES.noEvents}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-label="Events of the collection"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {value.map((e) => (
            <ListItem
              key={e.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${e.name}`}
                  onClick={() => onChange(value.filter((x) => x.id !== e.id))}
                  disabled={disabled}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={e.name} secondary={formatDay(e.start, timezone)} />
            </ListItem>
          ))}
        </List>
      )}
      {open && (
        <AddEventsDialog
          collectionId={collectionId}
          chosen={value}
          timezone={timezone}
          onClose={() => setOpen(false)}
          onAdd={(added) => {
            setOpen(false);
            onChange([...value, ...added]);
          }}
        />
      )}
    </Stack>
  );
}

function AddEventsDialog({
  collectionId,
  chosen,
  timezone,
  onClose,
  onAdd,
}: {
  collectionId: number | null;
  chosen: ChosenEvent[];
  timezone: string;
  onClose: () => void;
  onAdd: (events: ChosenEvent[]) => void;
}) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const options = useEventOptions(search, true);
  const [picked, setPicked] = useState<ChosenEvent[]>([]);
  const chosenIds = new Set(chosen.map((e) => e.id));
  const rows = (options.data ?? []).filter((e) => !chosenIds.has(e.id));
  const toggle = (e: ChosenEvent) =>
    setPicked((now) => (now.some((p) => p.id === e.id) ? now.filter((p) => p.id !== e.id) : [...now, e]));

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add events to the collection</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SearchField label="Search events" value={typed} onChange={setTyped} sx={{ width: '100%' }} />
          {options.isPending ? (
            <Typography role="status">{COLLECTION_MESSAGES.loading}</Typography>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">{COLLECTION_MESSAGES.noEvents}</Typography>
          ) : (
            <List dense aria-label="Events to add">
              {rows.map((e) => {
                const locked = !eventSelectable(e.eventsCollectionId, collectionId);
                const checked = picked.some((p) => p.id === e.id);
                const item = (
                  <ListItemButton
                    key={e.id}
                    disabled={locked}
                    onClick={() => toggle(e)}
                    role="checkbox"
                    aria-checked={checked}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      {locked ? (
                        <LockOutlinedIcon aria-hidden />
                      ) : (
                        <Checkbox
                          edge="start"
                          checked={checked}
                          tabIndex={-1}
                          disableRipple
                          inputProps={{ 'aria-hidden': true }}
                        />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={e.name}
                      secondary={`${formatDay(e.start, timezone)}${e.published ? '' : ' · Draft'}${locked ? ' · In another collection' : ''}`}
                    />
                  </ListItemButton>
                );
                return locked ? (
                  <Tooltip key={e.id} title={COLLECTION_MESSAGES.eventTaken}>
                    <Box component="span" sx={{ display: 'block' }}>
                      {item}
                    </Box>
                  </Tooltip>
                ) : (
                  item
                );
              })}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={picked.length === 0} onClick={() => onAdd(picked)}>
          Add {picked.length > 0 ? picked.length : ''} {picked.length === 1 ? 'event' : 'events'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
