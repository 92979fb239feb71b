import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PublicFrame } from '../../../components/public-frame';

/** Spec §2.1: the page Outlook returns to after connecting a calendar. */
export function OutlookReturnPage() {
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Connecting Outlook"
        description="Connecting an Outlook calendar arrives with the integrations feature; Outlook will return here."
      />
    </PublicFrame>
  );
}

/** Spec §2.1: a page that waits for a token from the window that opened it. */
export function WaitForTokenPage() {
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Waiting for sign-in"
        description="Waiting for a token from the window that opened this page arrives with the integrations feature."
      />
    </PublicFrame>
  );
}

/** Spec §2.1: the page Zoom returns to after a Zoom account is connected. */
export function ZoomCallbackPage() {
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Connecting Zoom"
        description="Connecting a Zoom account arrives with the integrations feature; Zoom will return here."
      />
    </PublicFrame>
  );
}

/** A connect popup's return page: the window that opened it reads the address and closes it. */
function ConnectReturnPage({ text }: { text: string }) {
  return (
    <PublicFrame>
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
        <Typography variant="h6" component="h1">
          {text}
        </Typography>
      </Stack>
    </PublicFrame>
  );
}

/**
 * /auth/slack (SLACK_RETURN_PATH): where Slack sends the connect popup back. The window that opened it reads the
 * code and state from this page's address and closes it; this page itself needs no session and posts nothing.
 */
export const SlackReturnPage = () => <ConnectReturnPage text={SLACK_MESSAGES.returnPage} />;

/** /auth/google-admin (GOOGLE_ADMIN_RETURN_PATH): where Google sends the Google Groups connect popup back (ADR 36). */
export const GoogleAdminReturnPage = () => <ConnectReturnPage text={GOOGLE_GROUPS_MESSAGES.returnPage} />;
