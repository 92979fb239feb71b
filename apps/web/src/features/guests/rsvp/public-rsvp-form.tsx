import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  publicRsvpInput,
  RSVP_MESSAGES,
  rsvpRefusal,
  type InviteeStatus,
  type RsvpAnswer,
} from '@huddle/domain/guest-schemas';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { rememberReturnPath } from '../../../lib/return-path';
import { notify } from '../../../lib/snackbars';
import { usePublicLookup } from '../api/public-lookup';
import { usePublicRsvp } from '../api/public-rsvp';
import { LeavePausedDialog } from './leave-paused-dialog';
import { RsvpChoice } from './rsvp-choice';
import { rsvpErrorMessage } from './rsvp-errors';
import { answerOf, isFrozen } from './rsvp-rules';

export const publicRsvpForm = publicRsvpInput.omit({ event_id: true });
export type PublicRsvpFormInput = z.input<typeof publicRsvpForm>;
export type PublicRsvpValues = z.output<typeof publicRsvpForm>;

const FIELDS = ['first_name', 'last_name', 'email', 'status'] as const;

interface PublicRsvpFormProps {
  event: { id: number; rsvp_pause_active: boolean };
  defaults: Partial<PublicRsvpFormInput>;
  /** The visitor's status when the lookup or an earlier answer told it; undefined when unknown. */
  known: InviteeStatus | null | undefined;
  onKnown: (status: InviteeStatus | null) => void;
  /** An answer was saved, or the lookup found one: go to the post-rsvp step. */
  onAnswered: (values: PublicRsvpValues, status: RsvpAnswer) => void;
}

/** Spec events §5: a visitor without an account answers with first name, last name and a valid email. */
export function PublicRsvpForm({ event, defaults, known, onKnown, onAnswered }: PublicRsvpFormProps) {
  const publicRsvp = usePublicRsvp();
  const lookup = usePublicLookup();
  const statusHelpId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PublicRsvpValues | null>(null);
  const form = useForm<PublicRsvpFormInput, unknown, PublicRsvpValues>({
    resolver: zodResolver(publicRsvpForm),
    defaultValues: { first_name: '', last_name: '', email: '', ...defaults },
  });
  const paused = event.rsvp_pause_active;
  // Unknown visitors may try to leave Yes; a new Yes is refused while paused whoever asks.
  const refused = (answer: RsvpAnswer) =>
    known === undefined
      ? paused && answer === 'rsvp'
      : rsvpRefusal({ rsvpPauseActive: paused }, known, answer) !== null;

  const send = async (values: PublicRsvpValues) => {
    setFailure(null);
    setInfo(null);
    try {
      const answer = await publicRsvp.mutateAsync({ event_id: event.id, ...values });
      if (!answer.invitee) {
        // Needs proof (ADR 10): nothing is recorded until the mailed link is opened (or the owner signs in).
        setInfo(answer.message || RSVP_MESSAGES.proofRequired);
        return;
      }
      notify.success(answer.message || RSVP_MESSAGES.submitted);
      onKnown(answer.invitee?.status ?? values.status);
      onAnswered(values, answerOf(answer.invitee?.status) ?? values.status);
    } catch (error) {
      placeFieldErrors(error, form.setError, FIELDS);
      setFailure(rsvpErrorMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  const submit = form.handleSubmit((values) => {
    const mayBeLeavingYes = known === undefined || known === 'rsvp';
    if (paused && values.status !== 'rsvp' && mayBeLeavingYes) setConfirming(values);
    else void send(values);
  });

  const findMine = async () => {
    setFailure(null);
    setInfo(null);
    if (!(await form.trigger('email'))) return;
    const email = form.getValues('email').trim().toLowerCase();
    try {
      const { invitee } = await lookup.mutateAsync({ eventId: event.id, email });
      // The lookup tells a visitor only the answer of that email, never the name behind it.
      const values = { first_name: form.getValues('first_name'), last_name: form.getValues('last_name'), email };
      onKnown(invitee.status);
      const answer = answerOf(invitee.status);
      if (answer) {
        onAnswered({ ...values, status: answer }, answer);
        return;
      }
      setInfo(RSVP_MESSAGES.noRsvpForEmail);
    } catch (error) {
      if (isApiError(error, 404)) {
        onKnown(null);
        setInfo(RSVP_MESSAGES.noRsvpForEmail);
      } else setFailure(rsvpErrorMessage(error));
    }
  };

  const frozen = isFrozen(paused, known);
  const statusError = form.formState.errors.status?.message;
  const busy = form.formState.isSubmitting || publicRsvp.isPending;
  return (
    <Box component="form" noValidate aria-label="RSVP form" onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <Typography color="text.secondary">Let the hosts know if you can make it.</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {info && (
          <Alert
            severity="info"
            action={
              // Account holders are asked to sign in; the answer does not say who has an account.
              info === RSVP_MESSAGES.proofRequired ? (
                <Button
                  color="inherit"
                  size="small"
                  component={RouterLink}
                  to="/login"
                  onClick={() => rememberReturnPath(`/event/${event.id}/view`)}
                >
                  Sign in
                </Button>
              ) : undefined
            }
          >
            {info}
          </Alert>
        )}
        <FormTextField control={form.control} name="first_name" label="First name" required autoComplete="given-name" />
        <FormTextField control={form.control} name="last_name" label="Last name" required autoComplete="family-name" />
        <FormTextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
        <Button
          variant="text"
          size="small"
          onClick={() => void findMine()}
          disabled={lookup.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Find my RSVP
        </Button>
        {frozen ? (
          <Typography color="text.secondary">{RSVP_MESSAGES.locked}</Typography>
        ) : (
          <>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <RsvpChoice
                  label="Your RSVP"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  isDisabled={refused}
                  disabled={busy}
                  invalid={Boolean(statusError)}
                  describedBy={statusError ? statusHelpId : undefined}
                />
              )}
            />
            {statusError && (
              <FormHelperText id={statusHelpId} error sx={{ mt: '4px !important' }}>
                {statusError}
              </FormHelperText>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Submit RSVP
            </Button>
          </>
        )}
      </Stack>
      <LeavePausedDialog
        next={confirming?.status ?? null}
        pending={publicRsvp.isPending}
        onConfirm={() => {
          if (confirming) void send(confirming);
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
