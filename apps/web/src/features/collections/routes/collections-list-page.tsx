import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { COLLECTION_TAB_LABELS, COLLECTION_TABS, type CollectionTab } from '@huddle/domain/collection-schemas';
import { LinkTabs } from '../../../components/link-tabs';
import { PageHeader } from '../../../components/page-header';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { useCurrentUser } from '../../../lib/current-user';
import { browserTimezone } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrganizerOptions } from '../api/collections-api';
import { CollectionsList } from '../list/collections-list';

const isTab = (value: string | undefined): value is CollectionTab =>
  (COLLECTION_TABS as readonly string[]).includes(value ?? '');

/** /collections/{upcoming|past|drafts}: tabs, search, organizer filter, New collection (spec events §2). */
export function CollectionsListPage() {
  const { tab } = useParams();
  const { user } = useCurrentUser();
  const canManage = user?.abilities.can_manage_collections ?? false;
  useDocumentTitle('Collections');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [organizerId, setOrganizerId] = useState('');
  const organizers = useOrganizerOptions('');
  if (!isTab(tab) || (tab === 'drafts' && !canManage)) return <Navigate to="/collections/upcoming" replace />;
  const tabs = COLLECTION_TABS.filter((t) => t !== 'drafts' || canManage);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader title="Collections">
        {canManage && (
          <Button component={RouterLink} to="/collections/create" variant="contained" startIcon={<AddIcon />}>
            New collection
          </Button>
        )}
      </PageHeader>
      <LinkTabs
        label="Collection lists"
        value={tab}
        panelId="collections-panel"
        tabs={tabs.map((t) => ({
          value: t,
          label: COLLECTION_TAB_LABELS[t],
          to: `/collections/${t}`,
          id: `collections-tab-${t}`,
        }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search" aria-label="Filter collections">
        <SearchField label="Search collections" value={typed} onChange={setTyped} />
        <TextField
          select
          size="small"
          label="Organizer"
          value={organizerId}
          onChange={(e) => setOrganizerId(e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">All organizers</MenuItem>
          {(organizers.data ?? []).map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.full_name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box role="tabpanel" id="collections-panel" aria-labelledby={`collections-tab-${tab}`}>
        <CollectionsList
          tab={tab}
          search={search}
          organizerId={organizerId}
          timezone={user?.timezone || browserTimezone()}
          canManage={canManage}
        />
      </Box>
    </Stack>
  );
}
