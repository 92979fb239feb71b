import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SURVEY_STYLE_LABELS, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { ErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTemplateChoices } from '../api/get-template-choices';
import type { SurveyTemplate } from '../api/survey-models';

interface TemplatePickerProps {
  style: SurveyStyle;
  open: boolean;
  onClose: () => void;
  onPick: (template: SurveyTemplate) => void;
}

/** "Use template": the organization's templates of the survey's type, searchable by name. */
export function TemplatePickerDialog({ style, open, onClose, onPick }: TemplatePickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const templates = useTemplateChoices(style, debounced, open);
  const choices = templates.data?.pages.flatMap((page) => page.data);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="template-picker-title">
      <DialogTitle id="template-picker-title">Use a {SURVEY_STYLE_LABELS[style]} survey template</DialogTitle>
      <DialogContent>
        <SearchField value={search} onChange={setSearch} label="Search templates" />
        {templates.isPending && <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />}
        {templates.isError && (
          <ErrorState message="The survey templates couldn't be loaded." onRetry={() => void templates.refetch()} />
        )}
        {choices?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No {SURVEY_STYLE_LABELS[style]} survey templates yet.
          </Typography>
        )}
        <List>
          {choices?.map((t) => (
            <ListItemButton key={t.id} onClick={() => onPick(t)}>
              <ListItemText
                primary={t.name}
                secondary={`${t.survey_questions.length} questions · ${t.creator?.full_name ?? 'Unknown creator'}`}
              />
            </ListItemButton>
          ))}
        </List>
        {templates.hasNextPage && (
          <Button onClick={() => void templates.fetchNextPage()} disabled={templates.isFetchingNextPage}>
            Load more templates
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
