import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { OfficeChoice } from '@huddle/domain/profile-forms';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOfficeSearch } from '../api/get-offices';

export const OFFICE_SEARCH_DEBOUNCE_MS = 250;

/** An option of the list: an office from the server, or the typed name offered as a new office. */
interface OfficeOption extends OfficeChoice {
  isNew?: boolean;
}

interface OfficeAutocompleteProps {
  value: OfficeChoice | null | undefined;
  onChange: (office: OfficeChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function sameOffice(a: OfficeChoice, b: OfficeChoice): boolean {
  return a.id !== null && b.id !== null ? a.id === b.id : a.id === b.id && sameName(a.name, b.name);
}

/**
 * The office of a profile: searches the organization's offices on the server as the user types, and
 * lets them add an office that isn't there yet ("Add “name”"), so an organization without offices
 * never blocks the welcome step.
 */
export function OfficeAutocomplete({ value, onChange, onBlur, error, required, disabled }: OfficeAutocompleteProps) {
  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  // What the user typed; a selection filling the input is not a search.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), OFFICE_SEARCH_DEBOUNCE_MS);
  const offices = useOfficeSearch(search, { enabled: open && !disabled });

  const results: OfficeOption[] = (offices.data ?? []).map((office) => ({ id: office.id, name: office.name }));
  const name = typed.trim();
  const options =
    name && !results.some((office) => sameName(office.name, name))
      ? [...results, { id: null, name, isNew: true }]
      : results;

  // Typed text left in the field counts as the answer: an office of that exact name, or a new one.
  const resolve = (text: string): OfficeChoice | null => {
    const trimmed = text.trim();
    if (!trimmed) return null;
    return results.find((office) => sameName(office.name, trimmed)) ?? { id: null, name: trimmed };
  };

  const commit = (next: OfficeChoice | null) => {
    onChange(next && { id: next.id, name: next.name });
    setInputValue(next?.name ?? '');
    setTyped('');
  };

  const helperText =
    error ??
    (offices.isError
      ? "Offices couldn't be searched. You can still type your office's name."
      : value && value.id === null
        ? `“${value.name}” will be added as a new office.`
        : 'Search for your office, or type its name to add it.');

  return (
    <Autocomplete<OfficeOption, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value ?? null}
      inputValue={inputValue}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_, next) => commit(typeof next === 'string' ? resolve(next) : next)}
      onBlur={() => {
        if (inputValue.trim() !== (value?.name ?? '').trim()) commit(resolve(inputValue));
        onBlur?.();
      }}
      options={options}
      // The server already filtered by the search; filtering again would hide the "Add" option.
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.isNew ? 'new' : String(option.id))}
      isOptionEqualToValue={sameOffice}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.isNew ? `Add “${option.name}”` : option.name}
        </li>
      )}
      loading={offices.isFetching}
      loadingText="Searching offices…"
      disabled={disabled}
      autoHighlight
      handleHomeEndKeys
      renderInput={(params) => (
        <TextField {...params} label="Office" required={required} error={Boolean(error)} helperText={helperText} />
      )}
    />
  );
}
