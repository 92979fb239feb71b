import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A popup as window.open returns it: the provider's pages deny reading their address, ours allow it. */
export function fakePopup() {
  let href = 'about:blank';
  let crossOrigin = false;
  const popup = {
    closed: false,
    close: vi.fn(() => void (popup.closed = true)),
    location: {
      get href() {
        if (crossOrigin) throw new DOMException('Blocked a frame', 'SecurityError');
        return href;
      },
      set href(next: string) {
        href = next;
        crossOrigin = !next.startsWith(window.location.origin);
      },
    },
  };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open, returnTo: (query: string) => (popup.location.href = `${window.location.origin}${query}`) };
}

/** Until the popup is on the provider's page (vi.waitFor runs on real timers, and moves the fake ones along). */
export const onProvider = (popup: ReturnType<typeof fakePopup>['popup']) =>
  act(() => vi.waitFor(() => expect(() => popup.location.href).toThrow()));
