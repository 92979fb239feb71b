import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** A URL setting with a default (an empty value means the default). */
const httpUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || fallback)
    .pipe(z.url({ protocol: /^https?$/ }));

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // The SMTP connection pool: connections kept open, and mails each carries before it is renewed.
  SMTP_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(5),
  SMTP_POOL_MESSAGES: z.coerce.number().int().min(1).default(1_000),
  MAIL_FROM: z.string().default('Huddle <no-reply@huddle.localhost>'),
  APP_DOMAIN: z.string().default('localhost'),
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  WEB_DIST: z.string().optional(),
  // One office behind one public address signs in at 9 am: the per-address ceiling is generous; accounts are
  // throttled one by one in the auth service.
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_SCHEME: z.enum(['http', 'https', '']).optional(),
  PUBLIC_PORT: z
    .string()
    .regex(/^\d{0,5}$/)
    .optional(),
  DEV_OUTBOX: flag,
  // A job a process holds is taken up by another process this long after the holder died (ADR 20).
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  // SIGTERM: running requests and jobs get this long; what is left goes back to the queue, then the process exits.
  SHUTDOWN_SECONDS: z.coerce.number().int().min(2).max(600).default(25),
  // The AI event generator (issue 20, ADR 23): any OpenAI-compatible chat completions API. Off without a URL and model.
  LLM_BASE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  LLM_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(60),
  // Slow clients (issue 31): a request must arrive whole within this, and a connection silent this long is closed.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  // Multipart bodies read at the same time; more answer 503 with Retry-After.
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
  // PostgreSQL ends a session whose transaction sits idle this long (a stuck request must not hold rows and a connection).
  DB_IDLE_IN_TRANSACTION_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  // Slack (issue 33, ADR 33): the Slack app's settings; Slack is off without the three secrets and INTEGRATIONS_KEY.
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  SLACK_SIGNING_SECRET: optionalText,
  SLACK_API_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'https://slack.com/api/')
    .pipe(z.url({ protocol: /^https?$/ })),
  SLACK_AUTHORIZE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'https://slack.com/oauth/v2/authorize')
    .pipe(z.url({ protocol: /^https?$/ })),
  // Google sign-in (issue 34): the Google OAuth client; Google sign-in is off without the id, the secret and
  // INTEGRATIONS_KEY. The issuer is discovered with OpenID Connect; the two endpoints may point elsewhere (a local IdP).
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: httpUrl('https://accounts.google.com'),
  GOOGLE_AUTHORIZE_URL: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl('https://oauth2.googleapis.com/token'),
  GOOGLE_API_URL: httpUrl('https://www.googleapis.com/'),
  // The connection store's key (tokens of every integration are sealed with it): 32 characters or more.
  INTEGRATIONS_KEY: optionalText.pipe(z.string().min(32, 'INTEGRATIONS_KEY must be 32 characters or more').optional()),
});

/**
 * TRUST_PROXY: off by default, so no client chooses its own address or scheme with X-Forwarded-*. A number trusts
 * that many hops; anything else is a comma-separated list of proxy addresses or CIDR ranges.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpPool: { maxConnections: number; maxMessages: number };
  mailFrom: string;
  appDomain: string;
  demoData: boolean;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  production: boolean;
  webDist: string;
  /** Requests a minute from one address on the sensitive auth calls (an office shares one address). */
  authRateLimit: number;
  trustProxy: TrustProxy;
  /** Scheme and port of the links in mails and calendar files; the host is `{subdomain}.{appDomain}`. */
  publicScheme: 'http' | 'https';
  publicPort: number | null;
  /** GET /api/dev/outbox for admins: only when asked for, and never with SMTP. */
  devOutbox: boolean;
  jobLeaseSeconds: number;
  shutdownSeconds: number;
  /** The language model of the AI event generator; null when none is configured (the feature is then off). */
  llm: LlmConfig | null;
  /** LLM_BASE_URL without LLM_MODEL, or the other way round: a start-up warning. */
  llmIncomplete: boolean;
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed. */
  connectionTimeoutMs: number;
  /** Multipart bodies read at once (plugins/uploads.ts). */
  uploadConcurrency: number;
  /** PostgreSQL's idle_in_transaction_session_timeout for the app's connections. */
  idleInTransactionMs: number;
  /** The key that seals integration tokens at rest (integrations/sealed.ts); null when none is configured. */
  integrationsKey: string | null;
  /** The Slack app; null when its settings or INTEGRATIONS_KEY are missing (Slack is then off). */
  slack: SlackConfig | null;
  /** Some Slack settings without the rest: a start-up warning. */
  slackIncomplete: boolean;
  /** Google sign-in; null when its client or INTEGRATIONS_KEY is missing (the sign-in button is then hidden). */
  google: GoogleConfig | null;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect discovery starts here (https://accounts.google.com or a local IdP). */
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Google's APIs (the Admin Directory), ending in a slash. */
  apiUrl: string;
}

export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  /** The Web API's base, ending in a slash (https://slack.com/api/ or a local fake). */
  apiUrl: string;
  authorizeUrl: string;
}

export interface LlmConfig {
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) need none; the client then sends a placeholder. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * Links carry the port in development (acme.localhost:3000); behind a proxy in production they carry none. An empty
 * PUBLIC_PORT means none, and the scheme's default port is never written.
 */
function publicPortOf(value: string | undefined, fallback: number | null, scheme: 'http' | 'https') {
  const port = value === undefined ? fallback : value ? Number(value) : null;
  return port === (scheme === 'https' ? 443 : 80) ? null : port;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.parse(source);
  const production = parsed.NODE_ENV === 'production';
  const publicScheme = parsed.PUBLIC_SCHEME || (production ? 'https' : 'http');
  const publicPort = publicPortOf(parsed.PUBLIC_PORT, production ? null : parsed.PORT, publicScheme);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    smtpPool: { maxConnections: parsed.SMTP_POOL_CONNECTIONS, maxMessages: parsed.SMTP_POOL_MESSAGES },
    mailFrom: parsed.MAIL_FROM,
    appDomain: parsed.APP_DOMAIN,
    // Demo data is on by default only for the embedded database outside production (npm start); PostgreSQL and
    // production are seeded only when DEMO_DATA asks for it (issue 31), with a warning at start.
    demoData: parsed.DEMO_DATA ?? (!parsed.DATABASE_URL && !production),
    logLevel: parsed.LOG_LEVEL,
    production,
    webDist: parsed.WEB_DIST ? path.resolve(parsed.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    authRateLimit: parsed.AUTH_RATE_LIMIT ?? 300,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    publicScheme,
    publicPort:
      publicPort === 80 && publicScheme === 'http'
        ? null
        : publicPort === 443 && publicScheme === 'https'
          ? null
          : publicPort,
    devOutbox: parsed.DEV_OUTBOX ?? false,
    jobLeaseSeconds: parsed.JOB_LEASE_SECONDS,
    shutdownSeconds: parsed.SHUTDOWN_SECONDS,
    llm:
      parsed.LLM_BASE_URL && parsed.LLM_MODEL
        ? {
            baseUrl: parsed.LLM_BASE_URL,
            apiKey: parsed.LLM_API_KEY || undefined,
            model: parsed.LLM_MODEL,
            timeoutMs: parsed.LLM_TIMEOUT_SECONDS * 1000,
          }
        : null,
    llmIncomplete: Boolean(parsed.LLM_BASE_URL) !== Boolean(parsed.LLM_MODEL),
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: parsed.CONNECTION_TIMEOUT_SECONDS * 1000,
    uploadConcurrency: parsed.UPLOAD_CONCURRENCY,
    idleInTransactionMs: parsed.DB_IDLE_IN_TRANSACTION_SECONDS * 1000,
    ...slackOf(parsed),
    google: googleOf(parsed),
  };
}

function googleOf(parsed: z.infer<typeof env>): GoogleConfig | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = parsed;
  // The sign-in's PKCE verifier and nonce are derived with INTEGRATIONS_KEY (modules/auth/sso-states.ts).
  if (!clientId || !clientSecret || !parsed.INTEGRATIONS_KEY) return null;
  return {
    clientId,
    clientSecret,
    issuer: parsed.GOOGLE_ISSUER,
    authorizeUrl: parsed.GOOGLE_AUTHORIZE_URL,
    tokenUrl: parsed.GOOGLE_TOKEN_URL,
    apiUrl: parsed.GOOGLE_API_URL.endsWith('/') ? parsed.GOOGLE_API_URL : `${parsed.GOOGLE_API_URL}/`,
  };
}

function slackOf(parsed: z.infer<typeof env>) {
  const { SLACK_CLIENT_ID: clientId, SLACK_CLIENT_SECRET: clientSecret, SLACK_SIGNING_SECRET: signingSecret } = parsed;
  const integrationsKey = parsed.INTEGRATIONS_KEY ?? null;
  const complete = Boolean(clientId && clientSecret && signingSecret && integrationsKey);
  return {
    integrationsKey,
    slack: complete
      ? {
          clientId: clientId!,
          clientSecret: clientSecret!,
          signingSecret: signingSecret!,
          apiUrl: parsed.SLACK_API_URL.endsWith('/') ? parsed.SLACK_API_URL : `${parsed.SLACK_API_URL}/`,
          authorizeUrl: parsed.SLACK_AUTHORIZE_URL,
        }
      : null,
    slackIncomplete: !complete && Boolean(clientId || clientSecret || signingSecret),
  };
}

/** What an operator must not miss at start: loud, at warn level, once. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && config.demoData) {
    warnings.push(
      'DEMO_DATA=1 in production: demo organizations with the well-known password "Password1!" are being seeded. ' +
        'Never do this on a server that real people use.',
    );
  }
  if (!config.production && config.demoData && config.databaseUrl) {
    warnings.push(
      'DEMO_DATA=1 with DATABASE_URL: demo organizations with the well-known password "Password1!" are seeded into ' +
        'that PostgreSQL database when it is empty. Never point this at a database that real people use.',
    );
  }
  if (config.production && !config.smtpUrl) {
    warnings.push(
      'No SMTP_URL in production: no mail will be delivered (sign-up, reset, invitations stay in the outbox table).',
    );
  }
  if (config.production && config.publicScheme !== 'https') {
    warnings.push(
      'PUBLIC_SCHEME is http in production: session cookies are not marked Secure and links are plain HTTP.',
    );
  }
  if (config.slackIncomplete) {
    warnings.push(
      'Slack needs SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_SIGNING_SECRET and INTEGRATIONS_KEY together: ' +
        'with only some of them Slack stays off.',
    );
  }
  if (config.llmIncomplete) {
    warnings.push('LLM_BASE_URL and LLM_MODEL go together: with only one of them the AI event generator stays off.');
  }
  return warnings;
}
