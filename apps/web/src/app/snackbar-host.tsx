import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { connectSnackbarHost } from '../lib/snackbars';
import { SNACKBAR_COMPONENTS } from './snackbar-content';

/** notistack's stack of snackbars, loaded with the first one (lib/snackbars.ts). */
export function SnackbarHost() {
  useEffect(() => connectSnackbarHost(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={5000}
      Components={SNACKBAR_COMPONENTS}
    />
  );
}
