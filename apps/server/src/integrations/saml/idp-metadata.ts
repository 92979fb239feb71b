import * as xpath from 'xpath';
import { SamlError } from './saml-error.ts';
import { parseXml } from './xml.ts';

/** What the service provider needs of an identity provider, read from its metadata (an Okta app's metadata URL). */
export interface SamlIdp {
  entityId: string;
  /** The SingleSignOnService of the HTTP-Redirect binding: where the AuthnRequest goes. */
  ssoUrl: string;
  /** The signing certificates (base64 DER, as in the metadata): an assertion must be signed by one of them. */
  certs: string[];
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
/** An IdP that does not answer within this is refused (the request waits on it, outside any transaction). */
const TIMEOUT_MS = 10_000;
/** Metadata is a few kilobytes; a larger answer is not metadata. */
const MAX_BYTES = 512 * 1024;
/** Read again after this: certificates roll over at the IdP without anyone telling us. */
const CACHE_MS = 10 * 60_000;

const select = xpath.useNamespaces({
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
});

/** Plain HTTP only to this machine: the identity providers of tests and development run on loopback. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** Parses an IdP's EntityDescriptor; throws SamlError when something the sign-in needs is missing. */
export function parseIdpMetadata(xml: string): SamlIdp {
  let node: Node;
  try {
    node = parseXml(xml);
  } catch {
    throw new SamlError('metadata: not XML');
  }
  const entity = select('/md:EntityDescriptor', node, true) as Element | undefined;
  const entityId = entity?.getAttribute('entityID')?.trim();
  const descriptor = '/md:EntityDescriptor/md:IDPSSODescriptor';
  const sso = select(`${descriptor}/md:SingleSignOnService[@Binding='${REDIRECT_BINDING}']`, node, true) as
    Element | undefined;
  const ssoUrl = sso?.getAttribute('Location')?.trim();
  // A key without `use` serves both purposes (SAML metadata §2.4.1.1).
  const keys = select(
    `${descriptor}/md:KeyDescriptor[not(@use) or @use='signing']//ds:X509Certificate/text()`,
    node,
  ) as Node[];
  const certs = keys.map((k) => (k.nodeValue ?? '').replace(/\s+/g, '')).filter(Boolean);
  if (!entityId || !ssoUrl || certs.length === 0) throw new SamlError('metadata: entityID, SSO or key missing');
  return { entityId, ssoUrl, certs };
}

async function download(metadataUrl: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(metadataUrl);
  } catch {
    throw new SamlError('metadata: not a URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    throw new SamlError('metadata: https only');
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new SamlError(`metadata: HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new SamlError('metadata: too large');
    const body = await response.text();
    if (body.length > MAX_BYTES) throw new SamlError('metadata: too large');
    return body;
  } catch (error) {
    if (error instanceof SamlError) throw error;
    throw new SamlError(`metadata: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Reads IdP metadata by URL, kept for ten minutes per URL (one cache per app). */
export function createIdpMetadataCache(now: () => Date) {
  const cache = new Map<string, { idp: SamlIdp; until: number }>();
  return async function idpOf(metadataUrl: string): Promise<SamlIdp> {
    const at = now().getTime();
    const hit = cache.get(metadataUrl);
    if (hit && hit.until > at) return hit.idp;
    const idp = parseIdpMetadata(await download(metadataUrl));
    cache.set(metadataUrl, { idp, until: at + CACHE_MS });
    return idp;
  };
}

export type IdpMetadataCache = ReturnType<typeof createIdpMetadataCache>;
