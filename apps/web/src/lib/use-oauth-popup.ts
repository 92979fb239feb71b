import { useEffect, useRef } from 'react';
import { errorMessage } from './api-client';
import { notify } from './snackbars';

export interface OauthPopupOptions {
  /** The window's name (one popup per provider). */
  name: string;
  /** Our return page the provider sends the popup back to, e.g. /auth/slack. */
  returnPath: string;
  width: number;
  height: number;
  pollMs: number;
  /** Asks the server for a single-use state and the provider's authorize URL. */
  begin: () => Promise<{ state: string; authorize_url: string }>;
  /** The popup came back with a code for our state: hand it to the server. */
  finish: (code: string, redirectUri: string) => void;
  messages: { failed: string; popupBlocked: string };
}

/**
 * The popup's query once it is back on our return page, else null. While it shows the provider's pages (another
 * origin) the browser refuses to say where it is, which is the same answer: not yet.
 */
function returnedQuery(popup: Window, returnPath: string): URLSearchParams | null {
  try {
    const url = new URL(popup.location.href);
    if (url.origin !== window.location.origin || url.pathname !== returnPath) return null;
    return url.searchParams;
  } catch {
    return null;
  }
}

/**
 * An OAuth connect popup (ADR 33): it opens at once, inside the click (a window opened after an awaited request is
 * blocked by browsers), then goes to the provider's authorize page; it is polled until it comes back to our return
 * page with a code and our state, which `finish` then gets. A popup the user closes ends the flow quietly.
 */
export function useOauthPopup(options: OauthPopupOptions) {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = () => clearInterval(timer.current);
  useEffect(() => stop, []);
  const { messages } = options;

  const done = (query: URLSearchParams, state: string) => {
    const code = query.get('code');
    if (query.get('error') || !code || query.get('state') !== state) {
      notify.error(messages.failed);
      return;
    }
    options.finish(code, `${window.location.origin}${options.returnPath}`);
  };

  const watch = (popup: Window, state: string) => {
    stop();
    timer.current = setInterval(() => {
      if (popup.closed) {
        stop();
        return;
      }
      const query = returnedQuery(popup, options.returnPath);
      if (!query) return;
      stop();
      popup.close();
      done(query, state);
    }, options.pollMs);
  };

  return () => {
    const popup = window.open('', options.name, `width=${options.width},height=${options.height}`);
    if (!popup) {
      notify.error(messages.popupBlocked);
      return;
    }
    options.begin().then(
      ({ state, authorize_url }) => {
        popup.location.href = authorize_url;
        watch(popup, state);
      },
      (error: unknown) => {
        popup.close();
        notify.error(errorMessage(error, messages.failed));
      },
    );
  };
}
