import { RSVP_ANSWER_LABELS, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import type { MailContent } from '../../integrations/mail/layout.ts';

interface ProofMail {
  eventName: string;
  organizationName: string;
  firstName: string;
}

const ignore = 'If this was not you, ignore this mail: nothing changes.';

/**
 * Someone answered on the public page, in another browser, for a guest who had already answered: the answer counts
 * once the owner of the address opens the link and confirms it on the answer page (a POST, never the link's GET).
 */
export function confirmAnswerMail(p: ProofMail & { status: RsvpAnswer; url: string }): MailContent {
  return {
    subject: `Confirm your RSVP to ${p.eventName}`,
    heading: p.eventName,
    paragraphs: [
      p.firstName ? `Hi ${p.firstName},` : 'Hi,',
      `Someone answered “${RSVP_ANSWER_LABELS[p.status]}” to ${p.eventName} with this email address. Open the link and confirm to record the answer.`,
    ],
    button: { label: `Confirm: ${RSVP_ANSWER_LABELS[p.status]}`, url: p.url },
    footer: `${ignore} (${p.organizationName})`,
  };
}

/** The address belongs to an account of the organization: its owner answers signed in. */
export function signInToAnswerMail(p: ProofMail & { url: string }): MailContent {
  return {
    subject: `RSVP to ${p.eventName}`,
    heading: p.eventName,
    paragraphs: [
      p.firstName ? `Hi ${p.firstName},` : 'Hi,',
      `Someone tried to RSVP to ${p.eventName} with this email address on the public event page. This address has an account with ${p.organizationName}: sign in to RSVP.`,
    ],
    button: { label: 'Sign in to RSVP', url: p.url },
    footer: ignore,
  };
}
