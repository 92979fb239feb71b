/**
 * The organization comes from the first label of `{subdomain}.{domain}`. Without knowing the server's
 * APP_DOMAIN we treat localhost, IP addresses and two-label names (huddle.events) as the bare domain.
 */
export function hasSubdomain(hostname: string, appDomain = import.meta.env.VITE_APP_DOMAIN as string | undefined) {
  const host = hostname.toLowerCase();
  if (appDomain) return host.endsWith(`.${appDomain.toLowerCase()}`);
  if (host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return false;
  const labels = host.split('.');
  if (labels.at(-1) === 'localhost') return labels.length >= 2;
  return labels.length >= 3 && labels[0] !== 'www';
}

/** http://acme.localhost:3000 from http://localhost:3000 and "acme". */
export function organizationUrl(subdomain: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const host = location.host.replace(/^www\./, '');
  return `${location.protocol}//${subdomain}.${host}`;
}
