import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalyticsOverviewRecord } from '../api/analytics-overview-api';

type Summary = AnalyticsOverviewRecord['summary'];

function Card({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function Figures({ items }: { items: [string, string | number][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The NPS card with its "Learn more" dialog, the Event engagement card and the Metrics card (spec §2). */
export function OverviewCards({ summary: s }: { summary: Summary }) {
  const [learnMore, setLearnMore] = useState(false);
  const perEvent = s.events_count === 0 ? 0 : Math.round((10 * s.attended_count) / s.events_count) / 10;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Card
        title="NPS"
        action={
          <Button size="small" onClick={() => setLearnMore(true)}>
            Learn more
          </Button>
        }
      >
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
          {s.nps ?? '—'}
        </Typography>
        <Figures
          items={[
            ['Promoters', `${s.nps_response_counts.promoter} (${s.nps_response_rates.promoter}%)`],
            ['Passives', `${s.nps_response_counts.passive} (${s.nps_response_rates.passive}%)`],
            ['Detractors', `${s.nps_response_counts.detractor} (${s.nps_response_rates.detractor}%)`],
          ]}
        />
      </Card>
      <Card title="Event engagement">
        <Figures
          items={[
            ['Invited', s.invited_count],
            ['RSVPs', s.rsvp_count],
            ['Attended', s.attended_count],
            ['RSVP rate', `${s.rsvp_rate}%`],
            ['Attendance rate', `${s.attendance_rate}%`],
          ]}
        />
      </Card>
      <Card title="Metrics">
        <Figures
          items={[
            ['Events', s.events_count],
            ['Survey responses', s.survey_responses_count],
            ['Attendees per event', perEvent],
          ]}
        />
      </Card>
      <Dialog open={learnMore} onClose={() => setLearnMore(false)} aria-labelledby="nps-learn-more">
        <DialogTitle id="nps-learn-more">What is NPS?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1.5 }}>
            The Net Promoter Score comes from the question &ldquo;How likely are you to recommend this event?&rdquo;,
            answered from 0 (very unlikely) to 10 (very likely) in post-event surveys.
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Promoters answer 9 or 10, passives 7 or 8 and detractors 0 to 6. The score is the percentage of promoters
            minus the percentage of detractors, so it runs from −100 to 100.
          </Typography>
          <Typography>It covers the events that match the filters above.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLearnMore(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
