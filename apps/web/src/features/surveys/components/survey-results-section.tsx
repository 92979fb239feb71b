import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { SURVEY_MESSAGES, SURVEY_STYLES, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { exportSurvey } from '../api/export-survey';
import { useSurveyResults } from '../api/get-survey-results';
import type { Survey } from '../api/survey-models';
import { IndividualResponses } from './individual-responses';
import { SURVEY_TITLES } from './survey-draft';
import { SurveySummary } from './survey-summary';

interface ResultsProps {
  event: Pick<HuddleEvent, 'id' | 'name'>;
  surveys: Record<SurveyStyle, Survey | null>;
}

/** Survey responses with the Summary and Individual tabs and the CSV exports (spec §2, §9). */
export function SurveyResultsSection({ event, surveys }: ResultsProps) {
  const saved = SURVEY_STYLES.filter((s) => surveys[s]);
  const [chosen, setChosen] = useState<SurveyStyle>('post');
  const [tab, setTab] = useState<'summary' | 'individual'>('summary');
  const style = saved.includes(chosen) ? chosen : saved[0];
  const results = useSurveyResults(event.id, style ?? 'post', style !== undefined);
  if (!style) return null;

  const download = (s: SurveyStyle) =>
    void exportSurvey(event.id, event.name, s)
      .then(() => notify.success('Your survey responses were exported to a CSV!'))
      .catch(() => notify.error(SURVEY_MESSAGES.exportFailed));

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Survey responses"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Survey responses
        </Typography>
        {saved.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={style}
            onChange={(_, v: SurveyStyle | null) => v && setChosen(v)}
            aria-label="Which survey"
          >
            {saved.map((s) => (
              <ToggleButton key={s} value={s}>
                {SURVEY_TITLES[s]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          variant="outlined"
          size="small"
          onClick={() => download(style)}
        >
          Export CSV
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_, v: 'summary' | 'individual') => setTab(v)} aria-label="Survey responses views">
        <Tab value="summary" label="Summary" id="survey-tab-summary" aria-controls="survey-panel" />
        <Tab value="individual" label="Individual" id="survey-tab-individual" aria-controls="survey-panel" />
      </Tabs>
      <Stack id="survey-panel" role="tabpanel" aria-labelledby={`survey-tab-${tab}`} sx={{ pt: 2 }}>
        {results.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading responses" />}
        {results.isError && <ErrorState message={errorMessage(results.error)} onRetry={() => void results.refetch()} />}
        {results.data && results.data.responders_count === 0 && (
          <Typography color="text.secondary">No responses yet.</Typography>
        )}
        {results.data && results.data.responders_count > 0 && tab === 'summary' && (
          <SurveySummary eventId={event.id} results={results.data} onViewAll={() => setTab('individual')} />
        )}
        {results.data && results.data.responders_count > 0 && tab === 'individual' && (
          <IndividualResponses eventId={event.id} style={style} count={results.data.responders_count} />
        )}
      </Stack>
    </Paper>
  );
}
