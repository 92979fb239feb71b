import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { SearchField } from '../../../components/search-field';
import TextField from '@mui/material/TextField';
import type { GroupTypeRef } from '../api/group-models';
import type { OfficeRef } from '../../../lib/api-types';

export interface GroupsFilterValues {
  officeId: number | null;
  groupTypeId: number | null;
  search: string;
}

interface GroupsFiltersProps {
  value: GroupsFilterValues;
  onChange: (value: GroupsFilterValues) => void;
  offices: OfficeRef[];
  groupTypes: GroupTypeRef[];
}

const ALL = '';

function toId(raw: string): number | null {
  return raw === ALL ? null : Number(raw);
}

/** Search by name, Office and Type (spec §2.8). Selects list "All" first so a filter can be cleared. */
export function GroupsFilters({ value, onChange, offices, groupTypes }: GroupsFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label="Filter groups">
      <SearchField
        label="Search by group name"
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        sx={{ flex: 2, minWidth: 0 }}
      />
      <TextField
        select
        label="Office"
        size="small"
        value={value.officeId === null ? ALL : String(value.officeId)}
        onChange={(event) => onChange({ ...value, officeId: toId(event.target.value) })}
        sx={{ flex: 1, minWidth: { md: 180 } }}
      >
        <MenuItem value={ALL}>All offices</MenuItem>
        {offices.map((office) => (
          <MenuItem key={office.id} value={String(office.id)}>
            {office.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Type"
        size="small"
        value={value.groupTypeId === null ? ALL : String(value.groupTypeId)}
        onChange={(event) => onChange({ ...value, groupTypeId: toId(event.target.value) })}
        sx={{ flex: 1, minWidth: { md: 180 } }}
      >
        <MenuItem value={ALL}>All types</MenuItem>
        {groupTypes.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
