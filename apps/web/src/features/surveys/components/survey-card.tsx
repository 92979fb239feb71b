import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { QUESTION_TYPE_LABELS } from '../../../components/survey-builder/question-draft';
import { formatDateTime } from '../../../lib/dates';
import type { Survey } from '../api/survey-models';
import { SURVEY_TITLES } from './survey-draft';

/** "1 question", "2 questions". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export type CardAction = 'send' | 'copy' | 'edit' | 'delete';

interface SurveyCardProps {
  style: SurveyStyle;
  survey: Survey | null;
  /** The editor, when this card is the one being edited. */
  editor: ReactNode | null;
  onCreate: () => void;
  onUseTemplate: () => void;
  onAction: (action: CardAction) => void;
}

const SUBHEADERS: Record<SurveyStyle, string> = {
  pre: 'Guests answer it when they RSVP yes.',
  post: 'Sent to guests after the event to collect feedback.',
};

/** Spec §4 survey card: no survey (Create / Use template), editing, or saved with its menu. */
export function SurveyCard({ style, survey, editor, onCreate, onUseTemplate, onAction }: SurveyCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = SURVEY_TITLES[style];
  const choose = (action: CardAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {SUBHEADERS[style]}
          </Typography>
        </Stack>
        {survey && !editor && (
          <>
            <IconButton
              aria-label={`${title} actions`}
              aria-haspopup="menu"
              onClick={(e) => setAnchor(e.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              {style === 'post' && survey.can_send && <MenuItem onClick={() => choose('send')}>Send survey</MenuItem>}
              <MenuItem onClick={() => choose('copy')}>Copy link</MenuItem>
              <MenuItem onClick={() => choose('edit')}>Edit</MenuItem>
              <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
                Delete
              </MenuItem>
            </Menu>
          </>
        )}
      </Stack>
      {editor ??
        (survey ? (
          <SavedSurvey survey={survey} />
        ) : (
          <Stack direction="row" useFlexGap sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={onCreate}>
              Create
            </Button>
            <Button variant="outlined" onClick={onUseTemplate}>
              Use template
            </Button>
          </Stack>
        ))}
    </Paper>
  );
}

function SavedSurvey({ survey }: { survey: Survey }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={plural(survey.survey_questions.length, 'question')} />
        <Chip size="small" label={plural(survey.responses_count, 'response')} />
        {survey.is_anonymous && <Chip size="small" label="Anonymous" />}
      </Stack>
      {survey.style === 'post' && survey.survey_scheduled_time && (
        <Typography variant="body2" color="text.secondary">
          Sent with &ldquo;Send survey&rdquo; at {formatDateTime(survey.survey_scheduled_time)} or right away once that
          has passed.
        </Typography>
      )}
      {survey.description && <Typography variant="body2">{survey.description}</Typography>}
      <List dense disablePadding>
        {survey.survey_questions.map((q, i) => (
          <ListItem key={q.id} disableGutters>
            <ListItemText
              primary={`${i + 1}. ${q.title}${q.required ? ' *' : ''}`}
              secondary={QUESTION_TYPE_LABELS[q.question_type]}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
