import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mailRsvpErrorText } from '@huddle/domain/communication-schemas';
import { RSVP_ANSWERS, type RsvpAnswer } from '@huddle/domain/guest-schemas';

export interface MailRsvpResult {
  outcome: RsvpAnswer | null;
  error: string | null;
  email: string | null;
}

/**
 * The answer a guest gave with a mail's Yes / Maybe / No button: the server recorded it and sent the browser here
 * with ?rsvp_outcome= (or ?rsvp_error=code; MAIL_RSVP_ERRORS). Read once, shown once, then taken off the address so a reload says nothing.
 */
export function useMailRsvpResult(show?: (result: MailRsvpResult) => void): MailRsvpResult {
  const [params, setParams] = useSearchParams();
  const [result] = useState(() => readResult(params));
  const showRef = useRef(show);
  useEffect(() => {
    if (!result.outcome && !result.error) return;
    showRef.current?.(result);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        ['rsvp_outcome', 'rsvp_error', 'email'].forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
  }, [result, setParams]);
  return result;
}

function readResult(params: URLSearchParams): MailRsvpResult {
  const outcome = params.get('rsvp_outcome');
  return {
    outcome: (RSVP_ANSWERS as readonly string[]).includes(outcome ?? '') ? (outcome as RsvpAnswer) : null,
    // A code, shown as our own text: a crafted link cannot put its words on the page.
    error: mailRsvpErrorText(params.get('rsvp_error')),
    email: params.get('email'),
  };
}
