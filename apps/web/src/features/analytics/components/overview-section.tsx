import { BarChart } from '@mui/x-charts/BarChart';
import { EventSection } from '../../../components/event-section';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';
import { ChartWithTable, STATUS_COLOUR } from './chart-with-table';
import { StatCards, type StatCard } from '../../../components/stat-cards';
import { EmptyNote } from './empty-note';
import { SectionLink } from './section-link';

/** Spec §2 "'Days until event' shown when more than 24 hours remain, otherwise hours, or 'Ongoing' if negative". */
function countdown(a: EventAnalyticsRecord): StatCard {
  if (a.daysUntilEvent !== null) return { label: 'Days until event', value: a.daysUntilEvent };
  if (a.hoursUntilEvent !== null) return { label: 'Hours until event', value: a.hoursUntilEvent };
  return { label: 'Event status', value: a.past ? 'Ended' : 'Ongoing' };
}

interface Props {
  analytics: EventAnalyticsRecord;
  animate: boolean;
  level: 'h2' | 'h3';
  /** 'See guest list' (the tab only). */
  links: boolean;
}

/** Overview: the countdown, invited, RSVP counts by status and (past) attendance. */
export function OverviewSection({ analytics: a, animate, level, links }: Props) {
  const statuses: [string, number][] = [
    ['Going', a.statusCounts.rsvp],
    ['Maybe', a.statusCounts.maybeAttending],
    ['Not going', a.statusCounts.notAttending],
    ['No response', a.statusCounts.notResponded],
  ];
  const cards: StatCard[] = [
    ...(a.past ? [] : [countdown(a)]),
    { label: 'Invited', value: a.inviteesCount },
    ...statuses.map(([label, value]) => ({ label, value })),
    ...(a.past
      ? [
          { label: 'Attended', value: a.attendedCounts.yes },
          { label: 'Did not attend', value: a.attendedCounts.no },
        ]
      : []),
  ];
  return (
    <EventSection title="Overview" level={level}>
      <StatCards label="Overview figures" cards={cards} />
      {a.inviteesCount === 0 ? (
        <EmptyNote>No guests invited yet.</EmptyNote>
      ) : (
        <ChartWithTable title="RSVPs by status" columns={['Status', 'Guests']} rows={statuses}>
          <BarChart
            height={220}
            skipAnimation={!animate}
            disableKeyboardNavigation
            xAxis={[{ scaleType: 'band', data: statuses.map(([s]) => s) }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: statuses.map(([, n]) => n), color: STATUS_COLOUR, label: 'Guests' }]}
            hideLegend
          />
        </ChartWithTable>
      )}
      {links && <SectionLink to={`/event/${a.id}/guests`}>See guest list</SectionLink>}
    </EventSection>
  );
}
