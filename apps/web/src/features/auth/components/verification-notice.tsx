import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { useVerifyAccount } from '../api/verify-account';

type Notice = { severity: 'success' | 'error'; text: string };

/** /login?confirmation_token=… verifies the account once and reports the outcome above the form. */
export function VerificationNotice() {
  const [params, setParams] = useSearchParams();
  const token = params.get('confirmation_token');
  const { mutateAsync, isPending } = useVerifyAccount();
  const [notice, setNotice] = useState<Notice | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutateAsync(token)
      .then((body) => setNotice({ severity: 'success', text: body.message || AUTH_MESSAGES.accountVerified }))
      .catch(() => setNotice({ severity: 'error', text: AUTH_MESSAGES.accountNotVerified }))
      // The token is single-use: drop it from the address so a reload doesn't report a failure.
      .finally(() => setParams({}, { replace: true }));
  }, [token, mutateAsync, setParams]);

  if (isPending) {
    return (
      <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />} role="status">
        Verifying your account…
      </Alert>
    );
  }
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </Alert>
  );
}
