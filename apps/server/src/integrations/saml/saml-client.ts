import { generateServiceProviderMetadata, SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import * as xpath from 'xpath';
import type { SamlIdp } from './idp-metadata.ts';
import { SamlError } from './saml-error.ts';
import { parseXml } from './xml.ts';

/** Our side: the entity id (the metadata URL) and the assertion consumer service, both from configuration. */
export interface SamlSp {
  entityId: string;
  acsUrl: string;
}

/** What a verified assertion vouches for, and what the caller must record so it is used once. */
export interface SamlAssertion {
  email: string;
  firstName: string;
  lastName: string;
  /** The assertion's ID: refused a second time (sso_assertions). */
  assertionId: string;
  /** Our AuthnRequest's id: must be a live request of ours, used once (oauth_states). */
  inResponseTo: string;
  /** Until when the assertion could be presented: how long its ID must be remembered. */
  notOnOrAfter: Date;
}

/** The clocks of Okta and of this server may differ this much. */
const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/**
 * node-saml keeps AuthnRequest ids in a cache of its own; the caller keeps them in the database instead (one row per
 * request, used once, on its clock), so this one keeps nothing and node-saml is told not to look.
 */
const noCache: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
};

function samlOf(idp: SamlIdp, sp: SamlSp, requestId = '') {
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    idpCert: idp.certs,
    idpIssuer: idp.entityId,
    identifierFormat: EMAIL_FORMAT,
    // Okta signs the assertion; a signed response around it is welcome but does not replace it.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    disableRequestedAuthnContext: true,
    validateInResponseTo: ValidateInResponseTo.never,
    cacheProvider: noCache,
    generateUniqueId: () => requestId,
  });
}

/** The AuthnRequest (HTTP-Redirect binding) with our id for it, as the URL the browser opens at the IdP. */
export async function authnRequestUrl(idp: SamlIdp, sp: SamlSp, requestId: string): Promise<string> {
  return samlOf(idp, sp, requestId).getAuthorizeUrlAsync('', undefined, {});
}

/** Our metadata for the admin to give Okta (nothing is signed or encrypted towards us). */
export function serviceProviderMetadata(sp: SamlSp): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });
}

type Parsed = Record<string, unknown>;
const first = (value: unknown): Parsed | undefined =>
  Array.isArray(value) && typeof value[0] === 'object' ? (value[0] as Parsed) : undefined;
const attrs = (node: Parsed | undefined) => (node?.$ ?? {}) as Record<string, string | undefined>;
const text = (value: unknown): string => {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'string') return v.trim();
  return typeof (v as Parsed | undefined)?._ === 'string' ? String((v as Parsed)._).trim() : '';
};

/** The first of these attributes that has a value. */
function attribute(profile: Record<string, unknown>, names: string[]): string {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = text(attributes[name]);
    if (value) return value;
  }
  return '';
}

/** The Response element's own attributes (outside the assertion's signature when only the assertion is signed). */
function responseAttributes(xml: string) {
  const root = xpath.select1("/*[local-name()='Response']", parseXml(xml)) as Element | undefined;
  return { inResponseTo: root?.getAttribute('InResponseTo') ?? '', destination: root?.getAttribute('Destination') };
}

/**
 * Verifies a SAMLResponse posted to our ACS (node-saml): the assertion signed by a certificate of the IdP's metadata,
 * its issuer, audience and time window (Conditions); then here what node-saml leaves to us: a bearer confirmation for
 * our ACS (Recipient), still valid, answering a request of ours (InResponseTo, equal to the Response's), and the
 * Response's Destination when it names one. Throws SamlError for any failure.
 */
export async function verifySamlResponse(
  idp: SamlIdp,
  sp: SamlSp,
  samlResponse: string,
  now: Date,
): Promise<SamlAssertion> {
  const { profile } = await samlOf(idp, sp)
    .validatePostResponseAsync({ SAMLResponse: samlResponse })
    .catch((error: unknown) => {
      throw new SamlError(`response: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
  if (!profile?.getAssertion) throw new SamlError('response: no assertion');
  const assertion = (profile.getAssertion() as Parsed).Assertion as Parsed;
  const refuse = (why: string) => new SamlError(`assertion: ${why}`);
  if (text(assertion.Issuer) !== idp.entityId) throw refuse('issuer');
  const assertionId = attrs(assertion).ID;
  if (!assertionId) throw refuse('no ID');

  const at = now.getTime();
  const confirmations = (first(assertion.Subject)?.SubjectConfirmation ?? []) as Parsed[];
  const bearer = confirmations
    .filter((c) => attrs(c).Method === BEARER)
    .map((c) => attrs(first(c.SubjectConfirmationData)))
    .find((data) => {
      const until = Date.parse(data.NotOnOrAfter ?? '');
      const from = data.NotBefore ? Date.parse(data.NotBefore) : -Infinity;
      return data.Recipient === sp.acsUrl && until + CLOCK_SKEW_MS > at && from - CLOCK_SKEW_MS <= at;
    });
  if (!bearer?.InResponseTo) throw refuse('no valid bearer confirmation for our ACS');
  const response = responseAttributes(profile.getSamlResponseXml?.() ?? '');
  if (response.inResponseTo && response.inResponseTo !== bearer.InResponseTo) throw refuse('InResponseTo differs');
  if (response.destination && response.destination !== sp.acsUrl) throw refuse('destination');

  const nameId = profile.nameID?.trim() ?? '';
  const email = (
    attribute(profile, ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3']) || (nameId.includes('@') ? nameId : '')
  ).toLowerCase();
  if (!email) throw refuse('no email');
  return {
    email,
    firstName: attribute(profile, ['firstName', 'givenName', 'urn:oid:2.5.4.42']) || email.split('@')[0]!,
    lastName: attribute(profile, ['lastName', 'surname', 'sn', 'urn:oid:2.5.4.4']),
    assertionId,
    inResponseTo: bearer.InResponseTo,
    notOnOrAfter: new Date(Date.parse(bearer.NotOnOrAfter!) + CLOCK_SKEW_MS),
  };
}
