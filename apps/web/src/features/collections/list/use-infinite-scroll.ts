import { useEffect, useRef, useState } from 'react';
import { SCROLL_ROOT_MARGIN_PX, scrollThreshold } from '@huddle/domain/collection-schemas';

/** Calls `onReach` when the returned ref's element scrolls into view (spec §9: 100 px margin, width thresholds). */
export function useInfiniteScroll<T extends Element>({
  enabled,
  onReach,
  generation,
}: {
  enabled: boolean;
  onReach: () => void;
  generation: unknown;
}) {
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

/** True once `active` has stayed true for `delayMs` (spec §9: loader 100 ms, empty state 400 ms). */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
