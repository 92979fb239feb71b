import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { GUEST_FILTERS, type GuestFilter } from '@huddle/domain/guest-schemas';
import { SearchField } from '../../../components/search-field';
import { GUEST_FILTER_LABELS } from './guest-labels';

interface GuestToolbarProps {
  filter: GuestFilter;
  onFilterChange: (filter: GuestFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selectedCount: number;
  onRemoveSelected: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** Status filter, search, "Remove" for the selected rows and "Download export"; wraps on a phone. */
export function GuestToolbar({
  filter,
  onFilterChange,
  search,
  onSearchChange,
  selectedCount,
  onRemoveSelected,
  onExport,
  exporting,
}: GuestToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Status"
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as GuestFilter)}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        {GUEST_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {GUEST_FILTER_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <SearchField label="Search guests" value={search} onChange={onSearchChange} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
        <Button
          variant="outlined"
          color="error"
          startIcon={<PersonRemoveOutlinedIcon />}
          onClick={onRemoveSelected}
          disabled={selectedCount === 0}
        >
          {selectedCount > 0 ? `Remove (${selectedCount})` : 'Remove'}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={onExport} disabled={exporting}>
          Download export
        </Button>
      </Box>
    </Box>
  );
}
