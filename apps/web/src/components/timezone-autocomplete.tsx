import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { timezoneOptions } from '../lib/dates';

interface TimezoneAutocompleteProps {
  value: string | null;
  onChange: (timezone: string | null) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  disabled?: boolean;
  required?: boolean;
}

export function TimezoneAutocomplete({
  value,
  onChange,
  onBlur,
  error,
  label = 'Timezone',
  disabled,
  required,
}: TimezoneAutocompleteProps) {
  const options = useMemo(() => {
    const all = timezoneOptions();
    return value && !all.includes(value) ? [value, ...all] : all;
  }, [value]);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      disabled={disabled}
      autoHighlight
      getOptionLabel={(tz) => tz.replaceAll('_', ' ')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
