import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { OfficeRef } from '../../../lib/api-types';

interface OfficeMultiSelectProps {
  value: number[];
  onChange: (officeIds: number[]) => void;
  onBlur?: () => void;
  offices: OfficeRef[];
  loading: boolean;
  error?: string;
  disabled?: boolean;
}

/** The offices a group belongs to, chosen from the organization's offices. */
export function OfficeMultiSelect({
  value,
  onChange,
  onBlur,
  offices,
  loading,
  error,
  disabled,
}: OfficeMultiSelectProps) {
  // An office saved on the group stays shown even before the office list has loaded.
  const picked = value.map((id) => offices.find((office) => office.id === id) ?? { id, name: `Office ${id}` });
  return (
    <Autocomplete<OfficeRef, true>
      multiple
      value={picked}
      onChange={(_, next) => onChange(next.map((office) => office.id))}
      onBlur={onBlur}
      options={offices}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(office) => office.name}
      getOptionKey={(office) => office.id}
      loading={loading}
      loadingText="Loading offices…"
      noOptionsText="No offices"
      disabled={disabled}
      autoHighlight
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Offices"
          error={Boolean(error)}
          helperText={error ?? 'Where the group meets. Leave empty for every office.'}
        />
      )}
    />
  );
}
