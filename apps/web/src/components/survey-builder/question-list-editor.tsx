import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DEFAULT_NPS_TITLE, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { QuestionCard } from './question-card';
import {
  liveDrafts,
  moveQuestion,
  newKey,
  newQuestion,
  questionTypesFor,
  reorder,
  type DraftErrors,
  type QuestionDraft,
} from './question-draft';

interface QuestionListEditorProps {
  style: SurveyStyle;
  questions: QuestionDraft[];
  errors: DraftErrors;
  showErrors: boolean;
  onChange: (next: QuestionDraft[]) => void;
  /** Called after a question was removed (the spec's 'Question removed!'). */
  onRemoved?: () => void;
}

/** The questions of a survey or a template: reorder by drag and by the move buttons (keyboard). */
export function QuestionListEditor({
  style,
  questions,
  errors,
  showErrors,
  onChange,
  onRemoved,
}: QuestionListEditorProps) {
  const dragged = useRef<string | null>(null);
  const live = liveDrafts(questions);
  const hasNps = live.some((q) => q.question_type === 'nps');
  const types = questionTypesFor(style);
  const replace = (key: string, next: QuestionDraft) => onChange(questions.map((q) => (q.key === key ? next : q)));

  const remove = (q: QuestionDraft) => {
    onChange(
      q.id === undefined
        ? questions.filter((x) => x.key !== q.key)
        : questions.map((x) => (x.key === q.key ? { ...x, _destroy: true } : x)),
    );
    onRemoved?.();
  };
  const duplicate = (q: QuestionDraft) => {
    const at = questions.findIndex((x) => x.key === q.key);
    const copy: QuestionDraft = {
      ...q,
      key: newKey(),
      id: undefined,
      survey_options: q.survey_options.filter((o) => !o._destroy).map((o) => ({ ...o, key: newKey(), id: undefined })),
    };
    onChange([...questions.slice(0, at + 1), copy, ...questions.slice(at + 1)]);
  };

  return (
    <Stack spacing={1.5}>
      {live.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          There are no questions added to this survey
        </Typography>
      )}
      {live.map((q, i) => (
        <QuestionCard
          key={q.key}
          question={q}
          number={i + 1}
          count={live.length}
          types={types.filter((t) => t !== 'nps' || !hasNps || q.question_type === 'nps')}
          errors={errors}
          showErrors={showErrors}
          onChange={(next) => replace(q.key, next)}
          onMove={(by) => onChange(moveQuestion(questions, q.key, by))}
          onDuplicate={() => duplicate(q)}
          onRemove={() => remove(q)}
          drag={{
            onDragStart: (e) => {
              dragged.current = q.key;
              e.dataTransfer.effectAllowed = 'move';
            },
            onDragOver: (e) => {
              if (dragged.current) e.preventDefault();
            },
            onDrop: (e) => {
              e.preventDefault();
              if (dragged.current) onChange(reorder(questions, dragged.current, q.key));
              dragged.current = null;
            },
          }}
        />
      ))}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onChange([...questions, newQuestion('short')])}
        >
          Add question
        </Button>
        {style === 'post' && !hasNps && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() =>
              onChange([...questions, { ...newQuestion('nps'), title: DEFAULT_NPS_TITLE, required: true }])
            }
          >
            Add NPS question
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
