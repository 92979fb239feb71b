import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHostOptions } from '../api/get-host-options';
import type { PersonOption } from './event-form-schema';

export const HOST_SEARCH_DEBOUNCE_MS = 250;

interface HostMultiSelectProps {
  value: PersonOption[];
  onChange: (people: PersonOption[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Called with the reason when a change is refused (the last organizer cannot be removed). */
  onRefused: (message: string) => void;
  disabled?: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function PersonAvatar({ person, size }: { person: PersonOption; size: number }) {
  return (
    <Avatar src={person.avatar_url ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.42 }}>
      {initialsOf(person.full_name)}
    </Avatar>
  );
}

/**
 * "Event organizers": people who will be able to manage the event, searched on the server as the user types.
 * At least one always stays (spec events §5): removing the last one is refused with the spec's words.
 */
export function HostMultiSelect({ value, onChange, onBlur, error, onRefused, disabled }: HostMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), HOST_SEARCH_DEBOUNCE_MS);
  const people = useHostOptions(search, { enabled: open && !disabled });

  return (
    <Autocomplete<PersonOption, true, boolean, false>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => {
        if (next.length === 0 && value.length > 0) {
          onRefused(EVENT_MESSAGES.lastOrganizer);
          return;
        }
        onChange(next);
      }}
      onBlur={onBlur}
      inputValue={typed}
      onInputChange={(_, text, reason) => {
        // Picking an option clears what was typed; MUI reports that as "reset".
        if (reason !== 'reset') setTyped(text);
      }}
      options={people.data ?? []}
      // The server already filtered by the search; only hide who is picked already.
      filterOptions={(options) => options}
      filterSelectedOptions
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(person) => person.full_name}
      getOptionKey={(person) => person.id}
      loading={people.isFetching}
      loadingText="Searching people…"
      noOptionsText={people.isError ? "People couldn't be searched." : 'No people found'}
      disabled={disabled}
      disableClearable={value.length <= 1}
      autoHighlight
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PersonAvatar person={person} size={28} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{person.full_name}</Typography>
            {person.email && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {person.email}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={person.full_name}
              avatar={<PersonAvatar person={person} size={24} />}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Event organizers"
          error={Boolean(error)}
          helperText={error ?? 'Event organizers will be able to manage this event.'}
          inputProps={{ ...params.inputProps, 'aria-required': true }}
        />
      )}
    />
  );
}
