import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from '../config.ts';
import { redactUrl } from '../lib/logging.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  createOrganization,
  createUser,
  freshIp,
  lastMail,
  signedIn,
  type TestOrganization,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const resetMailFor = async (app: TestApp, headers: Record<string, string>, existing?: TestOrganization) => {
  const org = existing ?? (await createOrganization(app.db));
  const user = await createUser(app.db, org);
  const r = await app.app.inject({
    method: 'POST',
    url: '/api/users/reset_password',
    headers: { host: org.host, ...headers },
    remoteAddress: freshIp(),
    payload: { email: user.email },
  });
  expect(r.statusCode).toBe(200);
  return { org, mail: (await lastMail(app.db, user.email))! };
};

describe('links in mail come from configuration, never from request headers', () => {
  it('ignores a forged Host port and X-Forwarded-Proto/Host, in production too', async () => {
    const prod = await buildTestApp({ production: true, env: { PUBLIC_SCHEME: 'http' } });
    try {
      const org = await createOrganization(prod.db);
      const { mail } = await resetMailFor(
        prod,
        {
          host: `${org.host}:9999`,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
        },
        org,
      );
      expect(mail.text).toContain(`http://${org.host}/change-password?token=`);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).not.toContain(':9999');
      expect(mail.text).not.toContain('https://');
    } finally {
      await prod.close();
    }
  });

  it('uses PUBLIC_SCHEME and PUBLIC_PORT', async () => {
    const https = await buildTestApp({ env: { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' } });
    try {
      const { org, mail } = await resetMailFor(https, {});
      expect(mail.text).toContain(`https://${org.host}:8443/change-password?token=`);
    } finally {
      await https.close();
    }
  });
});

describe('proxy trust', () => {
  const attempts = async (app: TestApp, forwarded: (i: number) => string) => {
    const org = await createOrganization(app.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await app.app.inject({
        method: 'POST',
        url: '/api/users/reset_password',
        headers: { host: org.host, 'x-forwarded-for': forwarded(i) },
        remoteAddress: '192.0.2.10',
        payload: { email: `nobody${i}@example.com` },
      });
      statuses.push(r.statusCode);
    }
    return statuses;
  };

  it('is off by default: X-Forwarded-For does not choose the address the limit counts', async () => {
    const app = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      expect(await attempts(app, (i) => `203.0.113.${i}`)).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY=1 the address before our proxy is the client', async () => {
    const app = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' } });
    try {
      expect(await attempts(app, (i) => `203.0.113.${i}`)).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('parses TRUST_PROXY as off, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, frame-ancestors none, nosniff and a referrer policy; no HSTS on http', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them with refusals, unknown routes and the app page too', async () => {
    for (const url of ['/api/users/current', '/api/no-such-route', '/events/upcoming']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { host: 'acme.localhost' } });
      expect(r.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(r.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends HSTS when the site is served over HTTPS', async () => {
    const https = await buildTestApp({ env: { PUBLIC_SCHEME: 'https' } });
    try {
      const r = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(r.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('source maps', () => {
  it('are served in development only', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.map'), '{"version":3}');
    const dev = await buildTestApp({ webDist: dist });
    const prod = await buildTestApp({ webDist: dist, production: true });
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/assets/app.js.map' })).statusCode).toBe(200);
      expect((await prod.app.inject({ method: 'GET', url: '/assets/app.js.map' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    } finally {
      await dev.close();
      await prod.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('defaults by environment', () => {
  it('seeds demo data by default only outside production, and warns loudly when production asks for it', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    const asked = loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1', SMTP_URL: 'smtp://m', PUBLIC_SCHEME: 'https' });
    expect(asked.demoData).toBe(true);
    expect(startupWarnings(asked).join('\n')).toMatch(/DEMO_DATA=1 in production/);
  });

  it('warns when production has no SMTP, and not in development', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production' })).join('\n')).toMatch(/No SMTP_URL/);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });

  it('configures the AI model only with a URL and a model, and warns when one is missing', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 60_000,
    });
    const half = loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1' });
    expect(half.llm).toBeNull();
    expect(startupWarnings(half).join('\n')).toMatch(/LLM_BASE_URL and LLM_MODEL go together/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x' })).toThrow();
  });

  it('builds links with the port in development and without it behind a production proxy', () => {
    expect(loadConfig({ PORT: '3000' })).toMatchObject({ publicScheme: 'http', publicPort: 3000 });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ publicScheme: 'https', publicPort: null });
    expect(loadConfig({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' }).publicPort).toBeNull();
  });
});

describe('secrets in logs', () => {
  it('redacts tokens and codes from logged URLs', () => {
    expect(redactUrl('/api/events/3/pdf_data?token=abc&x=1')).toBe('/api/events/3/pdf_data?token=[redacted]&x=1');
    expect(redactUrl('/login?confirmation_token=s3cr3t')).toBe('/login?confirmation_token=[redacted]');
    expect(redactUrl('/api/invitees/email_rsvp?token=t&status=yes')).toBe(
      '/api/invitees/email_rsvp?token=[redacted]&status=yes',
    );
    expect(redactUrl('/api/events?page=2')).toBe('/api/events?page=2');
  });

  it('logs real requests by method and redacted URL, without their headers or bodies', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestApp({ logStream: sink });
    try {
      const org = await createOrganization(app.db);
      await app.app.inject({
        method: 'GET',
        url: '/api/events/1/pdf_data?token=pdf-secret&x=1',
        headers: { host: org.host, authorization: 'Bearer bearer-secret', cookie: 'huddle_session=cookie-secret' },
      });
      await app.app.inject({ method: 'GET', url: '/sign-up?invitation=invite-secret&email=a%40b.c' });
      await app.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host: org.host },
        remoteAddress: freshIp(),
        payload: { user: { email: 'a@b.c', password: 'password-secret' } },
      });
      const logged = lines.join('');
      expect(logged).toContain('/api/events/1/pdf_data?token=[redacted]&x=1');
      expect(logged).toContain('/sign-up?invitation=[redacted]&email=a%40b.c');
      for (const secret of ['pdf-secret', 'bearer-secret', 'cookie-secret', 'invite-secret', 'password-secret']) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

describe('GraphQL limits', () => {
  const post = (app: TestApp, headers: Record<string, string>, query: string) =>
    app.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } });

  it('refuses queries nested too deeply or asking for too many fields', async () => {
    const org = await createOrganization(t.db);
    const { headers } = await signedIn(t, org);
    // ofType unwraps one type (no fan-out) and is not counted; fields of types of fields … are.
    const deep = `{ ${'__schema { types { fields { type { fields { type { fields { type { name } } } } } } } }'} }`;
    const tooDeep = await post(t, headers, deep);
    expect(tooDeep.json().errors[0].message).toMatch(/nested too deeply/);
    const wide = `{ ${Array.from({ length: 301 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect((await post(t, headers, wide)).json().errors[0].message).toMatch(/too many fields/);
    expect((await post(t, headers, '{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('measures a fan-out of fragments once each, so a short document cannot make the limit itself slow', async () => {
    const org = await createOrganization(t.db);
    const { headers } = await signedIn(t, org);
    // f0 spreads f1 twice, f1 spreads f2 twice, … : 2^40 fields if each spread were walked again.
    const n = 40;
    const fragments = Array.from({ length: n }, (_, i) =>
      i === n - 1
        ? `fragment f${i} on Query { __typename }`
        : `fragment f${i} on Query { a${i}: __typename ...f${i + 1} ... on Query { ...f${i + 1} } }`,
    );
    const r = await post(t, headers, `{ ...f0 } ${fragments.join(' ')}`);
    expect(r.json().errors[0].message).toMatch(/too many fields/);
  });

  it('allows introspection in development and refuses it in production', async () => {
    const org = await createOrganization(t.db);
    const { headers } = await signedIn(t, org);
    expect((await post(t, headers, '{ __schema { queryType { name } } }')).json().data.__schema).toBeTruthy();
    const prod = await buildTestApp({ production: true });
    try {
      const prodOrg = await createOrganization(prod.db);
      const s = await signedIn(prod, prodOrg);
      const r = (await post(prod, s.headers, '{ __schema { queryType { name } } }')).json();
      expect(r.data).toBeUndefined();
      expect(r.errors[0].message).toMatch(/introspection/i);
    } finally {
      await prod.close();
    }
  });

  it('is bound to the host like /api: another organization’s session is refused', async () => {
    const acme = await createOrganization(t.db);
    const globex = await createOrganization(t.db);
    const { token } = await signedIn(t, globex);
    const r = await post(t, { host: acme.host, authorization: `Bearer ${token}` }, '{ __typename }');
    expect(r.statusCode).toBe(401);
  });
});
