import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { PublicFrame } from '../../../components/public-frame';

/**
 * /auth/slack (SLACK_RETURN_PATH): where Slack sends the connect popup back. The window that opened it reads the
 * code and state from this page's address and closes it; this page itself needs no session and posts nothing.
 */
export function SlackReturnPage() {
  return (
    <PublicFrame>
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
        <Typography variant="h6" component="h1">
          {SLACK_MESSAGES.returnPage}
        </Typography>
      </Stack>
    </PublicFrame>
  );
}
