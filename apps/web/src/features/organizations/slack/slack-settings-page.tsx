import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SLACK_MESSAGES, SLACK_TABS, type SlackTab } from '@huddle/domain/slack-schemas';
import { ErrorState } from '../../../components/error-state';
import { LinkTabs } from '../../../components/link-tabs';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSlackStatus, type SlackStatus } from '../api/get-slack-status';
import { SlackChannelsTab } from './slack-channels-tab';
import { SlackSettingsTab } from './slack-settings-tab';
import { useSlackConnect } from './use-slack-connect';

const TAB_LABELS: Record<SlackTab, string> = { channels: 'Channels', settings: 'Settings' };
const PANEL_ID = 'slack-settings-panel';
const isSlackTab = (tab: string | undefined): tab is SlackTab => SLACK_TABS.includes(tab as SlackTab);

/** Spec §2.9: settings/slack/{channels|settings}, for admins. */
export function SlackSettingsPage() {
  const { slackTab } = useParams();
  useDocumentTitle('Slack · Settings');
  const status = useSlackStatus();
  if (!isSlackTab(slackTab)) return <Navigate to="/settings/slack/channels" replace />;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Button
        component={RouterLink}
        to="/settings/integrations"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to integrations
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Slack
        </Typography>
        {status.data?.status === 'connected' && <Chip label="Connected" color="success" size="small" />}
        {status.data?.team_name && (
          <Typography color="text.secondary" variant="body2">
            {status.data.team_name}
          </Typography>
        )}
      </Stack>
      {status.data ? (
        <SlackBody status={status.data} tab={slackTab} />
      ) : status.isError ? (
        <ErrorState message="The Slack settings couldn't be loaded." onRetry={() => void status.refetch()} />
      ) : (
        <PageLoader label="Loading Slack" />
      )}
    </Stack>
  );
}

function SlackBody({ status, tab }: { status: SlackStatus; tab: SlackTab }) {
  const connect = useSlackConnect();
  if (!status.configured) return <Alert severity="info">{SLACK_MESSAGES.notConfigured}</Alert>;
  if (status.status === 'connecting') {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{SLACK_MESSAGES.connecting}</Typography>
      </Stack>
    );
  }
  if (status.status !== 'connected') {
    const broken = status.status === 'broken';
    return (
      <Alert
        severity={broken ? 'error' : 'info'}
        action={
          <Button color="inherit" size="small" onClick={connect.start} disabled={connect.pending}>
            {broken ? 'Reconnect Slack' : 'Set up Slack'}
          </Button>
        }
      >
        {broken ? (status.error ?? SLACK_MESSAGES.broken) : SLACK_MESSAGES.notConnected}
      </Alert>
    );
  }
  return (
    <Box>
      <LinkTabs
        label="Slack settings"
        value={tab}
        panelId={PANEL_ID}
        tabs={SLACK_TABS.map((value) => ({
          value,
          label: TAB_LABELS[value],
          to: `/settings/slack/${value}`,
          id: `slack-tab-${value}`,
        }))}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`slack-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 'channels' ? <SlackChannelsTab status={status} /> : <SlackSettingsTab />}
      </Box>
    </Box>
  );
}
