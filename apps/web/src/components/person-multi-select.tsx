import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { PersonAvatar } from './person-avatar';

export const PERSON_SEARCH_DEBOUNCE_MS = 250;

export interface PersonChoice {
  id: number;
  full_name: string;
  email?: string | undefined;
  avatar_url?: string | null | undefined;
}

interface PersonMultiSelectProps<P extends PersonChoice> {
  label: string;
  value: P[];
  onChange: (people: P[]) => void;
  /** The server search behind the options (a query hook; the same one for the life of the field). */
  useOptions: (search: string, options: { enabled: boolean }) => UseQueryResult<P[]>;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** When set, the last person cannot be removed: this is called instead. */
  onLastRemoved?: () => void;
}

/** Picks several people, searched on the server by name or email as the user types. */
export function PersonMultiSelect<P extends PersonChoice>({
  label,
  value,
  onChange,
  useOptions,
  onBlur,
  error,
  helperText = 'Search people by name or email.',
  required,
  disabled,
  autoFocus,
  onLastRemoved,
}: PersonMultiSelectProps<P>) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), PERSON_SEARCH_DEBOUNCE_MS);
  const people = useOptions(search, { enabled: open && !disabled });

  return (
    <Autocomplete<P, true, boolean, false>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => {
        if (onLastRemoved && next.length === 0 && value.length > 0) onLastRemoved();
        else onChange(next);
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
      disableClearable={Boolean(onLastRemoved) && value.length <= 1}
      autoHighlight
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PersonAvatar name={person.full_name} src={person.avatar_url} size={28} />
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
              avatar={<PersonAvatar name={person.full_name} src={person.avatar_url} size={24} />}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          autoFocus={autoFocus}
          inputProps={{ ...params.inputProps, 'aria-required': required || undefined }}
        />
      )}
    />
  );
}
