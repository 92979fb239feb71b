import type { MailContent } from '../../integrations/mail/layout.ts';
import { EMAIL_CHANGE_TTL_HOURS, OTP_TTL_MINUTES } from '@huddle/domain/constants';

export function verificationMail(orgName: string, url: string): MailContent {
  return {
    subject: `Verify your email for ${orgName} on Huddle`,
    heading: 'Confirm your email address',
    paragraphs: [`Welcome to ${orgName} on Huddle! Confirm your email address to finish setting up your account.`],
    button: { label: 'Verify my account', url },
    footer: "If you didn't sign up, you can ignore this email.",
  };
}

export function resetPasswordMail(orgName: string, url: string): MailContent {
  return {
    subject: 'Reset your Huddle password',
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${orgName} account on Huddle. The link works for 2 hours.`,
    ],
    button: { label: 'Choose a new password', url },
    footer: "If you didn't ask for this, you can ignore this email; your password stays the same.",
  };
}

export function otpMail(orgName: string, code: string): MailContent {
  return {
    subject: `${code} is your Huddle sign-in code`,
    heading: 'Your one-time password',
    paragraphs: [
      `Use this code to finish signing in to ${orgName}: ${code}`,
      `It works once and expires in ${OTP_TTL_MINUTES} minutes.`,
    ],
    footer: "If you didn't try to sign in, change your password.",
  };
}

export function confirmEmailChangeMail(orgName: string, url: string): MailContent {
  return {
    subject: 'Confirm your new email address for Huddle',
    heading: 'Confirm your new email address',
    paragraphs: [
      `Someone asked to use this address for their ${orgName} account on Huddle. Open the link to confirm it; the link works for ${EMAIL_CHANGE_TTL_HOURS} hours.`,
    ],
    button: { label: 'Confirm my new email', url },
    footer: "If you didn't ask for this, you can ignore this email; nothing changes.",
  };
}

/** Sent to the account's current address after a sensitive change, so its owner notices one they did not make. */
export function securityNoticeMail(change: string): MailContent {
  return {
    subject: 'Security notice for your Huddle account',
    heading: 'Your account was changed',
    paragraphs: [change, 'Your other sessions were signed out.'],
    footer: "If this wasn't you, reset your password at once and tell your administrator.",
  };
}
