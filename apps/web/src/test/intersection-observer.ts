import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver: tests say when an infinite list's sentinel comes into view
 * (events and collections).
 */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }[] = [];
  const active = new Set<(typeof observers)[number]>();
  class FakeObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options };
      observers.push(this.entry);
    }
    observe() {
      active.add(this.entry);
    }
    unobserve() {}
    disconnect() {
      active.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    /** The sentinel scrolls into view: every live observer hears of it. */
    reveal() {
      act(() => {
        for (const { callback } of [...active]) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    },
    get activeCount() {
      return active.size;
    },
  };
}
