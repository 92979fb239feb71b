import { Navigate, useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

const SETTINGS_TABS: Record<string, string> = {
  main: 'Organization',
  integrations: 'Integrations',
  offices: 'Offices',
  users: 'Users',
  budget: 'Budget',
};

export function SettingsPage() {
  const { tab = 'main' } = useParams();
  const label = SETTINGS_TABS[tab];
  if (!label) return <Navigate to="/settings" replace />;
  return (
    <PlaceholderPage
      title="Settings"
      description={`Settings — the ${label} tab (organization details, integrations, offices, users and budgets) arrives with the organization settings feature.`}
    />
  );
}

export function SlackSettingsPage() {
  const { slackTab } = useParams();
  if (slackTab !== 'channels' && slackTab !== 'settings') return <Navigate to="/settings/slack/channels" replace />;
  return (
    <PlaceholderPage
      title="Slack"
      description={`Slack ${slackTab} — synced channels and the Slack connection arrive with the Slack integration.`}
    />
  );
}
