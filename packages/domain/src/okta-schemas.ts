import { z } from 'zod';

/** Spec platform §2.9 (the Okta card), §5 (Okta validation), §8 ("Okta was successfully updated" / "removed"). */
export const OKTA_MESSAGES = {
  /** Any failed Okta sign-in (platform §8); a failed Google sign-in says AUTH_MESSAGES.somethingWentWrong. */
  signInFailed: 'An unexpected error occured when logging into Okta.',
  updated: 'Okta was successfully updated',
  removed: 'Okta was successfully removed',
  typeRequired: 'Choose OIDC or SAML',
  clientIdRequired: 'Client ID is required',
  clientSecretRequired: 'Client secret is required',
  issuerRequired: 'Issuer is required',
  issuerInvalid: 'The issuer must be an https URL',
  samlUrlRequired: 'Metadata URL is required',
  samlUrlInvalid: 'The metadata URL must be an https URL',
  forceNeedsOkta: 'Set up Okta before forcing Okta sign-in.',
  notConfigured: 'Okta cannot be set up on this server: it has no INTEGRATIONS_KEY to keep the client secret.',
  secretHint: 'Leave empty to keep the current secret',
  confirmRemove: 'Remove Okta? Employees will no longer be able to sign in with Okta.',
} as const;

/**
 * Okta with SAML (issue 34): our service provider's fixed paths on the organization's host (its metadata URL is also
 * its entity id), and the web's pages the assertion consumer service sends the browser on to.
 */
export const OKTA_SAML_PATHS = {
  metadata: '/api/auth/okta/saml/metadata',
  acs: '/api/auth/okta/saml/acs',
  success: '/auth/okta/saml/success',
  error: '/auth/okta/saml/error',
} as const;

export const OKTA_TYPES = ['oidc', 'saml'] as const;
export type OktaType = (typeof OKTA_TYPES)[number];

/** A text the admin types: trimmed (spec §5); an empty one means "none". */
const oktaText = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** The Okta fields of PATCH /api/organizations/{id} (spec platform §7), each optional: what is sent changes. */
export const oktaSettingsFields = {
  okta_enabled: z.boolean().optional(),
  okta_type: z.enum(OKTA_TYPES, { error: OKTA_MESSAGES.typeRequired }).nullable().optional(),
  okta_client_id: oktaText,
  /** Never returned; an empty or missing one keeps the stored secret. */
  okta_client_secret: oktaText,
  okta_issuer: oktaText,
  okta_saml_url: oktaText,
  force_okta_sign_in: z.boolean().optional(),
};

export const OKTA_FIELD_NAMES = Object.keys(oktaSettingsFields) as (keyof typeof oktaSettingsFields)[];

export interface OktaSettings {
  okta_type: OktaType | null;
  okta_client_id: string | null;
  okta_issuer: string | null;
  okta_saml_url: string | null;
  /** Whether a client secret is stored (or is being sent). */
  secret: boolean;
}

/** Scheme, host (a name, IPv4 or bracketed IPv6), optional port, then a path, query or nothing; no spaces. */
const URL_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?([/?#]\S*)?$/i;

/** An https URL, or http when the caller allows it (local identity providers outside production). */
export function isOktaUrl(value: string, allowHttp: boolean): boolean {
  const scheme = URL_PATTERN.exec(value)?.[1]?.toLowerCase();
  return scheme === 'https' || (allowHttp && scheme === 'http');
}

/**
 * Spec §5: the style must be OIDC or SAML; OIDC needs client id, client secret and issuer; SAML needs a metadata
 * URL. The field errors of complete settings, none when they are usable (the server and the card's form share it).
 */
export function oktaSettingsErrors(settings: OktaSettings, allowHttp: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, ok: boolean, message: string) => {
    if (!ok) errors[field] = [message];
  };
  if (settings.okta_type === 'oidc') {
    need('okta_client_id', Boolean(settings.okta_client_id), OKTA_MESSAGES.clientIdRequired);
    need('okta_client_secret', settings.secret, OKTA_MESSAGES.clientSecretRequired);
    need('okta_issuer', Boolean(settings.okta_issuer), OKTA_MESSAGES.issuerRequired);
    if (settings.okta_issuer) {
      need('okta_issuer', isOktaUrl(settings.okta_issuer, allowHttp), OKTA_MESSAGES.issuerInvalid);
    }
  } else if (settings.okta_type === 'saml') {
    need('okta_saml_url', Boolean(settings.okta_saml_url), OKTA_MESSAGES.samlUrlRequired);
    if (settings.okta_saml_url) {
      need('okta_saml_url', isOktaUrl(settings.okta_saml_url, allowHttp), OKTA_MESSAGES.samlUrlInvalid);
    }
  } else {
    errors.okta_type = [OKTA_MESSAGES.typeRequired];
  }
  return errors;
}
