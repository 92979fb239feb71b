import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MAX_ID } from '@huddle/domain/ids';
import { ErrorState } from '../../../components/error-state';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useGroup } from '../api/get-group';
import type { GroupDetail } from '../api/group-models';
import { BackToGroups } from '../components/back-to-groups';
import { GroupBudgetTab } from '../components/group-budget-tab';
import { GroupEditTab } from '../components/group-edit-tab';
import { GroupHeader } from '../components/group-header';
import { GroupMembersTab } from '../components/group-members-tab';
import { GroupViewTab } from '../components/group-view-tab';

/** Spec platform §2.8: Edit, Members and Budget appear only to group editors. */
const EDITOR_TABS = ['view', 'edit', 'members', 'budget'] as const;
type GroupTab = (typeof EDITOR_TABS)[number];
const TAB_LABELS: Record<GroupTab, string> = { view: 'View', edit: 'Edit', members: 'Members', budget: 'Budget' };

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** /group/{id}/{tab}: no tab, an unknown tab or an editor-only tab for a non-editor lands on view. */
export function GroupDetailPage() {
  const { id: rawId, tab } = useParams();
  const id = parseId(rawId);
  if (id === null) return <NotFoundPage />;
  return <GroupScreen key={id} id={id} tab={tab} />;
}

function GroupScreen({ id, tab }: { id: number; tab: string | undefined }) {
  const group = useGroup(id);
  useDocumentTitle(group.data?.name ?? 'Group');

  if (group.isPending) return <PageLoader label="Loading group…" />;
  if (group.isError) {
    // A private group the user may not see answers 404 like a missing one (spec §6).
    if (isApiError(group.error, 404)) return <NotFoundPage />;
    return (
      <Stack spacing={3}>
        <BackToGroups />
        <ErrorState message="The group couldn't be loaded." onRetry={() => void group.refetch()} />
      </Stack>
    );
  }

  const tabs: readonly GroupTab[] = group.data.can_edit ? EDITOR_TABS : ['view'];
  const current = tabs.find((slug) => slug === tab);
  if (!current) return <Navigate to={`/group/${id}/view`} replace />;
  return <GroupLayout group={group.data} tabs={tabs} current={current} />;
}

interface GroupLayoutProps {
  group: GroupDetail;
  tabs: readonly GroupTab[];
  current: GroupTab;
}

function GroupLayout({ group, tabs, current }: GroupLayoutProps) {
  return (
    <Stack spacing={3}>
      <BackToGroups />
      <GroupHeader group={group} />
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={current} aria-label="Group sections" variant="scrollable" allowScrollButtonsMobile>
            {tabs.map((slug) => (
              <Tab
                key={slug}
                value={slug}
                label={TAB_LABELS[slug]}
                component={RouterLink}
                to={`/group/${group.id}/${slug}`}
                id={`group-tab-${slug}`}
                aria-controls="group-panel"
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Box
        id="group-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `group-tab-${current}` : undefined}
      >
        {current === 'view' && <GroupViewTab group={group} />}
        {current === 'edit' && <GroupEditTab group={group} />}
        {current === 'members' && <GroupMembersTab group={group} />}
        {current === 'budget' && <GroupBudgetTab group={group} />}
      </Box>
    </Stack>
  );
}
