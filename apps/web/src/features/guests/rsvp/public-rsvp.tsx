import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { InviteeStatus, RsvpAnswer } from '@huddle/domain/guest-schemas';
import { useMailRsvpResult } from '../../../lib/use-mail-rsvp-result';
import { PostRsvpStep } from './post-rsvp-step';
import { PublicRsvpForm, type PublicRsvpValues } from './public-rsvp-form';

interface PublicRsvpProps {
  event: { id: number; name: string; rsvp_pause_active: boolean };
}

type Step = { kind: 'form' } | { kind: 'post-rsvp'; status: RsvpAnswer };

/** The public RSVP flow of /public/{id}: the form, then the "post-rsvp" step; "Change my answer" goes back. */
export function PublicRsvp({ event }: PublicRsvpProps) {
  // A guest arriving from a mail's RSVP button lands on the post-rsvp step with the answer the server recorded.
  const fromMail = useMailRsvpResult();
  const [step, setStep] = useState<Step>(
    fromMail.outcome ? { kind: 'post-rsvp', status: fromMail.outcome } : { kind: 'form' },
  );
  const [values, setValues] = useState<Partial<PublicRsvpValues>>(fromMail.email ? { email: fromMail.email } : {});
  const [known, setKnown] = useState<InviteeStatus | null | undefined>(undefined);

  if (step.kind === 'post-rsvp') {
    return <PostRsvpStep event={event} status={step.status} onChangeAnswer={() => setStep({ kind: 'form' })} />;
  }
  const form = (
    <PublicRsvpForm
      event={event}
      defaults={values}
      known={known}
      onKnown={setKnown}
      onAnswered={(answered, status) => {
        setValues(answered);
        setStep({ kind: 'post-rsvp', status });
      }}
    />
  );
  if (!fromMail.error) return form;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{fromMail.error}</Alert>
      {form}
    </Stack>
  );
}
