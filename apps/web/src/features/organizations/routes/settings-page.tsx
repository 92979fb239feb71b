import { Navigate, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { BudgetTab } from '../components/budget-tab';
import { IntegrationsTab } from '../components/integrations-tab';
import { OfficesTab } from '../components/offices-tab';
import { OrganizationTab } from '../components/organization-tab';
import { UsersTab } from '../components/users-tab';

/** Spec §2.9: the tabs, in order; `main` is the settings index. */
const SETTINGS_TABS = [
  { slug: 'main', label: 'Organization', Panel: OrganizationTab },
  { slug: 'integrations', label: 'Integrations', Panel: IntegrationsTab },
  { slug: 'offices', label: 'Offices', Panel: OfficesTab },
  { slug: 'users', label: 'Users', Panel: UsersTab },
  { slug: 'budget', label: 'Budget', Panel: BudgetTab },
] as const;

const tabPath = (slug: string) => (slug === 'main' ? '/settings' : `/settings/${slug}`);

export function SettingsPage() {
  const { tab = 'main' } = useParams();
  const navigate = useNavigate();
  const current = SETTINGS_TABS.find((candidate) => candidate.slug === tab);
  useDocumentTitle(current ? `${current.label} · Settings` : 'Settings');
  if (!current) return <Navigate to="/settings" replace />;
  const { Panel } = current;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Settings
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current.slug}
          onChange={(_event, slug: string) => navigate(tabPath(slug))}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Settings sections"
        >
          {SETTINGS_TABS.map(({ slug, label }) => (
            <Tab
              key={slug}
              value={slug}
              label={label}
              id={`settings-tab-${slug}`}
              aria-controls={`settings-panel-${slug}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`settings-panel-${current.slug}`} aria-labelledby={`settings-tab-${current.slug}`}>
        <Panel key={current.slug} />
      </Box>
    </Stack>
  );
}
