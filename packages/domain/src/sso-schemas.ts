import { z } from 'zod';
import { idSchema } from './ids.ts';

/** The single sign-on providers of OpenID Connect (issue 34). */
export const SSO_PROVIDERS = ['google', 'okta'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/users/sso_start (beyond the spec): which provider to sign in with, on the organization's host. */
export const ssoStartInput = z.object({ provider: z.enum(SSO_PROVIDERS) });
/** The authorization URL to open, and the state the return page must find in its URL. */
export const ssoStartResponse = z.object({ url: z.string(), state: z.string() });

/**
 * POST /api/users/google_oauth and /api/users/okta_oauth: the spec's body (platform §7: code, organization_id,
 * redirect_uri) plus the state and, from Okta, the issuer, both read from the return page's URL.
 */
export const ssoFinishInput = z.object({
  code: text(2048),
  organization_id: idSchema.optional(),
  redirect_uri: text(2048),
  state: text(512),
  iss: text(2048).optional(),
});
export type SsoFinishInput = z.infer<typeof ssoFinishInput>;
