import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ROLES, type Role } from '@huddle/domain/roles';
import type { OfficeRef } from '../../../lib/api-types';
import type { ContactFilters, FilterMatch } from '../api/get-contacts';
import { roleLabel } from './contact-format';

interface Option {
  id: number;
  name: string;
}

interface MultiFilterProps<T> {
  label: string;
  options: T[];
  value: T[];
  loading?: boolean;
  onChange: (value: T[]) => void;
  getLabel: (option: T) => string;
  getKey: (option: T) => string | number;
}

function MultiFilter<T>({ label, options, value, loading, onChange, getLabel, getKey }: MultiFilterProps<T>) {
  return (
    <Autocomplete<T, true>
      multiple
      size="small"
      limitTags={1}
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={getLabel}
      getOptionKey={getKey}
      isOptionEqualToValue={(option, selected) => getKey(option) === getKey(selected)}
      filterSelectedOptions
      loading={loading}
      noOptionsText="Nothing to choose"
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: { sm: 200 }, flex: { sm: 1 }, maxWidth: { md: 280 } }}
    />
  );
}

interface ContactsFiltersProps {
  value: ContactFilters;
  onChange: (value: ContactFilters) => void;
  offices: OfficeRef[];
  officesLoading: boolean;
  /** The contact lists to filter by; undefined hides the filter (the contact-lists flag is off). */
  lists: Option[] | undefined;
  listsLoading: boolean;
}

/** Office, role and list filters, matched any or all (the `filters` and `filter_type` of GET /api/employees). */
export function ContactsFilters({
  value,
  onChange,
  offices,
  officesLoading,
  lists,
  listsLoading,
}: ContactsFiltersProps) {
  // Chosen ids stay shown even before (or without) their options.
  const pick = (ids: number[], options: Option[], noun: string) =>
    ids.map((id) => options.find((option) => option.id === id) ?? { id, name: `${noun} ${id}` });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      role="group"
      aria-label="Filter contacts"
    >
      <MultiFilter<Option>
        label="Office"
        options={offices}
        value={pick(value.officeIds, offices, 'Office')}
        loading={officesLoading}
        onChange={(next) => onChange({ ...value, officeIds: next.map((office) => office.id) })}
        getLabel={(office) => office.name}
        getKey={(office) => office.id}
      />
      <MultiFilter<Role>
        label="Role"
        options={[...ROLES]}
        value={value.roleTypes}
        onChange={(roleTypes) => onChange({ ...value, roleTypes })}
        getLabel={roleLabel}
        getKey={(role) => role}
      />
      {lists && (
        <MultiFilter<Option>
          label="Contact list"
          options={lists}
          value={pick(value.listIds, lists, 'List')}
          loading={listsLoading}
          onChange={(next) => onChange({ ...value, listIds: next.map((list) => list.id) })}
          getLabel={(list) => list.name}
          getKey={(list) => list.id}
        />
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value.match}
        onChange={(_event, match: FilterMatch | null) => match && onChange({ ...value, match })}
        aria-label="Contacts must match"
      >
        <ToggleButton value="any" sx={{ px: 1.5 }}>
          Any filter
        </ToggleButton>
        <ToggleButton value="all" sx={{ px: 1.5 }}>
          All filters
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
