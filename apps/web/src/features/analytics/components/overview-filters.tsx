import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { SearchField } from '../../../components/search-field';
import type { FilterOption } from '../api/overview-options-api';

export type TimeRange = 'all' | 'last_30' | 'last_90' | 'this_year' | 'upcoming' | 'custom';
export const TIME_RANGES: [TimeRange, string][] = [
  ['all', 'All time'],
  ['last_30', 'Last 30 days'],
  ['last_90', 'Last 90 days'],
  ['this_year', 'This year'],
  ['upcoming', 'Upcoming'],
  ['custom', 'Custom'],
];

export interface FilterState {
  search: string;
  officeId: number | null;
  eventTypeId: number | null;
  groupId: number | null;
  hostId: number | null;
  range: TimeRange;
  customStart: string;
  customEnd: string;
}

const DAY = 24 * 3600 * 1000;

/** The start_from and start_to of a time range; a custom range only once both dates are given (spec §2). */
export function rangeBounds(f: FilterState, now: Date): { start_from: string | null; start_to: string | null } {
  const iso = (d: Date) => d.toISOString();
  switch (f.range) {
    case 'last_30':
      return { start_from: iso(new Date(now.getTime() - 30 * DAY)), start_to: iso(now) };
    case 'last_90':
      return { start_from: iso(new Date(now.getTime() - 90 * DAY)), start_to: iso(now) };
    case 'this_year':
      return {
        start_from: iso(new Date(now.getFullYear(), 0, 1)),
        start_to: iso(new Date(now.getFullYear() + 1, 0, 1)),
      };
    case 'upcoming':
      return { start_from: iso(now), start_to: null };
    case 'custom':
      if (!f.customStart || !f.customEnd) return { start_from: null, start_to: null };
      return {
        start_from: iso(new Date(`${f.customStart}T00:00:00`)),
        start_to: iso(new Date(`${f.customEnd}T23:59:59`)),
      };
    default:
      return { start_from: null, start_to: null };
  }
}

interface Props {
  value: FilterState;
  onChange: (change: Partial<FilterState>) => void;
  options: { offices: FilterOption[]; eventTypes: FilterOption[]; groups: FilterOption[]; hosts: FilterOption[] };
}

function Choice(props: {
  label: string;
  value: number | null;
  options: FilterOption[];
  onChange: (id: number | null) => void;
}) {
  // A chosen id the choices do not hold (a group_id link to an archived group, or the choices not loaded): shown by
  // its id rather than as an empty box.
  const unknown = props.value !== null && !props.options.some((o) => o.id === props.value);
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <MenuItem value="">All</MenuItem>
      {unknown && <MenuItem value={props.value!}>{`${props.label} #${props.value}`}</MenuItem>}
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search 'Search events', Office, Event type, Group, Host (issue 17) and Time range (spec §2 Analytics overview). */
export function OverviewFilters({ value, onChange, options }: Props) {
  const incomplete = value.range === 'custom' && (!value.customStart || !value.customEnd);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <SearchField label="Search events" value={value.search} onChange={(search) => onChange({ search })} />
      <Choice
        label="Office"
        value={value.officeId}
        options={options.offices}
        onChange={(officeId) => onChange({ officeId })}
      />
      <Choice
        label="Event type"
        value={value.eventTypeId}
        options={options.eventTypes}
        onChange={(eventTypeId) => onChange({ eventTypeId })}
      />
      <Choice
        label="Group"
        value={value.groupId}
        options={options.groups}
        onChange={(groupId) => onChange({ groupId })}
      />
      <Choice label="Host" value={value.hostId} options={options.hosts} onChange={(hostId) => onChange({ hostId })} />
      <TextField
        select
        size="small"
        label="Time range"
        value={value.range}
        onChange={(e) => onChange({ range: e.target.value as TimeRange })}
        sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      >
        {TIME_RANGES.map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {value.range === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label="Start date"
            value={value.customStart}
            onChange={(e) => onChange({ customStart: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={incomplete && !value.customStart}
          />
          <TextField
            size="small"
            type="date"
            label="End date"
            value={value.customEnd}
            onChange={(e) => onChange({ customEnd: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={incomplete && !value.customEnd}
            helperText={incomplete ? M.customRange : undefined}
          />
        </>
      )}
    </Box>
  );
}
