import { enqueueSnackbar } from 'notistack';

/** Snackbars from anywhere (components, mutation callbacks, the query client). */
export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
};
