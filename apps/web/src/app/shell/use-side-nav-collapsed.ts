import { useCallback, useState } from 'react';

const KEY = 'huddle.sideNavCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/** The collapsed state survives reloads so the navigation stays the way the user left it. */
export function useSideNavCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(KEY, String(next));
      } catch {
        // Not remembering is fine.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
