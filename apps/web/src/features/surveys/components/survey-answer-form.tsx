import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import type { SurveySubmissionInput } from '@huddle/domain/survey-schemas';
import type { SurveyPage } from '../api/survey-models';
import { AnswerField, isAnswered, type Answer } from './answer-fields';

const emailSchema = z.email();
export const isValidEmail = (email: string) => emailSchema.safeParse(email.trim()).success;

interface SurveyAnswerFormProps {
  page: SurveyPage;
  /** A visitor of an open event's pre-event survey: name and email (the survey is their RSVP). */
  asksVisitor: boolean;
  pending: boolean;
  /** Field errors of the last attempt keyed "question_{id}" (and email, first_name, last_name). */
  errors: Record<string, string[]>;
  onSubmit: (event: Omit<SurveySubmissionInput['event'], 'style' | 'token'>) => void;
}

/** The questions and, for a visitor, who they are; submit is disabled until the required answers are given. */
export const ORGANIZATION_EMAIL_HINT = 'Use your work email: this event is for members of the organization.';

export function SurveyAnswerForm({ page, asksVisitor, pending, errors, onSubmit }: SurveyAnswerFormProps) {
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [visitor, setVisitor] = useState({ first_name: '', last_name: '', email: '' });
  const [emailTouched, setEmailTouched] = useState(false);
  const questions = page.survey.survey_questions;
  const missing = questions.filter((q) => q.required && !isAnswered(q, answers[q.id]));
  const emailOk = isValidEmail(visitor.email);
  const visitorOk = !asksVisitor || (emailOk && visitor.first_name.trim() !== '' && visitor.last_name.trim() !== '');
  const ready = missing.length === 0 && visitorOk;

  const submit = () => {
    if (!ready) return;
    onSubmit({
      responses: questions
        .filter((q) => isAnswered(q, answers[q.id]))
        .map((q) => ({ question_id: q.id, ...answers[q.id] })),
      ...(asksVisitor ? { ...visitor, email: visitor.email.trim() } : {}),
    });
  };
  const field = (key: string) => errors[key]?.join(', ');

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {asksVisitor && (
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            Your details
          </Typography>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={visitor.email}
            onChange={(e) => setVisitor({ ...visitor, email: e.target.value })}
            onBlur={() => setEmailTouched(true)}
            error={(emailTouched && !emailOk) || Boolean(field('email'))}
            helperText={
              emailTouched && !emailOk
                ? 'Incorrect email format'
                : (field('email') ??
                  // Spec §4: an organization event's survey takes an address of the organization's domains.
                  (page.event.privacy === 'organization' ? ORGANIZATION_EMAIL_HINT : undefined))
            }
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First name"
              autoComplete="given-name"
              required
              fullWidth
              value={visitor.first_name}
              onChange={(e) => setVisitor({ ...visitor, first_name: e.target.value })}
              error={Boolean(field('first_name'))}
              helperText={field('first_name')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              required
              fullWidth
              value={visitor.last_name}
              onChange={(e) => setVisitor({ ...visitor, last_name: e.target.value })}
              error={Boolean(field('last_name'))}
              helperText={field('last_name')}
            />
          </Stack>
        </Stack>
      )}
      {questions.map((q, i) => (
        <AnswerField
          key={q.id}
          question={q}
          number={i + 1}
          answer={answers[q.id]}
          error={field(`question_${q.id}`)}
          onChange={(a) => setAnswers({ ...answers, [q.id]: a })}
        />
      ))}
      {!ready && (
        <Alert severity="info" variant="outlined">
          {missing.length > 0
            ? `Please answer the required questions (marked *) to continue.`
            : 'Please give your name and a valid email to continue.'}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!ready || pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {page.submit_label}
      </Button>
    </Stack>
  );
}
