import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELAY_UNITS, SURVEY_MESSAGES, type DelayUnit, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { validateDrafts } from '../../../components/survey-builder/question-draft';
import { QuestionListEditor } from '../../../components/survey-builder/question-list-editor';
import { notify } from '../../../lib/snackbars';
import type { SurveyDraft } from './survey-draft';

interface SurveyEditorProps {
  style: SurveyStyle;
  draft: SurveyDraft;
  showErrors: boolean;
  blocking: string | null;
  saving: boolean;
  /** Anonymous with responses: who answered stays hidden, so the switch cannot be turned off (spec §6). */
  anonymityLocked?: boolean;
  onChange: (next: SurveyDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  onUseTemplate: () => void;
}

const UNIT_LABELS: Record<DelayUnit, string> = { minute: 'Minutes', hour: 'Hours', day: 'Days' };

/** The builder inside a survey card: description, anonymity, post delay, questions, save and cancel. */
export function SurveyEditor(props: SurveyEditorProps) {
  const { style, draft, showErrors, blocking, saving, onChange } = props;
  const errors = validateDrafts(draft.questions, style);
  const delayBad = style === 'post' && !/^\d{1,4}$/.test(draft.delayAmount.trim());
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), props.onSave())}>
      <TextField
        label="Description"
        value={draft.description}
        onChange={(e) => onChange({ ...draft, description: e.target.value })}
        multiline
        minRows={2}
        size="small"
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.is_anonymous}
            disabled={props.anonymityLocked}
            onChange={(e) => onChange({ ...draft, is_anonymous: e.target.checked })}
          />
        }
        label="Anonymous responses (respondents' names are never shown)"
      />
      {props.anonymityLocked && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5 }}>
          {SURVEY_MESSAGES.staysAnonymous}.
        </Typography>
      )}
      {style === 'post' && (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h4">
            When to send
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Delay"
              value={draft.delayAmount}
              onChange={(e) => onChange({ ...draft, delayAmount: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={showErrors && delayBad}
              helperText={
                showErrors && delayBad ? SURVEY_MESSAGES.delayInvalid : '0 sends it right after the event ends'
              }
              size="small"
              sx={{ maxWidth: { sm: 240 } }}
            />
            <TextField
              select
              label="Unit"
              value={draft.delayUnit}
              onChange={(e) => onChange({ ...draft, delayUnit: e.target.value as DelayUnit })}
              size="small"
              sx={{ minWidth: 140 }}
            >
              {DELAY_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {UNIT_LABELS[unit]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      )}
      <Typography variant="subtitle2" component="h4">
        Questions
      </Typography>
      <QuestionListEditor
        style={style}
        questions={draft.questions}
        errors={errors}
        showErrors={showErrors}
        onChange={(questions) => onChange({ ...draft, questions })}
        onRemoved={() => notify.success(SURVEY_MESSAGES.questionRemoved)}
      />
      {showErrors && blocking && (
        <Alert severity="error" role="alert">
          {blocking}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onUseTemplate} disabled={saving}>
          Use template
        </Button>
        <Button onClick={props.onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          Save survey
        </Button>
      </Stack>
    </Stack>
  );
}
