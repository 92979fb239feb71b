import type { DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import CloseIcon from '@mui/icons-material/Close';
import { DEFAULT_NPS_TITLE, isSelect, MAX_OPTIONS, type QuestionType } from '@huddle/domain/survey-schemas';
import {
  changeType,
  liveOptions,
  newOption,
  QUESTION_TYPE_LABELS,
  type DraftErrors,
  type QuestionDraft,
} from './question-draft';

interface QuestionCardProps {
  question: QuestionDraft;
  number: number;
  count: number;
  types: QuestionType[];
  errors: DraftErrors;
  showErrors: boolean;
  onChange: (next: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
  };
}

/** One question of the builder: title, type, options (up to 10), required, move, duplicate, remove. */
export function QuestionCard(props: QuestionCardProps) {
  const { question: q, number, count, types, errors, showErrors, onChange, onMove, onDuplicate, onRemove } = props;
  const nps = q.question_type === 'nps';
  const options = liveOptions(q);
  const err = (key: string) => (showErrors ? errors[key] : undefined);
  const setOption = (key: string, patch: Partial<{ text: string; _destroy: boolean }>) =>
    onChange({
      ...q,
      survey_options: q.survey_options
        .map((o) => (o.key === key ? { ...o, ...patch } : o))
        .filter((o) => !(o._destroy && o.id === undefined)),
    });

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Question ${number}`}
      onDragOver={props.drag.onDragOver}
      onDrop={props.drag.onDrop}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box
          draggable
          onDragStart={props.drag.onDragStart}
          aria-hidden
          sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary' }}
          title="Drag to reorder"
        >
          <DragIndicatorIcon />
        </Box>
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>
          Question {number}
        </Typography>
        <Tooltip title="Move up">
          <span>
            <IconButton
              size="small"
              aria-label={`Move question ${number} up`}
              disabled={number === 1}
              onClick={() => onMove(-1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              size="small"
              aria-label={`Move question ${number} down`}
              disabled={number === count}
              onClick={() => onMove(1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        {!nps && (
          <Tooltip title="Duplicate">
            <IconButton size="small" aria-label={`Duplicate question ${number}`} onClick={onDuplicate}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Remove">
          <IconButton size="small" aria-label={`Remove question ${number}`} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label="Question title"
          value={q.title}
          onChange={(e) => onChange({ ...q, title: e.target.value })}
          slotProps={{ input: { readOnly: nps } }}
          error={Boolean(err(`${q.key}.title`))}
          helperText={err(`${q.key}.title`)}
          fullWidth
          size="small"
        />
        <TextField
          select
          label="Question type"
          value={q.question_type}
          onChange={(e) => {
            const type = e.target.value as QuestionType;
            const next = changeType(q, type);
            onChange(type === 'nps' ? { ...next, title: DEFAULT_NPS_TITLE } : next);
          }}
          error={Boolean(err(`${q.key}.type`))}
          helperText={err(`${q.key}.type`)}
          size="small"
          sx={{ minWidth: { sm: 190 } }}
        >
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {QUESTION_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isSelect(q.question_type) && (
        <Stack spacing={1} sx={{ mt: 1.5 }} role="group" aria-label={`Options of question ${number}`}>
          {options.map((o, i) => (
            <Stack key={o.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Option ${i + 1}`}
                value={o.text}
                onChange={(e) => setOption(o.key, { text: e.target.value })}
                error={Boolean(err(o.key))}
                helperText={err(o.key)}
                size="small"
                fullWidth
              />
              <IconButton
                aria-label={`Remove option ${i + 1} of question ${number}`}
                onClick={() => setOption(o.key, { _destroy: true })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          {err(`${q.key}.options`) && <FormHelperText error>{err(`${q.key}.options`)}</FormHelperText>}
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={options.length >= MAX_OPTIONS}
            onClick={() => onChange({ ...q, survey_options: [...q.survey_options, newOption()] })}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add option
          </Button>
        </Stack>
      )}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch checked={q.required} onChange={(e) => onChange({ ...q, required: e.target.checked })} />}
        label="Required"
      />
    </Paper>
  );
}
