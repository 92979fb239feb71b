import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/auth-layout';

/**
 * The link of the "confirm your new email" mail lands here. Mail scanners open every link, so opening it changes
 * nothing: the button posts the token.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your new email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmEmail = useConfirmEmail();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : AUTH_MESSAGES.emailChangeLinkInvalid);

  const confirm = async () => {
    setFailure(null);
    try {
      setDone((await confirmEmail.mutateAsync(token)).message || AUTH_MESSAGES.emailChanged);
    } catch (error) {
      setFailure(errorMessage(error, AUTH_MESSAGES.emailChangeLinkInvalid));
    }
  };

  return (
    <AuthLayout title="Confirm your new email">
      <Stack spacing={2.5}>
        {done ? (
          <>
            <Alert severity="success" role="status">
              {done}
            </Alert>
            <Button variant="contained" size="large" component={RouterLink} to="/">
              Go to Huddle
            </Button>
          </>
        ) : (
          <>
            <Typography>Confirm that this is your new email address for Huddle.</Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <Button
              variant="contained"
              size="large"
              onClick={() => void confirm()}
              disabled={!token || confirmEmail.isPending}
            >
              {confirmEmail.isPending ? 'Confirming…' : 'Confirm my new email'}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
