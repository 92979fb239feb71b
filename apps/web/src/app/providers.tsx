import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { createQueryClient } from '../lib/query-client';
import { SNACKBAR_COMPONENTS } from './snackbar-content';
import { theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and router. */
  queryClient?: QueryClient;
  router?: (children: ReactNode) => ReactNode;
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

export function Providers({ children, queryClient, router = browserRouter }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          autoHideDuration={5000}
          Components={SNACKBAR_COMPONENTS}
        >
          {router(children)}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
