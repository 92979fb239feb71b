import { useEffect, useRef } from 'react';
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
import { useAddSlack } from '../api/add-slack';
import { useStartSlackOauth } from '../api/start-slack-oauth';

export const SLACK_CHANNELS_PATH = '/settings/slack/channels';
const POPUP_FEATURES = `width=${SLACK_POPUP_WIDTH},height=${SLACK_POPUP_HEIGHT}`;

/**
 * The popup's query once it is back on our return page, else null. While it shows Slack's pages (another origin)
 * the browser refuses to say where it is, which is the same answer: not yet.
 */
function returnedQuery(popup: Window): URLSearchParams | null {
  try {
    const url = new URL(popup.location.href);
    if (url.origin !== window.location.origin || url.pathname !== SLACK_RETURN_PATH) return null;
    return url.searchParams;
  } catch {
    return null;
  }
}

/**
 * Spec §4, §9 and ADR 33: the Slack connect flow. The popup opens at once, inside the click (a window opened after
 * an awaited request is blocked by browsers), then goes to Slack's authorize page; it is polled every 500 ms until
 * it comes back to /auth/slack with a code and our state, which add_slack then gets. A popup the user closes ends
 * the flow quietly.
 */
export function useSlackConnect() {
  const navigate = useNavigate();
  const startOauth = useStartSlackOauth();
  const addSlack = useAddSlack();
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = () => clearInterval(timer.current);
  useEffect(() => stop, []);

  const finish = (query: URLSearchParams, state: string) => {
    const code = query.get('code');
    if (query.get('error') || !code || query.get('state') !== state) {
      notify.error(SLACK_MESSAGES.flowFailed);
      return;
    }
    addSlack.mutate(
      { code, redirect_uri: `${window.location.origin}${SLACK_RETURN_PATH}` },
      {
        onSuccess: () => void navigate(SLACK_CHANNELS_PATH),
        onError: (error) => notify.error(errorMessage(error, SLACK_MESSAGES.flowFailed)),
      },
    );
  };

  const watch = (popup: Window, state: string) => {
    stop();
    timer.current = setInterval(() => {
      if (popup.closed) {
        stop();
        return;
      }
      const query = returnedQuery(popup);
      if (!query) return;
      stop();
      popup.close();
      finish(query, state);
    }, SLACK_POPUP_POLL_MS);
  };

  const start = () => {
    const popup = window.open('', 'slack', POPUP_FEATURES);
    if (!popup) {
      notify.error(SLACK_MESSAGES.popupBlocked);
      return;
    }
    startOauth.mutate(undefined, {
      onSuccess: ({ state, authorize_url }) => {
        popup.location.href = authorize_url;
        watch(popup, state);
      },
      onError: (error) => {
        popup.close();
        notify.error(errorMessage(error, SLACK_MESSAGES.flowFailed));
      },
    });
  };

  return { start, pending: startOauth.isPending || addSlack.isPending };
}
