import { enqueueSnackbar } from 'notistack';

/** lib/snackbars has success, error and info; a partial outcome (some rows rejected, some people kept) warns. */
export const notifyWarning = (message: string) => enqueueSnackbar(message, { variant: 'warning' });
