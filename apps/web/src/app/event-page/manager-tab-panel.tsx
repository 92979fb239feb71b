import { lazy, Suspense } from 'react';
import type { HuddleEvent } from '../../lib/event/event-models';
import { TAB_LOADING_TEXT, type ManagerTab } from './event-tab-rules';
import { TabLoading } from './tab-loading';

// Each tab is its own chunk: later issues make them heavy (the editor, the guest grid, charts).
const DetailsTab = lazy(() =>
  import('../../features/events/details/details-tab').then((m) => ({ default: m.DetailsTab })),
);
const SurveysTab = lazy(() =>
  import('../../features/surveys/components/surveys-tab').then((m) => ({ default: m.SurveysTab })),
);
const CommunicationsTab = lazy(() =>
  import('../../features/communications/communications-tab').then((m) => ({ default: m.CommunicationsTab })),
);
const GuestsTab = lazy(() => import('../../features/guests/list/guests-tab').then((m) => ({ default: m.GuestsTab })));
const BudgetTab = lazy(() => import('./tabs/budget-tab').then((m) => ({ default: m.BudgetTab })));
const AnalyticsTab = lazy(() => import('./tabs/analytics-tab').then((m) => ({ default: m.AnalyticsTab })));

const TAB_COMPONENTS = {
  details: DetailsTab,
  surveys: SurveysTab,
  communications: CommunicationsTab,
  guests: GuestsTab,
  budget: BudgetTab,
  analytics: AnalyticsTab,
} satisfies Record<ManagerTab, unknown>;

/** The body of one manager tab, with that tab's loading text while its code arrives. */
export function ManagerTabPanel({ event, tab }: { event: HuddleEvent; tab: ManagerTab }) {
  const Tab = TAB_COMPONENTS[tab];
  return (
    <Suspense fallback={<TabLoading message={TAB_LOADING_TEXT[tab]} />}>
      <Tab event={event} />
    </Suspense>
  );
}
