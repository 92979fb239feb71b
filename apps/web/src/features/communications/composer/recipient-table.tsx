import { useState } from 'react';
import Box from '@mui/material/Box';
import { TriStateCheckbox } from '../../../components/tri-state-checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import {
  CONTACT_OPTION_PAGE_SIZE,
  GUEST_TYPE_LABELS,
  GUEST_TYPE_NOUNS,
  OPTION_PAGE_SIZE,
  type DeliveryMethod,
  type GuestType,
} from '@huddle/domain/communication-schemas';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecipientOptions } from '../api/get-recipient-options';
import { searchLabel } from './composer-labels';
import { RecipientRow } from './recipient-row';
import type { InvitationState } from './use-invitation-state';

interface RecipientTableProps {
  type: GuestType;
  eventId: number;
  invitationId: number | null;
  method: DeliveryMethod;
  state: Pick<InvitationState, 'isSelected' | 'toggle' | 'add' | 'removeMany'>;
  disabled: boolean;
}

/** Spec §9: contacts come 10 a page, groups, lists and offices 100; paging shows only when there is more. */
export const pageSizeOf = (type: GuestType) => (type === 'contact' ? CONTACT_OPTION_PAGE_SIZE : OPTION_PAGE_SIZE);

/** One guest type's rows: searched and paged by the server, picked with checkboxes. */
export function RecipientTable({ type, eventId, invitationId, method, state, disabled }: RecipientTableProps) {
  const perPage = pageSizeOf(type);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // A new search starts on its first page once it is sent, not while the organizer is still typing.
  const [searchedFor, setSearchedFor] = useState(debouncedSearch);
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPage(0);
  }
  const options = useRecipientOptions(type, {
    eventId,
    invitationId,
    method,
    page: page + 1,
    perPage,
    search: debouncedSearch,
  });
  const rows = options.data?.data ?? [];
  const total = options.data?.meta.total_count ?? 0;
  const collection = type !== 'contact';
  const columns = collection ? 5 : 4;
  const selectable = rows.filter((row) => row.selectable);
  const pickedOnPage = selectable.filter((row) => state.isSelected(type, row.id)).length;
  const allPicked = selectable.length > 0 && pickedOnPage === selectable.length;

  return (
    <Stack spacing={1.5}>
      <SearchField label={searchLabel(type)} value={search} onChange={setSearch} sx={{ width: '100%' }} />
      {options.isError && (
        <ErrorState
          message={errorMessage(options.error, `The ${GUEST_TYPE_NOUNS[type]} could not be loaded.`)}
          onRetry={() => void options.refetch()}
        />
      )}
      <TableContainer sx={{ position: 'relative' }}>
        {(options.isFetching || options.isPending) && (
          <LinearProgress
            aria-label={`Loading ${GUEST_TYPE_NOUNS[type]}`}
            sx={{ position: 'absolute', inset: 0, bottom: 'auto' }}
          />
        )}
        <Table size="small" aria-label={GUEST_TYPE_LABELS[type]}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <TriStateCheckbox
                  checked={allPicked}
                  indeterminate={pickedOnPage > 0 && !allPicked}
                  disabled={disabled || selectable.length === 0}
                  onChange={() =>
                    allPicked
                      ? state.removeMany(
                          type,
                          selectable.map((row) => row.id),
                        )
                      : state.add(type, selectable)
                  }
                  slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                />
              </TableCell>
              <TableCell>Name</TableCell>
              <TableCell>{collection ? 'Members' : 'Email'}</TableCell>
              <TableCell>Status</TableCell>
              {collection && (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    Show members
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((option) => (
              <RecipientRow
                key={option.id}
                type={type}
                option={option}
                selected={state.isSelected(type, option.id)}
                disabled={disabled}
                onToggle={() => state.toggle(type, option)}
                membersOf={collection ? { eventId, invitationId } : undefined}
                columns={columns}
              />
            ))}
            {options.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                  {debouncedSearch.trim()
                    ? `No ${GUEST_TYPE_NOUNS[type]} match your search`
                    : `No ${GUEST_TYPE_NOUNS[type]} yet`}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </Stack>
  );
}
