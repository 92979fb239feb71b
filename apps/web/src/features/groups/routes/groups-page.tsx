import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { GROUP_MESSAGES, GROUP_TABS } from '@huddle/domain/group-schemas';
import { ErrorState } from '../../../components/error-state';
import { LinkTabs } from '../../../components/link-tabs';
import { PageHeader } from '../../../components/page-header';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGroups } from '../api/get-groups';
import { useOffices } from '../../../lib/reference/offices';
import { useGroupTypes } from '../../../lib/reference/organization-types';
import type { GroupListTab } from '../api/group-models';
import { GroupsEmptyState } from '../components/groups-empty-state';
import { GroupsFilters, type GroupsFilterValues } from '../components/groups-filters';
import { GroupsGrid, GroupsGridSkeleton } from '../components/groups-grid';
import { NewGroupButton } from '../components/new-group-button';
import { GroupDetailPage } from './group-detail-page';
import { CreateGroupPage } from './create-group-page';

export const GROUP_SEARCH_DEBOUNCE_MS = 300;

const TAB_LABELS: Record<GroupListTab, string> = { active: 'All groups', my: 'My groups' };

function isGroupListTab(tab: string | undefined): tab is GroupListTab {
  return (GROUP_TABS as readonly string[]).includes(tab ?? '');
}

/** /groups/{tab}: /groups and unknown tabs go to /groups/active. */
export function GroupsPage() {
  const { tab } = useParams();
  if (!isGroupListTab(tab)) return <Navigate to="/groups/active" replace />;
  return <GroupsList tab={tab} />;
}

/** The router lazy-loads these two from this module; they live in their own files. */
export function GroupPage() {
  return <GroupDetailPage />;
}

export function NewGroupPage() {
  return <CreateGroupPage />;
}

const NO_FILTERS: GroupsFilterValues = { officeId: null, groupTypeId: null, search: '' };

function GroupsList({ tab }: { tab: GroupListTab }) {
  useDocumentTitle('Groups');
  const { user } = useCurrentUser();
  const canCreate = user?.abilities.can_create_groups ?? false;
  const [filters, setFilters] = useState(NO_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), GROUP_SEARCH_DEBOUNCE_MS);
  const groups = useGroups({ tab, officeId: filters.officeId, groupTypeId: filters.groupTypeId, search });
  const offices = useOffices();
  const groupTypes = useGroupTypes();
  const list = groups.data;

  const filtered = Boolean(search || filters.officeId !== null || filters.groupTypeId !== null);
  const emptyMessage = filtered
    ? GROUP_MESSAGES.emptySearch
    : tab === 'my'
      ? GROUP_MESSAGES.emptyMine
      : GROUP_MESSAGES.emptyAll;

  return (
    <Stack spacing={3}>
      <PageHeader title="Groups">{canCreate && <NewGroupButton />}</PageHeader>
      <LinkTabs
        label="Groups lists"
        value={tab}
        panelId="groups-panel"
        tabs={GROUP_TABS.map((slug) => ({
          value: slug,
          label: TAB_LABELS[slug],
          to: `/groups/${slug}`,
          id: `groups-tab-${slug}`,
        }))}
      />
      <GroupsFilters
        value={filters}
        onChange={setFilters}
        offices={offices.data ?? []}
        groupTypes={groupTypes.data ?? []}
      />
      <Box role="tabpanel" id="groups-panel" aria-labelledby={`groups-tab-${tab}`} aria-busy={groups.isFetching}>
        {list ? (
          list.length === 0 ? (
            <GroupsEmptyState message={emptyMessage} canCreate={canCreate} />
          ) : (
            <GroupsGrid groups={list} />
          )
        ) : groups.isError ? (
          <ErrorState message="The groups couldn't be loaded." onRetry={() => void groups.refetch()} />
        ) : (
          <GroupsGridSkeleton />
        )}
        <Box role="status" sx={visuallyHidden}>
          {list ? `${list.length} ${list.length === 1 ? 'group' : 'groups'}` : ''}
        </Box>
      </Box>
    </Stack>
  );
}
