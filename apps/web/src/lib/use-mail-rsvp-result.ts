import { useEffect, useRef } from 'react';
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
export function useMailRsvpResult(show: (result: MailRsvpResult) => void): MailRsvpResult {
  const [params, setParams] = useSearchParams();
  const outcomeParam = params.get('rsvp_outcome');
  const result: MailRsvpResult = {
    outcome: (RSVP_ANSWERS as readonly string[]).includes(outcomeParam ?? '') ? (outcomeParam as RsvpAnswer) : null,
    // A code, shown as our own text: a crafted link cannot put its words on the page.
    error: mailRsvpErrorText(params.get('rsvp_error')),
    email: params.get('email'),
  };
  const first = useRef(result);
  const showRef = useRef(show);
  useEffect(() => {
    const { outcome, error } = first.current;
    if (!outcome && !error) return;
    showRef.current(first.current);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        ['rsvp_outcome', 'rsvp_error', 'email'].forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return first.current;
}
