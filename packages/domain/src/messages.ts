/** The spec's words (platform §8), kept in one place for the server and the web. */
export const AUTH_MESSAGES = {
  unauthorizedAccess: 'Unauthorized access',
  notAuthorizedForOrganization: "You are not authorized to access this organization's platform",
  invalidCredentials: 'Invalid Email or Password! Please try again.',
  invalidOtp: 'Invalid one-time password! Please try again.',
  passwordConfirmationMismatch: "Password confirmation doesn't match password.",
  emailInUse: 'This email address is already in use.',
  accountNotVerified: 'Account not verified. Please try again.',
  accountVerified: 'Your account is verified. You can sign in now.',
  verifyEmailFirst: 'Please verify your email address before signing in.',
  verificationSent: 'We sent you an email with a link to verify your account.',
  resetNeutral: "If we find your account, we'll send you a reset link via email.",
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password was changed. You can sign in now.',
  passwordUpdated: 'Your password was updated.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  loggedOut: 'You were logged out.',
  profileNotSaved: "Profile couldn't be saved, please try again",
  profileSaved: 'Profile saved.',
  otpSent: 'We emailed you a one-time password.',
  twoFactorEnabled: 'Two-factor authentication is on.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  forceOkta: 'This organization signs in with Okta.',
  /** Spec §8: Google sign-in's cookies-disabled message (its wording is not given). */
  googleCookiesDisabled: 'Cookies are turned off in this browser. Turn them on to sign in with Google.',
  emailDomainNotAllowed: "This email address's domain can't sign up for this organization.",
  onboardCodeInvalid: 'This onboarding code is invalid or was already used.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  /** A per-account lock-out can last up to an hour: say how long is left. */
  tooManyRequestsFor: (minutes: number) =>
    minutes <= 1
      ? 'Too many attempts. Please wait a minute and try again.'
      : `Too many attempts. Please wait ${minutes} minutes and try again.`,
  sessionExpired: 'Your session has expired. Please sign in again.',
  organizationNotFound: 'We could not find that organization.',
  somethingWentWrong: 'Something went wrong!',
  /** Sensitive changes (issue 12): proven with the current password, confirmed by mail, noticed to the old address. */
  currentPasswordRequired: 'Enter your current password to make this change.',
  emailChangePending: (email: string) => `Confirmation sent to ${email}. Your email changes once you open the link.`,
  emailChanged: 'Your email address was changed.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired.',
  emailChangeCancelled: 'The email change was cancelled. Your email stays the same.',
  otherSessionsEnded: 'You were signed out of all other sessions.',
  /** The verification page asks for the password chosen at sign-up before it verifies. */
  verifyPasswordRequired: 'Enter the password you chose when you signed up.',
  verifyPasswordIncorrect: "This isn't the password chosen when this link was sent.",
} as const;

export const NOT_FOUND_TEXT = "The page you are looking for was moved or doesn't exist.";
export const MAINTENANCE_TEXT = "We're doing some maintenance. Please check back in a few hours.";
