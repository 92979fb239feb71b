import Stack from '@mui/material/Stack';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';
import { BudgetSection } from './budget-section';
import { EngagementSection } from './engagement-section';
import { FeedbackSection } from './feedback-section';
import { OverviewSection } from './overview-section';

export interface ReportOptions {
  animate?: boolean;
  /** The sections' headings: h3 under the tab's h2, h2 under the PDF page's h1. */
  level: 'h2' | 'h3';
  /** The organization's event-budget flag (spec §2, §6): off, there is no Budget and spending section. */
  budgetEnabled: boolean;
  /** 'See guest list', 'See surveys' and 'Create survey': in the tab only, not on the PDF page nor in the PDF. */
  links: boolean;
}

/**
 * The sections of an event's analytics (spec §2): Overview, Guest engagement, Budget and spending (with the
 * event-budget flag), and Guest feedback for past events only. The tab and the PDF page show the same report.
 */
export function AnalyticsReport({
  analytics,
  animate = true,
  level,
  budgetEnabled,
  links,
}: ReportOptions & { analytics: EventAnalyticsRecord }) {
  return (
    <Stack spacing={2.5}>
      <OverviewSection analytics={analytics} animate={animate} level={level} links={links} />
      <EngagementSection analytics={analytics} animate={animate} level={level} />
      {budgetEnabled && <BudgetSection analytics={analytics} level={level} />}
      {analytics.past && <FeedbackSection analytics={analytics} animate={animate} level={level} links={links} />}
    </Stack>
  );
}
