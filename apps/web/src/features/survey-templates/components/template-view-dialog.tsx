import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SURVEY_STYLE_LABELS } from '@huddle/domain/survey-schemas';
import { QUESTION_TYPE_LABELS } from '../../../components/survey-builder/question-draft';
import type { SurveyTemplate } from '../api/template-api';

/** The read-only preview for those who may not edit, with Duplicate (spec §2). */
export function TemplateViewDialog(props: {
  template: SurveyTemplate | null;
  onClose: () => void;
  onDuplicate: (t: SurveyTemplate) => void;
}) {
  const t = props.template;
  return (
    <Dialog open={t !== null} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="template-view-title">
      {t && (
        <>
          <DialogTitle id="template-view-title">{t.name}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary">
              A {SURVEY_STYLE_LABELS[t.style]} survey template by {t.creator?.full_name ?? 'an unknown creator'}.
            </Typography>
            <List>
              {t.survey_questions.map((q, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText
                    primary={`${i + 1}. ${q.title}${q.required ? ' *' : ''}`}
                    secondary={[QUESTION_TYPE_LABELS[q.question_type], ...q.survey_options.map((o) => o.text)].join(
                      ' · ',
                    )}
                  />
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Close</Button>
            {t.can_duplicate && (
              <Button variant="contained" onClick={() => props.onDuplicate(t)}>
                Duplicate
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
