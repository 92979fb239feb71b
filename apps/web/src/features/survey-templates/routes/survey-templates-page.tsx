import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { SURVEY_MESSAGES } from '@huddle/domain/survey-schemas';
import { ErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSurveyTemplate } from '../api/get-survey-template';
import { TemplateEditor } from '../components/template-editor';
import { TemplateGrid } from '../components/template-grid';

const TABS = { all: 'All survey templates', my: 'My survey templates' } as const;
type ListTab = keyof typeof TABS;

/** /surveyTemplates/{tab?}: All / My tabs, search by name, filter by type, card grid, create (spec §2). */
export function SurveyTemplatesPage() {
  useDocumentTitle('Survey templates');
  const { tab } = useParams();
  const [search, setSearch] = useState('');
  const [style, setStyle] = useState<SurveyStyle | ''>('');
  const debounced = useDebouncedValue(search, 300);
  const current = (tab ?? 'all') as ListTab;
  if (!(current in TABS)) return <Navigate to="/surveyTemplates" replace />;
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Survey templates
        </Typography>
        <Button component={RouterLink} to="/surveyTemplate/new/edit" variant="contained" startIcon={<AddIcon />}>
          Create template
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Tabs value={current} aria-label="Survey template lists" variant="scrollable" allowScrollButtonsMobile>
          {(Object.keys(TABS) as ListTab[]).map((slug) => (
            <Tab key={slug} value={slug} label={TABS[slug]} component={RouterLink} to={`/surveyTemplates/${slug}`} />
          ))}
        </Tabs>
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SearchField label="Search by name" value={search} onChange={setSearch} />
            <TextField
              select
              size="small"
              label="Survey type"
              value={style}
              onChange={(e) => setStyle(e.target.value as SurveyStyle | '')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All types</MenuItem>
              <MenuItem value="pre">Pre-event</MenuItem>
              <MenuItem value="post">Post-event</MenuItem>
            </TextField>
          </Stack>
          <TemplateGrid filters={{ tab: current, search: debounced, style }} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /surveyTemplate/{id}/edit; "new" creates. Those who may not edit go to /surveys (spec §2). */
export function SurveyTemplateEditPage() {
  const { id } = useParams();
  const isNew = id === 'new';
  const templateId = isNew ? null : Number(id);
  const template = useSurveyTemplate(templateId);
  useDocumentTitle(isNew ? 'New survey template' : 'Edit survey template');
  if (isNew) return <TemplateEditor template={null} />;
  if (template.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading the survey template" />;
  if (template.isError)
    return isApiError(template.error, 404) ? (
      <Navigate to="/surveys" replace />
    ) : (
      <ErrorState message={SURVEY_MESSAGES.templateLoadFailed} onRetry={() => void template.refetch()} />
    );
  if (!template.data.can_edit) return <Navigate to="/surveys" replace />;
  return <TemplateEditor key={template.data.id} template={template.data} />;
}

/** The profile's "My survey templates" tab (platform §2.6). */
export function MySurveyTemplates() {
  return <TemplateGrid filters={{ tab: 'my', search: '', style: '' }} />;
}
