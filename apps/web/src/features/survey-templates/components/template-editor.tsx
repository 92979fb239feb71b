import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  SURVEY_MESSAGES,
  switchTemplateStyle,
  type SurveyStyle,
  type TemplatePrivacy,
} from '@huddle/domain/survey-schemas';
import {
  errorList,
  toDrafts,
  toQuestionInputs,
  validateDrafts,
  type QuestionDraft,
} from '../../../components/survey-builder/question-draft';
import { QuestionListEditor } from '../../../components/survey-builder/question-list-editor';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import type { SurveyTemplate } from '../api/template-api';
import { useSaveSurveyTemplate } from '../api/template-mutations';
import { editPath } from './template-grid';

interface Values {
  name: string;
  privacy: TemplatePrivacy;
  style: SurveyStyle;
  questions: QuestionDraft[];
}

export const LIST_PATH = '/surveyTemplates';

const valuesOf = (t: SurveyTemplate | null): Values => ({
  name: t?.name ?? '',
  privacy: t?.privacy ?? 'private',
  style: t?.style ?? 'pre',
  questions: toDrafts(t?.survey_questions ?? [], false),
});

/** Spec §5 Template: only text after stripping markup counts as a name. */
export function nameError(name: string): string | null {
  if (name.trim() === '') return SURVEY_MESSAGES.nameRequired;
  if (name.replace(/<[^>]*>/g, '').trim() === '') return SURVEY_MESSAGES.surveyNameEmpty;
  return null;
}

/** /surveyTemplate/{id}/edit (and new): privacy, type switch, name, questions, Save (spec §2, §4, §5). */
export function TemplateEditor({ template }: { template: SurveyTemplate | null }) {
  const navigate = useNavigate();
  const save = useSaveSurveyTemplate(template?.id ?? null);
  const [initial] = useState(() => JSON.stringify(strip(valuesOf(template))));
  const [values, setValues] = useState<Values>(() => valuesOf(template));
  const [showErrors, setShowErrors] = useState(false);
  // Where to go once saved: after the render that stops guarding, so the guard does not hold the navigation.
  const [savedTo, setSavedTo] = useState<{ path: string; replace: boolean } | null>(null);
  const dirty = savedTo === null && JSON.stringify(strip(values)) !== initial;
  useEffect(() => {
    if (savedTo) void navigate(savedTo.path, { replace: savedTo.replace });
  }, [savedTo, navigate]);
  const errors = validateDrafts(values.questions, values.style);
  const name = nameError(values.name);
  const problems = errorList(values.questions, errors);

  const switchStyle = (to: SurveyStyle) =>
    setValues((v) => ({
      ...v,
      style: to,
      questions: toDrafts(switchTemplateStyle(toQuestionInputs(v.questions), to), false),
    }));

  const submit = () => {
    setShowErrors(true);
    if (name || problems.length > 0) {
      notify.error(SURVEY_MESSAGES.templateHasErrors);
      return;
    }
    save.mutate(
      {
        name: values.name,
        privacy: values.privacy,
        style: values.style,
        survey_questions: toQuestionInputs(values.questions),
      },
      {
        onSuccess: (answer) => {
          notify.success(
            template
              ? `"${answer.survey_template.name}" template updated!`
              : `"${answer.survey_template.name}" template created!`,
          );
          setSavedTo(
            template
              ? { path: LIST_PATH, replace: false }
              : { path: editPath(answer.survey_template.id), replace: true },
          );
        },
        onError: (error) =>
          notify.error(
            isApiError(error, 422) && error.errors
              ? Object.entries(error.errors)
                  .map(([k, l]) => `${k}: ${l.join(', ')}`)
                  .join(', ')
              : template
                ? SURVEY_MESSAGES.templateActionFailed
                : SURVEY_MESSAGES.templateCreateFailed,
          ),
      },
    );
  };

  return (
    <Stack spacing={3} component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Back to survey templates" onClick={() => void navigate(LIST_PATH)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {template ? 'Edit survey template' : 'New survey template'}
        </Typography>
        <Button type="submit" variant="contained" disabled={values.name.trim() === '' || save.isPending}>
          {template ? 'Save' : 'Create'}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2.5}>
          <TextField
            label="Name"
            required
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
            error={showErrors && Boolean(name)}
            helperText={showErrors ? name : undefined}
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <FormControl>
              <FormLabel id="template-privacy">Privacy</FormLabel>
              <RadioGroup
                row
                aria-labelledby="template-privacy"
                value={values.privacy}
                onChange={(e) => setValues({ ...values, privacy: e.target.value as TemplatePrivacy })}
              >
                <FormControlLabel value="private" control={<Radio />} label="Private (only me)" />
                <FormControlLabel value="shared" control={<Radio />} label="Shared (any organizer in the company)" />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="template-type" sx={{ mb: 0.5 }}>
                Survey type
              </FormLabel>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-labelledby="template-type"
                value={values.style}
                onChange={(_, v: SurveyStyle | null) => v && v !== values.style && switchStyle(v)}
              >
                <ToggleButton value="pre">Pre-event</ToggleButton>
                <ToggleButton value="post">Post-event</ToggleButton>
              </ToggleButtonGroup>
            </FormControl>
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Questions
        </Typography>
        <QuestionListEditor
          style={values.style}
          questions={values.questions}
          errors={errors}
          showErrors={showErrors}
          onChange={(questions) => setValues({ ...values, questions })}
          onRemoved={() => notify.success(SURVEY_MESSAGES.questionRemoved)}
        />
      </Paper>
      {showErrors && (name || problems.length > 0) && (
        <Alert severity="error" role="alert">
          {SURVEY_MESSAGES.templateHasErrors}
        </Alert>
      )}
      <UnsavedChangesGuard when={dirty} message="Your survey template has unsaved changes. Leave without saving?" />
    </Stack>
  );
}

const strip = (v: Values) => ({
  ...v,
  questions: v.questions.map((q) => ({
    ...q,
    key: '',
    survey_options: q.survey_options.map((o) => ({ ...o, key: '' })),
  })),
});
