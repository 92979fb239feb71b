import { useEffect, useRef } from 'react';
import { SCROLL_ROOT_MARGIN_PX, scrollThreshold } from '@huddle/domain/event-constants';

interface InfiniteScrollOptions {
  enabled: boolean;
  onReach: () => void;
  /** Changes (e.g. the number of pages) re-observe, so a sentinel still in view asks for the next page again. */
  generation: unknown;
}

/** Calls `onReach` when the returned ref's element scrolls into view (spec events §9: events and collections). */
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
      { rootMargin: `${SCROLL_ROOT_MARGIN_PX}px`, threshold: scrollThreshold(window.innerWidth) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, generation]);

  return ref;
}
