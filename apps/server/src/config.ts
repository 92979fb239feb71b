import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

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
  MAIL_FROM: z.string().default('Huddle <no-reply@huddle.localhost>'),
  APP_DOMAIN: z.string().default('localhost'),
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  WEB_DIST: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appDomain: string;
  demoData: boolean;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  production: boolean;
  webDist: string;
  /** Requests a minute from one address on the sensitive auth calls. */
  authRateLimit: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.parse(source);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    appDomain: parsed.APP_DOMAIN,
    // Demo data is on by default for the embedded database, off for a real server.
    demoData: parsed.DEMO_DATA ?? !parsed.DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    production: parsed.NODE_ENV === 'production',
    webDist: parsed.WEB_DIST ? path.resolve(parsed.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    authRateLimit: parsed.AUTH_RATE_LIMIT,
  };
}
