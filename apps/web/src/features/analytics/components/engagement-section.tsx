import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { dailyCounts } from '@huddle/domain/analytics';
import { RSVP_SOURCE_LABELS } from '@huddle/domain/guest-schemas';
import { EventSection } from '../../../components/event-section';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';
import { ChartWithTable, SOURCE_COLOURS, STATUS_COLOUR } from './chart-with-table';
import { EmptyNote } from './empty-note';

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Guest engagement: RSVPs by source and by day and hour, both in the event's timezone (spec §2, §3). */
interface Props {
  analytics: EventAnalyticsRecord;
  animate: boolean;
  level: 'h2' | 'h3';
}

export function EngagementSection({ analytics: a, animate, level }: Props) {
  const total = a.rsvpSubmissionsGroupedBySource.reduce((n, s) => n + s.count, 0);
  const sources = a.rsvpSubmissionsGroupedBySource.map((s) => ({ ...s, label: RSVP_SOURCE_LABELS[s.source] }));
  const hours = Array.from({ length: 24 }, () => 0);
  for (const t of a.rsvpSubmissionsGroupedByDayAndTime) hours[t.hour] = (hours[t.hour] ?? 0) + t.count;
  const dayRows = dailyCounts(a.rsvpSubmissionsGroupedByDayAndTime);
  return (
    <EventSection title="Guest engagement" level={level}>
      {total === 0 ? (
        <EmptyNote>No RSVPs yet. RSVPs by source and by day appear here once guests answer.</EmptyNote>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ChartWithTable
            title="RSVPs by source"
            columns={['Source', 'RSVPs']}
            rows={sources.map((s) => [s.label, s.count])}
          >
            <BarChart
              height={240}
              skipAnimation={!animate}
              disableKeyboardNavigation
              layout="horizontal"
              yAxis={[
                {
                  scaleType: 'band',
                  data: sources.map((s) => s.label),
                  width: 90,
                  colorMap: {
                    type: 'ordinal',
                    values: sources.map((s) => s.label),
                    colors: sources.map((s) => SOURCE_COLOURS[s.source]!),
                  },
                },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: sources.map((s) => s.count), label: 'RSVPs' }]}
              hideLegend
            />
          </ChartWithTable>
          <ChartWithTable title={`RSVPs by day (${a.timeZone})`} columns={['Day', 'RSVPs']} rows={dayRows}>
            <BarChart
              height={240}
              skipAnimation={!animate}
              disableKeyboardNavigation
              xAxis={[{ scaleType: 'band', data: dayRows.map(([d]) => d) }]}
              yAxis={[{ tickMinStep: 1 }]}
              series={[{ data: dayRows.map(([, n]) => n), color: STATUS_COLOUR, label: 'RSVPs' }]}
              hideLegend
            />
          </ChartWithTable>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <ChartWithTable
              title={`RSVPs by time of day (${a.timeZone})`}
              columns={['Hour', 'RSVPs']}
              rows={hours.flatMap((n, h) => (n > 0 ? [[hourLabel(h), n]] : []))}
            >
              <BarChart
                height={220}
                skipAnimation={!animate}
                disableKeyboardNavigation
                xAxis={[{ scaleType: 'band', data: hours.map((_, h) => hourLabel(h)) }]}
                yAxis={[{ tickMinStep: 1 }]}
                series={[{ data: hours, color: SOURCE_COLOURS.email, label: 'RSVPs' }]}
                hideLegend
              />
            </ChartWithTable>
          </Box>
        </Box>
      )}
    </EventSection>
  );
}
