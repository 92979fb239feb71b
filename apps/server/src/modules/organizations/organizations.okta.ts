import { OKTA_FIELD_NAMES, OKTA_MESSAGES, oktaSettingsErrors } from '@huddle/domain/okta-schemas';
import type { OrganizationSettingsInput } from '@huddle/domain/organization-schemas';
import type { organizations } from '../../db/schema/organizations.ts';
import type { Sealer } from '../../integrations/sealed.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { OrganizationRow } from './organizations.types.ts';

type OktaInput = Pick<OrganizationSettingsInput, (typeof OKTA_FIELD_NAMES)[number]>;
type OktaColumns = Pick<
  typeof organizations.$inferInsert,
  'oktaEnabled' | 'oktaType' | 'forceOktaSignIn' | 'oktaClientId' | 'oktaClientSecret' | 'oktaIssuer' | 'oktaSamlUrl'
>;

export interface OktaRules {
  /** Seals the client secret (INTEGRATIONS_KEY); without it Okta cannot be set up. */
  sealer: Sealer | null;
  /** Outside production an http issuer is allowed, for an identity provider running locally. */
  allowHttp: boolean;
}

const REMOVED: OktaColumns = {
  oktaEnabled: false,
  oktaType: null,
  forceOktaSignIn: false,
  oktaClientId: null,
  oktaClientSecret: null,
  oktaIssuer: null,
  oktaSamlUrl: null,
};

/** Whether the update names any Okta field (then its answer is the Okta card's message). */
export const touchesOkta = (input: OktaInput) => OKTA_FIELD_NAMES.some((field) => input[field] !== undefined);

/**
 * The Okta card's save (spec platform §5, §7): the sent fields over the stored ones, checked whole. Turning Okta off
 * removes it (every field cleared, forced sign-in off); a missing or empty client secret keeps the stored one; the
 * secret is stored sealed. Answers the columns to write, or null when the update names no Okta field.
 */
export function planOkta(org: OrganizationRow, input: OktaInput, rules: OktaRules): OktaColumns | null {
  if (!touchesOkta(input)) return null;
  const enabled = input.okta_enabled ?? org.oktaEnabled;
  if (!enabled) {
    if (input.force_okta_sign_in) throw forceNeedsOkta();
    return REMOVED;
  }
  if (!rules.sealer) throw new AppError('validation', OKTA_MESSAGES.notConfigured);
  const type = input.okta_type === undefined ? org.oktaType : input.okta_type;
  const pick = (sent: string | null | undefined, stored: string | null) => (sent === undefined ? stored : sent);
  const newSecret = input.okta_client_secret ?? null;
  const oidc = type === 'oidc';
  const next = {
    okta_type: type,
    okta_client_id: oidc ? pick(input.okta_client_id, org.oktaClientId) : null,
    okta_issuer: oidc ? pick(input.okta_issuer, org.oktaIssuer) : null,
    okta_saml_url: type === 'saml' ? pick(input.okta_saml_url, org.oktaSamlUrl) : null,
    secret: oidc && Boolean(newSecret ?? org.oktaClientSecret),
  };
  const errors = oktaSettingsErrors(next, rules.allowHttp);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    oktaEnabled: true,
    oktaType: next.okta_type,
    forceOktaSignIn: input.force_okta_sign_in ?? org.forceOktaSignIn,
    oktaClientId: next.okta_client_id,
    oktaClientSecret: oidc ? (newSecret ? rules.sealer.seal(newSecret) : org.oktaClientSecret) : null,
    oktaIssuer: next.okta_issuer,
    oktaSamlUrl: next.okta_saml_url,
  };
}

function forceNeedsOkta() {
  return new AppError('validation', OKTA_MESSAGES.forceNeedsOkta, {
    force_okta_sign_in: [OKTA_MESSAGES.forceNeedsOkta],
  });
}
