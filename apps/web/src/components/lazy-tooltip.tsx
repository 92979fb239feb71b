import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// MUI's Tooltip brings Popper.js (about 12 KiB gzipped). The navigation is on every page, so its tooltips load after
// the first paint; until then the element shows without one (its accessible name is on the element itself).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** MUI's Tooltip, loaded on first use: for tooltips on the first page, which must stay small (issue 14). */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
