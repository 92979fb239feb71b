import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { EventSection } from '../../../components/event-section';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';
import { PDF_SKIP } from '../pdf/export-pdf';
import { ChartWithTable, NPS_COLOURS } from './chart-with-table';
import { StatCards } from '../../../components/stat-cards';
import { EmptyNote } from './empty-note';
import { SectionLink } from './section-link';

const GROUPS = [
  ['promoter', 'Promoters'],
  ['passive', 'Passives'],
  ['detractor', 'Detractors'],
] as const;

/** The most frequent words of the short answers, sized by how often they were written. */
function WordCloud({ words }: { words: { text: string; value: number }[] }) {
  if (words.length === 0) return <EmptyNote>No written feedback yet.</EmptyNote>;
  const max = Math.max(...words.map((w) => w.value));
  const min = Math.min(...words.map((w) => w.value));
  // From 0.95rem for the least frequent word to 2rem for the most frequent (all alike: the middle).
  const size = (value: number) => (max === min ? 1.35 : 0.95 + (1.05 * (value - min)) / (max - min));
  return (
    <Box
      component="ul"
      aria-label="Feedback word cloud"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'baseline' }}
    >
      {words.map((w) => (
        <Box
          component="li"
          key={w.text}
          sx={{ fontSize: `${size(w.value)}rem`, fontWeight: w.value === max && max !== min ? 700 : 500 }}
        >
          {w.text}
          <Box component="span" sx={visuallyHidden} {...{ [PDF_SKIP]: '' }}>
            {`, ${w.value} ${w.value === 1 ? 'mention' : 'mentions'}`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

interface Props {
  analytics: EventAnalyticsRecord;
  animate: boolean;
  level: 'h2' | 'h3';
  /** 'See surveys', or 'Create survey' without a post-event survey (the tab only). */
  links: boolean;
}

/** Guest feedback (past events only): its three states, then NPS, response rates, words and NPS by content. */
export function FeedbackSection({ analytics: a, animate, level, links }: Props) {
  const survey = a.postEventSurvey;
  const surveysPath = `/event/${a.id}/surveys`;
  if (!survey) {
    return (
      <EventSection title="Guest feedback" level={level}>
        <EmptyNote>This event has no post-event survey.</EmptyNote>
        {links && <SectionLink to={surveysPath}>Create survey</SectionLink>}
      </EventSection>
    );
  }
  const link = links && <SectionLink to={surveysPath}>See surveys</SectionLink>;
  if (survey.feedbackState !== 'results') {
    return (
      <EventSection title="Guest feedback" level={level}>
        <EmptyNote>Awaiting responses to the post-event survey.</EmptyNote>
        {link}
      </EventSection>
    );
  }
  const counts = a.npsResponseCounts;
  const rows = GROUPS.map(([key, label]) => [label, counts[key], `${a.npsResponseRates[key]}%`]);
  return (
    <EventSection title="Guest feedback" level={level}>
      <StatCards
        label="Feedback figures"
        cards={[
          { label: 'NPS', value: a.nps ?? '—', note: 'From −100 to 100' },
          { label: 'Responders', value: a.totalUniquePostSurveyResponders },
          { label: 'NPS answers', value: counts.total },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {counts.total === 0 ? (
          <EmptyNote>No NPS answers yet.</EmptyNote>
        ) : (
          <ChartWithTable title="NPS responses" columns={['Group', 'Answers', 'Rate']} rows={rows}>
            <PieChart
              height={220}
              skipAnimation={!animate}
              disableKeyboardNavigation
              series={[
                {
                  innerRadius: 50,
                  data: GROUPS.map(([key, label]) => ({
                    id: key,
                    value: counts[key],
                    label: `${label} ${a.npsResponseRates[key]}%`,
                    color: NPS_COLOURS[key],
                  })),
                },
              ]}
            />
          </ChartWithTable>
        )}
        <Box>
          <Typography variant="subtitle2" component={level === 'h2' ? 'h3' : 'h4'} sx={{ mb: 1 }}>
            What guests wrote
          </Typography>
          <WordCloud words={survey.feedbackWordCloud} />
        </Box>
        {a.npsGroupedByContent.length > 1 && counts.total > 0 && (
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <ChartWithTable
              title="NPS by question"
              columns={['Question', 'NPS', 'Answers']}
              rows={a.npsGroupedByContent.map((c) => [c.content, c.nps ?? '—', c.counts.total])}
            >
              <BarChart
                height={220}
                skipAnimation={!animate}
                disableKeyboardNavigation
                xAxis={[{ scaleType: 'band', data: a.npsGroupedByContent.map((c) => c.content) }]}
                yAxis={[{ min: -100, max: 100 }]}
                series={[{ data: a.npsGroupedByContent.map((c) => c.nps ?? 0), color: NPS_COLOURS.promoter }]}
                hideLegend
              />
            </ChartWithTable>
          </Box>
        )}
      </Box>
      {link}
    </EventSection>
  );
}
