import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CONTACT_MESSAGES } from '@huddle/domain/contact-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/snackbars';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FIRST_PAGE, type Contact, type GridPage } from '../api/contact-models';
import { useDeleteContact } from '../api/delete-contact';
import { useDeleteContacts } from '../api/delete-contacts';
import { DEFAULT_CONTACT_SORT, NO_CONTACT_FILTERS, useContactsPage, type ContactFilters } from '../api/get-contacts';
import { useContactListOptions } from '../api/get-lists';
import { useOffices } from '../../../lib/reference/offices';
import { plural } from './contact-format';
import { ContactDialog } from './contact-dialog';
import { ContactsFilters } from './contacts-filters';
import { ContactsGrid } from './contacts-grid';
import { notifyWarning } from './notify-warning';

/** The "All" tab: search, filters, the table, and deleting one contact or the selected ones. */
export function ContactsTab({ listsEnabled }: { listsEnabled: boolean }) {
  const { user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<GridPage>(FIRST_PAGE);
  const [sort, setSort] = useState(DEFAULT_CONTACT_SORT);
  const [filters, setFilters] = useState<ContactFilters>(NO_CONTACT_FILTERS);
  const [selection, setSelection] = useState<Set<number>>(() => new Set());
  const [editing, setEditing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [deletingSelected, setDeletingSelected] = useState(false);
  // Without the flag, a list filter chosen earlier is not sent (lists answer 404 then).
  const activeFilters = listsEnabled ? filters : { ...filters, listIds: [] };
  const contacts = useContactsPage({ search: term, page, sort, filters: activeFilters });
  const offices = useOffices();
  const lists = useContactListOptions({ enabled: listsEnabled });
  const deleteContact = useDeleteContact();
  const deleteContacts = useDeleteContacts();

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage((current) => ({ ...current, page: 0 }));
  };
  const changeFilters = (value: ContactFilters) => {
    setFilters(value);
    setPage((current) => ({ ...current, page: 0 }));
  };
  const onEdit = useCallback((contact: Contact) => setEditing(contact), []);
  const onDelete = useCallback((contact: Contact) => setDeleting(contact), []);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteContact.mutateAsync(deleting.id);
      notify.success(CONTACT_MESSAGES.deleted);
      setSelection((current) => {
        const next = new Set(current);
        next.delete(deleting.id);
        return next;
      });
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setDeleting(null);
  };

  const confirmDeleteSelected = async () => {
    try {
      const answer = await deleteContacts.mutateAsync([...selection]);
      if (answer.deleted_count > 0) notify.success(CONTACT_MESSAGES.manyDeleted(answer.deleted_count));
      if (answer.skipped.length > 0) notifyWarning(CONTACT_MESSAGES.someSkipped(answer.skipped.length));
      setSelection(new Set());
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setDeletingSelected(false);
  };

  const filtered = Boolean(
    term.trim() || activeFilters.officeIds.length || activeFilters.roleTypes.length || activeFilters.listIds.length,
  );
  const total = contacts.data?.meta?.total_count ?? 0;

  return (
    <Stack spacing={2}>
      <Stack spacing={1.5} role="search" aria-label="Search and filter contacts">
        <SearchField label="Search contacts" value={search} onChange={changeSearch} />
        <ContactsFilters
          value={filters}
          onChange={changeFilters}
          offices={offices.data ?? []}
          officesLoading={offices.isPending}
          lists={listsEnabled ? (lists.data ?? []) : undefined}
          listsLoading={lists.isPending}
        />
      </Stack>
      {selection.size > 0 && (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1, bgcolor: 'action.selected', borderRadius: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {plural(selection.size, 'contact')} selected
          </Typography>
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setDeletingSelected(true)}
          >
            Delete selected
          </Button>
          <Button size="small" onClick={() => setSelection(new Set())}>
            Clear selection
          </Button>
        </Stack>
      )}
      {contacts.isError && (
        <ErrorState message={errorMessage(contacts.error)} onRetry={() => void contacts.refetch()} />
      )}
      <ContactsGrid
        rows={contacts.data?.data ?? []}
        rowCount={total}
        loading={contacts.isPending || contacts.isPlaceholderData}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={setSort}
        selection={selection}
        onSelectionChange={setSelection}
        timezone={user?.timezone}
        emptyLabel={
          filtered ? 'No contacts match your search or filters' : 'No contacts yet. Upload a CSV or add a contact.'
        }
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <Typography role="status" sx={visuallyHidden}>
        {contacts.data ? plural(total, 'contact') : ''}
      </Typography>
      {editing && <ContactDialog contact={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete contact?"
        confirmLabel="Delete"
        destructive
        pending={deleteContact.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && `${deleting.full_name || deleting.email} will be removed from your contacts and contact lists.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingSelected}
        title={`Delete ${plural(selection.size, 'contact')}?`}
        confirmLabel="Delete"
        destructive
        pending={deleteContacts.isPending}
        onConfirm={() => void confirmDeleteSelected()}
        onClose={() => setDeletingSelected(false)}
      >
        The selected contacts will be removed from your contacts and contact lists. People who have an account are kept.
      </ConfirmDialog>
    </Stack>
  );
}
