import { useState } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import dayjs from 'dayjs';
import { SURVEY_STYLE_LABELS } from '@huddle/domain/survey-schemas';
import type { SurveyTemplate } from '../api/template-api';

export type TemplateAction = 'edit' | 'view' | 'duplicate' | 'delete';

/** Spec §2: creator, type label, created date MM/DD/YYYY; the menu follows the template's abilities. */
export function TemplateCard({
  template: t,
  onAction,
}: {
  template: SurveyTemplate;
  onAction: (a: TemplateAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (a: TemplateAction) => {
    setAnchor(null);
    onAction(a);
  };
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, position: 'relative', height: '100%' }}>
      <CardActionArea
        onClick={() => onAction(t.can_edit ? 'edit' : 'view')}
        sx={{ p: 2, pr: 6, height: '100%', alignItems: 'flex-start' }}
      >
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {t.name}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip
              size="small"
              label={SURVEY_STYLE_LABELS[t.style]}
              color={t.style === 'post' ? 'primary' : 'default'}
              variant="outlined"
            />
            {t.privacy === 'private' && <Chip size="small" label="Private" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.creator?.full_name ?? 'Unknown creator'} · {dayjs(t.created_at).format('MM/DD/YYYY')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.survey_questions.length} {t.survey_questions.length === 1 ? 'question' : 'questions'}
          </Typography>
        </Stack>
      </CardActionArea>
      <IconButton
        aria-label={`Actions for ${t.name}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'absolute', top: 8, right: 4 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {t.can_edit && <MenuItem onClick={() => choose('edit')}>Edit</MenuItem>}
        <MenuItem onClick={() => choose('view')}>View</MenuItem>
        {t.can_duplicate && <MenuItem onClick={() => choose('duplicate')}>Duplicate</MenuItem>}
        {t.can_delete && (
          <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            Delete
          </MenuItem>
        )}
      </Menu>
    </Card>
  );
}
