import { useNavigate } from 'react-router';
import {
  SLACK_MESSAGES,
  SLACK_POPUP_HEIGHT,
  SLACK_POPUP_POLL_MS,
  SLACK_POPUP_WIDTH,
  SLACK_RETURN_PATH,
} from '@huddle/domain/slack-schemas';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useOauthPopup } from '../../../lib/use-oauth-popup';
import { useAddSlack } from '../api/add-slack';
import { useStartSlackOauth } from '../api/start-slack-oauth';

export const SLACK_CHANNELS_PATH = '/settings/slack/channels';

/**
 * Spec §4, §9 and ADR 33: the Slack connect flow. The popup (500 by 820, polled every 500 ms) comes back to
 * /auth/slack with a code and our state, which add_slack then gets.
 */
export function useSlackConnect() {
  const navigate = useNavigate();
  const startOauth = useStartSlackOauth();
  const addSlack = useAddSlack();
  const start = useOauthPopup({
    name: 'slack',
    returnPath: SLACK_RETURN_PATH,
    width: SLACK_POPUP_WIDTH,
    height: SLACK_POPUP_HEIGHT,
    pollMs: SLACK_POPUP_POLL_MS,
    begin: () => startOauth.mutateAsync(),
    finish: (code, redirectUri) =>
      addSlack.mutate(
        { code, redirect_uri: redirectUri },
        {
          onSuccess: () => void navigate(SLACK_CHANNELS_PATH),
          onError: (error) => notify.error(errorMessage(error, SLACK_MESSAGES.flowFailed)),
        },
      ),
    messages: { failed: SLACK_MESSAGES.flowFailed, popupBlocked: SLACK_MESSAGES.popupBlocked },
  });
  return { start, pending: startOauth.isPending || addSlack.isPending };
}
