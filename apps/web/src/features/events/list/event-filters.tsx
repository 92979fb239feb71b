import { useEffect, useId, useRef, useState, type SelectHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { EventListFilters } from '../api/get-events';
import {
  useEventTypeOptions,
  useGroupOptions,
  useOfficeOptions,
  useOrganizerOptions,
  type FilterOption,
} from '../api/get-event-filter-options';
import type { FilterParam } from './use-event-filters';

interface EventFiltersProps {
  filters: EventListFilters;
  setFilter: (name: FilterParam | 'search', value: string, options?: { replace?: boolean }) => void;
}

/** Search, then Office, Type, Group and Organizer (spec events §2); every value is kept in the URL. */
export function EventFilters({ filters, setFilter }: EventFiltersProps) {
  const offices = useOfficeOptions();
  const eventTypes = useEventTypeOptions();
  const groups = useGroupOptions();
  const organizers = useOrganizerOptions();
  const select = (name: FilterParam) => (value: string) => setFilter(name, value, { replace: true });

  return (
    <Stack spacing={2} role="search" aria-label="Filter events">
      <EventSearch value={filters.search} onSettle={(value) => setFilter('search', value, { replace: true })} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <FilterSelect
          label="Office"
          allLabel="All offices"
          value={filters.office_id}
          options={offices.data}
          onChange={select('office_id')}
        />
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={filters.event_type_id}
          options={eventTypes.data}
          onChange={select('event_type_id')}
        />
        <FilterSelect
          label="Group"
          allLabel="All groups"
          value={filters.group_id}
          options={groups.data}
          onChange={select('group_id')}
        />
        <FilterSelect
          label="Organizer"
          allLabel="All organizers"
          value={filters.organizer_id}
          options={organizers.data}
          onChange={select('organizer_id')}
        />
      </Box>
    </Stack>
  );
}

/** Typing stays local; the URL (and so the request) follows once typing pauses. */
function EventSearch({ value, onSettle }: { value: string; onSettle: (value: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== value) onSettle(settled);
  }, [settled, value, onSettle]);

  // Back/Forward changes the URL under the box: show that text, unless it is what the box just settled on.
  const lastValue = useRef(value);
  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    if (value !== settled) setText(value);
  }, [value, settled]);

  return <SearchField label="Search events" value={text} onChange={setText} sx={{ width: '100%' }} />;
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string;
  options: FilterOption[] | undefined;
  onChange: (value: string) => void;
}

/** The element InputBase renders in place of its <input> (typed as InputBase expects; React 19 passes ref along). */
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

/**
 * A native select in MUI's outlined frame: the browser's own list (and its accessibility, and the phone's picker)
 * instead of MUI's menu, popover and modal on the events page's first load (issue 14). It is what NativeSelect draws,
 * without NativeSelect's module and the standard Input it brings. The label always sits on the border, since a native
 * select always shows its option ("All offices" for none).
 */
function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  // A value from the URL that is not (yet) among the options still shows as chosen rather than as "All".
  const known = !value || Boolean(options?.some((option) => String(option.id) === value));
  const choices = (
    <>
      <option value="">{allLabel}</option>
      {!known && (
        <option value={value} hidden>
          {options ? `Selected ${label.toLowerCase()}` : 'Loading…'}
        </option>
      )}
      {options?.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </>
  );
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={SelectElement}
        inputProps={{ children: choices, type: undefined }}
        sx={(theme) => ({
          '& select': {
            appearance: 'none',
            userSelect: 'none',
            cursor: 'pointer',
            borderRadius: `${theme.shape.borderRadius}px`,
            pr: 4,
          },
          '& option': { bgcolor: 'background.paper' },
        })}
      />
      <ArrowDropDownIcon
        aria-hidden
        sx={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', pointerEvents: 'none', color: 'action.active' }}
      />
    </FormControl>
  );
}
