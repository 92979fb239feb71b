import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { CenteredLayout } from '../components/centered-layout';

interface BoundaryProps {
  children: ReactNode;
  /** The path shown: going elsewhere tries again. */
  path: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <CenteredLayout title={AUTH_MESSAGES.somethingWentWrong} subtitle="This page couldn't be shown.">
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </CenteredLayout>
    );
  }
}

/**
 * A page that throws while rendering shows an error instead of a blank tab. The data router had one built in; the
 * declarative router (issue 14) has none. Navigating elsewhere renders the app again.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
