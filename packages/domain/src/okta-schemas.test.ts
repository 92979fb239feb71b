import { describe, expect, it } from 'vitest';
import { OKTA_MESSAGES, oktaSettingsErrors } from './okta-schemas.ts';

const oidc = {
  okta_type: 'oidc' as const,
  okta_client_id: 'client',
  okta_issuer: 'http://127.0.0.1:4000',
  okta_saml_url: null,
  secret: true,
};

describe('oktaSettingsErrors', () => {
  it('takes an http issuer only where the caller allows it (outside production)', () => {
    expect(oktaSettingsErrors(oidc, true)).toEqual({});
    expect(oktaSettingsErrors(oidc, false)).toEqual({ okta_issuer: [OKTA_MESSAGES.issuerInvalid] });
    expect(oktaSettingsErrors({ ...oidc, okta_issuer: 'https://acme.okta.com' }, false)).toEqual({});
  });

  it('asks SAML for an https metadata URL in production', () => {
    const saml = { ...oidc, okta_type: 'saml' as const, okta_saml_url: 'http://idp.test/metadata' };
    expect(oktaSettingsErrors(saml, false)).toEqual({ okta_saml_url: [OKTA_MESSAGES.samlUrlInvalid] });
    expect(oktaSettingsErrors({ ...saml, okta_saml_url: 'https://idp.test/metadata' }, false)).toEqual({});
  });
});
