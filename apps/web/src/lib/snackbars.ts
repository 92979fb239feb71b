import { useSyncExternalStore } from 'react';

export type SnackbarVariant = 'success' | 'error' | 'info' | 'warning';
export interface SnackbarRequest {
  message: string;
  variant: SnackbarVariant;
}

// notistack (about 8 KiB gzipped) loads with the first snackbar, not with the first page (issue 14): until the host
// (app/snackbar-host.tsx) has loaded and connected, requests wait here, in order.
let show: ((request: SnackbarRequest) => void) | null = null;
const waiting: SnackbarRequest[] = [];
let requested = false;
const listeners = new Set<() => void>();

function send(request: SnackbarRequest) {
  if (show) {
    show(request);
    return;
  }
  waiting.push(request);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Snackbars from anywhere (components, mutation callbacks, the query client). */
export const notify = {
  success: (message: string) => send({ message, variant: 'success' }),
  error: (message: string) => send({ message, variant: 'error' }),
  info: (message: string) => send({ message, variant: 'info' }),
  warning: (message: string) => send({ message, variant: 'warning' }),
};

/** The host, once loaded, shows what waited and everything after; the returned function disconnects it. */
export function connectSnackbarHost(display: (request: SnackbarRequest) => void): () => void {
  show = display;
  for (const request of waiting.splice(0)) display(request);
  return () => {
    if (show === display) show = null;
  };
}

/** True from the first snackbar on: the providers then mount the host (and keep it). */
export function useSnackbarsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
