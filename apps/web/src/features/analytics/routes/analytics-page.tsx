import { PlaceholderPage } from '../../../components/placeholder-page';

export function AnalyticsPage() {
  return (
    <PlaceholderPage
      title="Analytics"
      description="Analytics — attendance, NPS and budget reports across events arrive with the analytics feature."
    />
  );
}
