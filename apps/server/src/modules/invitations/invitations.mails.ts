import { INVITATION_TTL_DAYS } from '@huddle/domain/constants';
import type { MailContent } from '../../integrations/mail/layout.ts';

export function invitationMail(input: {
  orgName: string;
  inviterName: string;
  name: string;
  url: string;
}): MailContent {
  return {
    subject: `${input.inviterName} invited you to ${input.orgName} on Huddle`,
    heading: `Join ${input.orgName} on Huddle`,
    paragraphs: [
      `Hi ${input.name}, ${input.inviterName} invited you to join ${input.orgName} on Huddle, where you can find and RSVP to events and join groups.`,
      `Create your account with the button below. The link works for ${INVITATION_TTL_DAYS} days.`,
    ],
    button: { label: 'Accept invitation', url: input.url },
    footer: "If you weren't expecting this invitation, you can ignore this email.",
  };
}
