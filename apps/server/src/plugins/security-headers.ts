import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The SPA is one module script and styles that Emotion writes at run time, so
 * scripts come only from our origin while styles may be inline. Rich text may show images from the web.
 * HSTS only when the public site is HTTPS: on plain HTTP (the demo) it would be ignored or, worse, pin a developer's
 * browser to HTTPS for localhost.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(fastifyHelmet, {
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
  });
}
