import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { APP_VERSION } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Tenancy } from './db/tenancy.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { Storage } from './integrations/storage/storage.ts';
import type { Queue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import { registerAccess } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerHealth, type Lifecycle } from './plugins/health.ts';
import { publicRoute } from './plugins/route-matrix.ts';
import { registerGraphql } from './plugins/graphql.ts';
import { graphqlSchema } from './graphql-schema.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStatic } from './plugins/static.ts';
import { linkBaseOf } from './lib/links.ts';
import { registerTenant } from './plugins/tenant.ts';
import { registerTenantScope } from './plugins/tenant-scope.ts';
import { registerUploads } from './plugins/uploads.ts';
import { MODULES } from './modules/manifest.ts';
import type { Services } from './services.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  queue: Queue;
  services: Services;
  tenancy: Tenancy;
  /** Set while shutting down: readiness answers 503 so the load balancer stops sending traffic. */
  lifecycle?: Lifecycle;
  /** Sees every route as it is added, its options (schemas, config) included: the fuzzer's route table. */
  onRoute?: (route: RouteOptions) => void;
}

/** TRUST_PROXY=N: the N nearest hops are our proxies; the address before them is the client's. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps) {
  const { config, services } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // Off unless configured: otherwise any client picks its own address (rate limits) and scheme.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Spec paths such as /api/users/update_permission/ end in a slash; both spellings work.
    routerOptions: { ignoreTrailingSlash: true },
    // Slow clients (issue 31): a request must arrive whole in time (408 otherwise), a silent connection is closed.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      // How often Node looks for requests past their time (its default, 30 s, would let them run that much longer).
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs / 2, 5_000),
    },
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  app.decorate('linkBase', linkBaseOf(config));
  // Served over HTTPS (configuration, never a client's X-Forwarded-Proto): __Host- session cookie, Secure cookies.
  const secureCookies = config.publicScheme === 'https';
  app.decorate('secureCookies', secureCookies);
  registerSecurityHeaders(app, { https: config.publicScheme === 'https' });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 2000 } });
  await app.register(fastifyRateLimit, {
    global: false,
    // Thrown, so the one error handler writes {"error": …} like every other refusal.
    errorResponseBuilder: () => Object.assign(new Error(AUTH_MESSAGES.tooManyRequests), { statusCode: 429 }),
  });
  await registerOpenApi(app);
  registerTenant(app, services.organizations);
  registerAccess(app, services.auth, { secureCookies, appDomain: config.appDomain });
  registerUploads(app, { concurrency: config.uploadConcurrency });
  registerTenantScope(app, deps.tenancy);

  registerHealth(app, deps.database, deps.lifecycle ?? { stopping: false });
  // The SPA compares this with its own build and reloads when a new version is deployed.
  app.get('/api/version', { config: { access: 'public', matrix: publicRoute } }, async () => ({
    version: APP_VERSION,
  }));

  // The modules of the manifest (modules/manifest.json), in its order: a new area joins the list there.
  const context = { config, clock: deps.clock, mailerEnabled: deps.mailer.enabled, secureCookies };
  for (const module of MODULES) {
    for (const plugin of module.routes?.(services, context) ?? []) await app.register(plugin);
  }
  registerGraphql(app, graphqlSchema(services), {
    production: config.production,
  });
  await registerStatic(app, config.webDist, deps.storage, { sourceMaps: !config.production });

  return app;
}
