import { GOOGLE_ADMIN_RETURN_PATH, GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { SLACK_POPUP_HEIGHT, SLACK_POPUP_POLL_MS, SLACK_POPUP_WIDTH } from '@huddle/domain/slack-schemas';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useOauthPopup } from '../../../lib/use-oauth-popup';
import { useConnectGoogleAdmin, useStartGoogleAdminOauth } from '../api/google-admin';

/**
 * Connecting Google's directory (ADR 36), as Slack connects (ADR 33): the popup goes to Google's consent page and
 * comes back to /auth/google-admin with a code and our state, which POST auth_details/google_admin then gets.
 * A refusal shows the spec's message, or the server's errors when it sent some.
 */
export function useGoogleAdminConnect() {
  const startOauth = useStartGoogleAdminOauth();
  const connect = useConnectGoogleAdmin();
  const start = useOauthPopup({
    name: 'google-admin',
    returnPath: GOOGLE_ADMIN_RETURN_PATH,
    width: SLACK_POPUP_WIDTH,
    height: SLACK_POPUP_HEIGHT,
    pollMs: SLACK_POPUP_POLL_MS,
    begin: () => startOauth.mutateAsync(),
    finish: (code, redirectUri) =>
      connect.mutate(
        { code, redirect_uri: redirectUri },
        { onError: (error) => notify.error(errorMessage(error, GOOGLE_GROUPS_MESSAGES.connectFailed)) },
      ),
    messages: { failed: GOOGLE_GROUPS_MESSAGES.connectFailed, popupBlocked: GOOGLE_GROUPS_MESSAGES.popupBlocked },
  });
  return { start, pending: startOauth.isPending || connect.isPending };
}
