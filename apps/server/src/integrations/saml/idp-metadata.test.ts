import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdpMetadataCache, parseIdpMetadata } from './idp-metadata.ts';
import { SamlError } from './saml-error.ts';

/** An Okta app's metadata as Okta writes it (default namespace, a signing key, no `use` on a second one). */
const okta = (sso = true) => `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="http://www.okta.com/exk1">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>MIIDqD
        CCApCg</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor use="encryption"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>ENCRYPTION</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>BOTH</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://acme.okta.com/post"/>
    ${sso ? '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://acme.okta.com/sso"/>' : ''}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

describe('reading IdP metadata', () => {
  it('takes the entity id, the HTTP-Redirect SSO and the signing certificates only', () => {
    expect(parseIdpMetadata(okta())).toEqual({
      entityId: 'http://www.okta.com/exk1',
      ssoUrl: 'https://acme.okta.com/sso',
      certs: ['MIIDqDCCApCg', 'BOTH'],
    });
  });

  it('refuses metadata without an HTTP-Redirect SSO, and what is not metadata', () => {
    expect(() => parseIdpMetadata(okta(false))).toThrow(SamlError);
    expect(() => parseIdpMetadata('<html><body>Sign in</body></html>')).toThrow(SamlError);
    expect(() => parseIdpMetadata('not xml at all')).toThrow(SamlError);
  });
});

describe('the metadata cache', () => {
  let server: http.Server;
  let url: string;
  let reads = 0;
  let answer = okta();

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      reads += 1;
      res.end(answer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads a URL once in ten minutes', async () => {
    let now = new Date('2026-11-29T12:00:00Z');
    const idpOf = createIdpMetadataCache(() => now);
    await idpOf(url);
    answer = okta(false);
    expect((await idpOf(url)).ssoUrl).toBe('https://acme.okta.com/sso');
    expect(reads).toBe(1);
    now = new Date(now.getTime() + 10 * 60_000 + 1);
    // Read again: what the IdP answers now counts (here, metadata that no longer serves).
    await expect(idpOf(url)).rejects.toThrow(SamlError);
    expect(reads).toBe(2);
  });

  it('refuses plain HTTP except on this machine', async () => {
    const idpOf = createIdpMetadataCache(() => new Date());
    await expect(idpOf('http://idp.example.com/metadata')).rejects.toThrow('https only');
    await expect(idpOf('nonsense')).rejects.toThrow(SamlError);
  });
});
