import { notify } from '../../../lib/snackbars';

/** A partial outcome (some rows rejected, some people kept) warns. */
export const notifyWarning = notify.warning;
