import type { FastifyRequest } from 'fastify';

/** Where links in mails and calendar files point: the organization's own host. */
export type LinkBase = (org: { subdomain: string }) => string;

export interface PublicSite {
  appDomain: string;
  publicScheme: 'http' | 'https';
  publicPort: number | null;
}

/**
 * Links come from configuration only: `{scheme}://{subdomain}.{APP_DOMAIN}{:port}`. Never from the request's Host or
 * X-Forwarded-* headers, which are the client's words (a forged Host would put an attacker's site in a reset mail).
 */
export function linkBaseOf(site: PublicSite): LinkBase {
  const port = site.publicPort === null ? '' : `:${site.publicPort}`;
  return (org) => `${site.publicScheme}://${org.subdomain}.${site.appDomain}${port}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    linkBase: LinkBase;
    /** The public site is HTTPS: cookies are Secure (and the session cookie takes the __Host- prefix). */
    secureCookies: boolean;
  }
}

/** The app's configured link base (decorated once in app.ts). */
export function linkBaseFor(request: FastifyRequest): LinkBase {
  return request.server.linkBase;
}
