import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser } from '../lib/current-user';
import { takeReturnPath } from '../lib/return-path';

/**
 * Public-only pages (/login, /sign-up): a signed-in user moves on to the page remembered by the route
 * guard, otherwise /events. Signing in only stores the user, so this is the one place that redirects.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    if (!user || redirected.current) return;
    redirected.current = true;
    navigate(takeReturnPath() ?? '/events', { replace: true });
  }, [user, navigate]);

  if (isLoading || user) return <PageLoader fullScreen />;
  return children;
}
