import { useNavigate } from 'react-router';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { useSlackStatus } from '../api/get-slack-status';
import { ComingSoonCard } from '../components/coming-soon-card';
import { SLACK_CHANNELS_PATH, useSlackConnect } from './use-slack-connect';

const DESCRIPTION = 'Send event messages to Slack and sync channels with groups.';
const errorNote = "Slack's status couldn't be loaded.";

/** Spec §2.9: the Slack card of the Integrations tab, from the connection's status (ADR 33). */
export function SlackCard() {
  const navigate = useNavigate();
  const status = useSlackStatus();
  const connect = useSlackConnect();
  const answer = status.data;
  const manage = () => void navigate(SLACK_CHANNELS_PATH);
  const card = { icon: <ForumOutlinedIcon />, title: 'Slack' };

  if (!answer) {
    return (
      <ComingSoonCard
        {...card}
        description={DESCRIPTION}
        actionLabel="Set up Slack"
        note={status.isError ? errorNote : undefined}
      />
    );
  }
  if (!answer.configured) {
    return <ComingSoonCard {...card} description={SLACK_MESSAGES.notConfigured} actionLabel="Set up Slack" />;
  }
  switch (answer.status) {
    case 'connected':
      return (
        <ComingSoonCard
          {...card}
          description={answer.team_name ? `${DESCRIPTION} Workspace: ${answer.team_name}.` : DESCRIPTION}
          connected
          actionLabel="Manage Slack"
          onAction={manage}
        />
      );
    case 'connecting':
      return (
        <ComingSoonCard
          {...card}
          description={DESCRIPTION}
          note={SLACK_MESSAGES.connecting}
          actionLabel="Manage Slack"
          onAction={manage}
        />
      );
    case 'broken':
      return (
        <ComingSoonCard
          {...card}
          description={DESCRIPTION}
          note={answer.error ?? SLACK_MESSAGES.broken}
          noteColor="error"
          actionLabel="Reconnect Slack"
          onAction={connect.pending ? undefined : connect.start}
        />
      );
    default:
      return (
        <ComingSoonCard
          {...card}
          description={DESCRIPTION}
          actionLabel="Set up Slack"
          onAction={connect.pending ? undefined : connect.start}
        />
      );
  }
}
