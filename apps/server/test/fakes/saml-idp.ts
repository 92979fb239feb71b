import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import * as xpath from 'xpath';
// samlify is CommonJS whose exports Node's ESM loader cannot all name (Playwright loads this file as ESM).
import samlify from 'samlify';
import { parseXml } from '../../src/integrations/saml/xml.ts';

const { Constants, IdentityProvider, SamlLib, ServiceProvider, setSchemaValidator } = samlify;

/** How a test bends an answer to check that the service provider refuses it. */
export interface SamlForgery {
  /** Signed with a key the service provider does not trust (the IdP's metadata names another certificate). */
  signedByOtherKey?: boolean;
  /** The signature removed after signing: an assertion anyone could have written. */
  unsigned?: boolean;
  /** What carries a signature: the assertion (Okta's default), the Response around it too, or only the Response. */
  signed?: 'assertion' | 'both' | 'response';
  /** For another service provider. */
  audience?: string;
  /** NotOnOrAfter (of the conditions and of the bearer confirmation) ten minutes ago. */
  expired?: boolean;
  /** An answer to a request the service provider never made. */
  inResponseTo?: string;
}

/** What the IdP's auto-submitting form posts: to `action` (the ACS the AuthnRequest named). */
export interface SamlForm {
  SAMLResponse: string;
  RelayState: string;
  action: string;
}

export interface FakeSamlIdp {
  /** http://127.0.0.1:{port}/metadata: what the organization's Okta card names. */
  metadataUrl: string;
  entityId: string;
  /** Who the SSO endpoint signs in when a real browser arrives (e2e); stays until changed. */
  willSignIn(email: string): void;
  /** Plays the IdP for a server test: reads the AuthnRequest in the URL and answers the form it would post. */
  signIn(authorizeUrl: string, email: string, forge?: SamlForgery): Promise<SamlForm>;
  close(): Promise<void>;
}

const KEYS = new URL('./saml-keys/', import.meta.url);
const read = (name: string) => fs.readFileSync(new URL(name, KEYS), 'utf8');

/** samlify's login response with an AttributeStatement for the person's email and names (as Okta's app sends). */
const TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status>' +
  '<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}"><saml:Issuer>{Issuer}</saml:Issuer>' +
  '<saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID>' +
  '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{SubjectConfirmationDataNotOnOrAfter}" Recipient="{SubjectRecipient}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{ConditionsNotBefore}" NotOnOrAfter="{ConditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
  '<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>{NameID}</saml:AttributeValue></saml:Attribute>' +
  '<saml:Attribute Name="firstName"><saml:AttributeValue>{FirstName}</saml:AttributeValue></saml:Attribute>' +
  '<saml:Attribute Name="lastName"><saml:AttributeValue>{LastName}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>' +
  '</saml:Assertion></samlp:Response>';

/** The AuthnRequest of an HTTP-Redirect URL: deflated, base64, in SAMLRequest. */
function readRequest(url: URL) {
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const doc = parseXml(xml);
  const value = (path: string) => String((xpath.select1(path, doc) as Attr | Node | undefined)?.nodeValue ?? '');
  return {
    id: value("/*[local-name()='AuthnRequest']/@ID"),
    issuer: value("/*[local-name()='AuthnRequest']/*[local-name()='Issuer']/text()"),
    acs: value("/*[local-name()='AuthnRequest']/@AssertionConsumerServiceURL"),
    relayState: url.searchParams.get('RelayState') ?? '',
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A SAML identity provider (samlify) on 127.0.0.1, standing in for an organization's Okta app: its metadata at
 * /metadata, its SSO endpoint (HTTP-Redirect) at /sso, answering with a signed assertion that the browser posts to
 * the ACS the request named. It trusts any service provider (Okta would know ours from its app's settings).
 */
export async function startFakeSamlIdp(options: { port?: number } = {}): Promise<FakeSamlIdp> {
  // The IdP builds messages and never parses one with samlify: no XML schema to check against here.
  setSchemaValidator({ validate: async () => 'skipped' });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const idpOf = (key: string, cert: string) =>
    IdentityProvider({
      entityID: entityId,
      privateKey: read(key),
      signingCert: read(cert),
      nameIDFormat: [Constants.namespace.format.emailAddress],
      singleSignOnService: [{ Binding: Constants.namespace.binding.redirect, Location: `${base}/sso` }],
    });
  const idp = idpOf('idp-key.pem', 'idp-cert.pem');
  const other = idpOf('other-key.pem', 'other-cert.pem');
  let nextEmail = '';

  async function answer(url: URL, email: string, forge: SamlForgery = {}): Promise<SamlForm> {
    const request = readRequest(url);
    const sp = ServiceProvider({
      entityID: request.issuer,
      assertionConsumerService: [{ Binding: Constants.namespace.binding.post, Location: request.acs }],
      // samlify signs the assertion when the SP wants it, and the Response when it wants that or not the assertion.
      wantAssertionsSigned: forge.signed !== 'response',
      wantMessageSigned: forge.signed === 'both',
    });
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const until = forge.expired ? at(-10) : at(5);
    const [first, ...rest] = email.split('@')[0]!.split('.');
    const signer = forge.signedByOtherKey ? other : idp;
    const { context } = await signer.createLoginResponse(
      sp,
      { extract: { request: { id: request.id } } },
      'post',
      {
        email,
      },
      {
        customTagReplacement: () => {
          const id = `_${crypto.randomUUID()}`;
          const tags = {
            ID: id,
            AssertionID: `_${crypto.randomUUID()}`,
            Destination: request.acs,
            Audience: forge.audience ?? request.issuer,
            SubjectRecipient: request.acs,
            Issuer: entityId,
            IssueInstant: forge.expired ? at(-20) : at(0),
            StatusCode: Constants.namespace.statusCode.success,
            ConditionsNotBefore: forge.expired ? at(-20) : at(0),
            ConditionsNotOnOrAfter: until,
            SubjectConfirmationDataNotOnOrAfter: until,
            NameIDFormat: Constants.namespace.format.emailAddress,
            NameID: email,
            InResponseTo: forge.inResponseTo ?? request.id,
            FirstName: first ?? 'Idp',
            LastName: rest.join(' ') || 'Person',
          };
          return { id, context: SamlLib.replaceTagsByValue(TEMPLATE, tags) };
        },
      },
    );
    let samlResponse = context;
    if (forge.unsigned) {
      const xml = Buffer.from(context, 'base64').toString('utf8');
      samlResponse = Buffer.from(xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '')).toString('base64');
    }
    return { SAMLResponse: samlResponse, RelayState: request.relayState, action: request.acs };
  }

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/metadata') {
      res.setHeader('content-type', 'application/samlmetadata+xml');
      res.end(idp.getMetadata());
      return;
    }
    if (url.pathname !== '/sso') {
      res.statusCode = 404;
      res.end();
      return;
    }
    // For a real browser: the auto-submitting form an IdP answers once the person is signed in.
    answer(url, nextEmail).then(
      (form) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          `<!doctype html><html lang="en"><head><title>Signing in</title></head>` +
            `<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(form.action)}">` +
            `<input type="hidden" name="SAMLResponse" value="${escapeHtml(form.SAMLResponse)}">` +
            `<input type="hidden" name="RelayState" value="${escapeHtml(form.RelayState)}">` +
            `<noscript><button type="submit">Continue</button></noscript></form></body></html>`,
        );
      },
      (error: unknown) => {
        res.statusCode = 400;
        res.end(String(error));
      },
    );
  });

  return {
    metadataUrl: entityId,
    entityId,
    willSignIn: (email) => void (nextEmail = email),
    signIn: (authorizeUrl, email, forge) => answer(new URL(authorizeUrl), email, forge),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
