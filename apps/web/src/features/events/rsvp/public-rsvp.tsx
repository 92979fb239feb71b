import { useState } from 'react';
import type { InviteeStatus, RsvpAnswer } from '@huddle/domain/guest-schemas';
import { PostRsvpStep } from './post-rsvp-step';
import { PublicRsvpForm, type PublicRsvpValues } from './public-rsvp-form';

interface PublicRsvpProps {
  event: { id: number; name: string; rsvp_pause_active: boolean };
}

type Step = { kind: 'form' } | { kind: 'post-rsvp'; status: RsvpAnswer };

/** The public RSVP flow of /public/{id}: the form, then the "post-rsvp" step; "Change my answer" goes back. */
export function PublicRsvp({ event }: PublicRsvpProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState<Partial<PublicRsvpValues>>({});
  const [known, setKnown] = useState<InviteeStatus | null | undefined>(undefined);

  if (step.kind === 'post-rsvp') {
    return <PostRsvpStep event={event} status={step.status} onChangeAnswer={() => setStep({ kind: 'form' })} />;
  }
  return (
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
}
