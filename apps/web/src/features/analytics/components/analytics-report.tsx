import Stack from '@mui/material/Stack';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';
import { BudgetSection } from './budget-section';
import { EngagementSection } from './engagement-section';
import { FeedbackSection } from './feedback-section';
import { OverviewSection } from './overview-section';

/**
 * The sections of an event's analytics (spec §2): Overview, Guest engagement, Budget and spending, and Guest feedback
 * for past events only. The tab and the PDF page show the same report.
 */
export function AnalyticsReport({ analytics, animate = true }: { analytics: EventAnalyticsRecord; animate?: boolean }) {
  return (
    <Stack spacing={2.5}>
      <OverviewSection analytics={analytics} animate={animate} />
      <EngagementSection analytics={analytics} animate={animate} />
      <BudgetSection analytics={analytics} />
      {analytics.past && <FeedbackSection analytics={analytics} animate={animate} />}
    </Stack>
  );
}
