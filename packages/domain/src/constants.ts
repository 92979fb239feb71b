/** Business constants of spec platform §9. */
export const APP_VERSION = '1.16.11';
export const DEFAULT_TIMEZONE = 'America/New_York';
export const SIDE_NAV_WIDTH = 240;
export const SIDE_NAV_COLLAPSED_WIDTH = 48;
export const DATA_GRID_PAGE_SIZE = 10;
export const DATA_GRID_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const GROUP_MEMBERS_PAGE_SIZE = 10;
export const LOGO_RECOMMENDED_SIZE = { width: 170, height: 130 } as const;
export const ICON_RECOMMENDED_SIZE = { width: 50, height: 50 } as const;
export const DEFAULT_BUDGET_START_MONTH = 'January';
export const MANDATORY_CURRENCY = 'USD';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Spec platform §2.9: default suggestions. */
export const DEFAULT_EVENT_TYPES = [
  'Workshop',
  'Community & Culture',
  'Learning & Development',
  'Speakers',
  'Art & Music',
  'Volunteerism',
  'Health & Wellness',
] as const;
export const DEFAULT_GROUP_TYPES = ['Employee Resource Group (ERG)', 'Social', 'Professional Development'] as const;

export const CALENDAR_PROVIDERS = ['google', 'outlook', 'none'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** One-time password second factor: six digits, valid ten minutes, used once. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const EMAIL_VERIFICATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_HOURS = 2;
/** The link that confirms a new email address works this long. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const SESSION_TTL_DAYS = 30;
/**
 * Requests a minute from one address on login, sign-up, reset and the second factor: generous, since a whole office
 * often shares one public address. Accounts are protected by the lock-out below (ADR 0009).
 */
export const AUTH_RATE_LIMIT_PER_MINUTE = 300;
/** Failed attempts on one account (or one organization's onboarding code) before it locks. */
export const AUTH_FREE_FAILURES = 5;
/** The first lock lasts this long; each further failure doubles it, up to the cap. */
export const AUTH_LOCK_FIRST_MINUTES = 1;
export const AUTH_LOCK_MAX_MINUTES = 60;
/** Failures older than this are forgotten: the count starts again. */
export const AUTH_FAILURE_MEMORY_HOURS = 24;
/** A session unused this long ends, whatever its absolute expiry. */
export const SESSION_IDLE_DAYS = 7;
export const RESOURCES_URL = 'https://help.huddle.events';
export const BOOK_A_DEMO_URL = 'https://huddle.events/book-a-demo';
/** An invitation's sign-up link works this long; a resend starts a new link. */
export const INVITATION_TTL_DAYS = 14;
