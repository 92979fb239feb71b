import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOffices } from '../api/get-offices';

interface OfficeSelectProps {
  value: number | null | undefined;
  onChange: (officeId: number | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function OfficeSelect({ value, onChange, onBlur, error, required, disabled }: OfficeSelectProps) {
  const offices = useOffices();
  const loading = offices.isPending;
  const list = offices.data ?? [];
  const helperText =
    error ?? (offices.isError ? "Offices couldn't be loaded." : loading ? 'Loading offices…' : undefined);
  return (
    <TextField
      select
      label="Office"
      value={value && list.some((office) => office.id === value) ? String(value) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      onBlur={onBlur}
      required={required}
      disabled={disabled || loading}
      error={Boolean(error) || offices.isError}
      helperText={helperText}
      fullWidth
    >
      {!required && (
        <MenuItem value="">
          <em>No office</em>
        </MenuItem>
      )}
      {list.map((office) => (
        <MenuItem key={office.id} value={String(office.id)}>
          {office.name}
        </MenuItem>
      ))}
      {list.length === 0 && !loading && (
        <MenuItem value="" disabled>
          No offices yet
        </MenuItem>
      )}
    </TextField>
  );
}
