import { lazy, Suspense, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BlockingRouter } from '../lib/navigation-blocker';
import { createQueryClient } from '../lib/query-client';
import { useSnackbarsRequested } from '../lib/snackbars';
import { AppErrorBoundary } from './app-error-boundary';
import { theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and router. */
  queryClient?: QueryClient;
  router?: (children: ReactNode) => ReactNode;
}

/**
 * The declarative router over the browser's history, able to hold a navigation (a form with unsaved changes,
 * including the browser's Back button) without the data router's weight (issue 14).
 */
function BrowserRouter({ children }: { children: ReactNode }) {
  // v5Compat: the router hears of its own pushes and replaces too, as <BrowserRouter> does.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  return <BlockingRouter history={history}>{children}</BlockingRouter>;
}

const SnackbarHost = lazy(() => import('./snackbar-host').then((module) => ({ default: module.SnackbarHost })));

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

export function Providers({ children, queryClient, router = browserRouter }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const snackbars = useSnackbarsRequested();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {router(<AppErrorBoundary>{children}</AppErrorBoundary>)}
        {snackbars && (
          <Suspense fallback={null}>
            <SnackbarHost />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
