/** http://acme.localhost:3000 from http://localhost:3000 and "acme". */
export function organizationUrl(subdomain: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const host = location.host.replace(/^www\./, '');
  return `${location.protocol}//${subdomain}.${host}`;
}
