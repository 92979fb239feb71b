import { useEffect, useState } from 'react';

/** True once `active` has held for `ms` without a break: a loader that a quick answer never flashes. */
export function useDelayedFlag(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && shown;
}
