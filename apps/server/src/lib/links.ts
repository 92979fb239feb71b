import type { FastifyRequest } from 'fastify';

/** Where links in mails point: the organization's own host. */
export type LinkBase = (org: { id: number; subdomain: string }) => string;

export function linkBaseFor(request: FastifyRequest, appDomain: string): LinkBase {
  const host = request.headers.host ?? appDomain;
  const port = /:\d+$/.exec(host)?.[0] ?? '';
  return (org) =>
    request.hostOrganization?.id === org.id
      ? `${request.protocol}://${host}`
      : `${request.protocol}://${org.subdomain}.${appDomain}${port}`;
}
