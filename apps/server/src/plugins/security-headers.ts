import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. The SPA is one module script and styles that Emotion writes at run time, so
 * scripts come only from our origin while styles may be inline. Rich text may show images from the web.
 * HSTS only when the public site is HTTPS: on plain HTTP (the demo) it would be ignored or, worse, pin a developer's
 * browser to HTTPS for localhost.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = securityHeaders(options);
  // An integration's return page (/auth/slack, later /auth/outlook) opens in the popup the app's window polls: it
  // comes from the provider's origin, and any other opener policy would cut the popup off from its opener.
  const returnPage = { ...headers, 'cross-origin-opener-policy': 'unsafe-none' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(RETURN_PAGES) ? returnPage : headers);
    done();
  });
}

const RETURN_PAGES = '/auth/';

/**
 * The headers are the same for every answer, so helmet computes them once (issue 14: building them per request, as
 * @fastify/helmet does, cost a tenth of a small read's time).
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https && { upgradeInsecureRequests: [] }),
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sign-in and integration pop-ups (Slack, calendars) talk to the window that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
