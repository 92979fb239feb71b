import { useEffect, useRef } from 'react';

/** Spec events §9: the share of the sentinel that must be visible, by viewport width. */
export function scrollThreshold(width: number): number {
  if (width < 480) return 0.5;
  if (width < 768) return 0.7;
  return 0.8;
}

export const SCROLL_ROOT_MARGIN = '100px';

interface InfiniteScrollOptions {
  enabled: boolean;
  onReach: () => void;
  /** Changes (e.g. the number of pages) re-observe, so a sentinel still in view asks for the next page again. */
  generation: unknown;
}

/** Calls `onReach` when the returned ref's element scrolls into view. */
export function useInfiniteScroll<T extends Element>({ enabled, onReach, generation }: InfiniteScrollOptions) {
  const ref = useRef<T | null>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: SCROLL_ROOT_MARGIN, threshold: scrollThreshold(window.innerWidth) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, generation]);

  return ref;
}
