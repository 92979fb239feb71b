import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '../lib/query-client';
import { useSnackbarsRequested } from '../lib/snackbars';
import { theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and router. */
  queryClient?: QueryClient;
  router?: (children: ReactNode) => ReactNode;
}

/**
 * A data router (one catch-all route around the app's <Routes>) so pages can block navigation with useBlocker,
 * e.g. a form with unsaved changes, including the browser's Back button.
 */
function BrowserDataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]));
  return <RouterProvider router={router} />;
}

const SnackbarHost = lazy(() => import('./snackbar-host').then((module) => ({ default: module.SnackbarHost })));

const browserRouter = (children: ReactNode) => <BrowserDataRouter>{children}</BrowserDataRouter>;

export function Providers({ children, queryClient, router = browserRouter }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const snackbars = useSnackbarsRequested();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {router(children)}
        {snackbars && (
          <Suspense fallback={null}>
            <SnackbarHost />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
