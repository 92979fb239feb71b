import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { NPS_LABELS, NPS_MAX, NPS_MIN } from '@huddle/domain/survey-schemas';
import type { SurveyPage } from '../api/survey-models';

export type PageQuestion = SurveyPage['survey']['survey_questions'][number];
export interface Answer {
  value?: number;
  text?: string;
  option_ids?: number[];
}

/** Whether a question has an answer (the submit waits for every required one, spec §5). */
export function isAnswered(q: PageQuestion, a: Answer | undefined): boolean {
  if (!a) return false;
  if (q.question_type === 'nps') return a.value !== undefined;
  if (q.question_type === 'short') return (a.text ?? '').trim() !== '';
  return (a.option_ids ?? []).length > 0;
}

const NPS_VALUES = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);
const npsLabel = (v: number) => NPS_LABELS.find((l) => l.value === v)?.label;

interface AnswerFieldProps {
  question: PageQuestion;
  number: number;
  answer: Answer | undefined;
  error: string | undefined;
  onChange: (a: Answer) => void;
}

/** One question of the answering page: NPS scale, short text (email input when it asks for one), choices. */
export function AnswerField({ question: q, number, answer, error, onChange }: AnswerFieldProps) {
  const labelId = `question-${q.id}-label`;
  const label = (
    <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
      {number}. {q.title}
      {q.required && (
        <Typography component="span" color="error" aria-label="required">
          {' '}
          *
        </Typography>
      )}
    </Typography>
  );
  if (q.question_type === 'short')
    return (
      <Stack spacing={1}>
        <FormLabel htmlFor={`question-${q.id}`} id={labelId}>
          {label}
        </FormLabel>
        <TextField
          id={`question-${q.id}`}
          type={q.autocomplete === 'email' ? 'email' : 'text'}
          autoComplete={q.autocomplete ?? undefined}
          value={answer?.text ?? ''}
          onChange={(e) => onChange({ text: e.target.value })}
          required={q.required}
          multiline={q.autocomplete !== 'email'}
          minRows={q.autocomplete === 'email' ? undefined : 2}
          error={Boolean(error)}
          helperText={error}
          fullWidth
        />
      </Stack>
    );
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {q.question_type === 'nps' && (
        <>
          <ToggleButtonGroup
            exclusive
            value={answer?.value ?? null}
            onChange={(_, v: number | null) => v !== null && onChange({ value: v })}
            aria-labelledby={labelId}
            sx={{
              display: 'grid',
              gap: 0.75,
              gridTemplateColumns: { xs: 'repeat(6, minmax(0, 1fr))', sm: 'repeat(11, minmax(0, 1fr))' },
              maxWidth: 620,
              '& .MuiToggleButtonGroup-grouped': {
                m: 0,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              },
            }}
          >
            {NPS_VALUES.map((v) => (
              <ToggleButton
                key={v}
                value={v}
                aria-label={npsLabel(v) ? `${v} (${npsLabel(v)})` : String(v)}
                sx={{ px: 0, py: 1 }}
              >
                {v}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5, maxWidth: 620 }} aria-hidden>
            <Typography variant="caption">{NPS_LABELS[0].label}</Typography>
            <Typography variant="caption">{NPS_LABELS[4].label}</Typography>
          </Stack>
        </>
      )}
      {q.question_type === 'single_select' && (
        <RadioGroup
          aria-labelledby={labelId}
          value={answer?.option_ids?.[0] ?? ''}
          onChange={(e) => onChange({ option_ids: [Number(e.target.value)] })}
        >
          {q.survey_options.map((o) => (
            <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.text} />
          ))}
        </RadioGroup>
      )}
      {q.question_type === 'multi_select' && (
        <FormGroup aria-labelledby={labelId}>
          {q.survey_options.map((o) => {
            const chosen = answer?.option_ids ?? [];
            return (
              <FormControlLabel
                key={o.id}
                label={o.text}
                control={
                  <Checkbox
                    checked={chosen.includes(o.id)}
                    onChange={(e) =>
                      onChange({
                        option_ids: e.target.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id),
                      })
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
