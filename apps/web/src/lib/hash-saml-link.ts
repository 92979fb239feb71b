const SAML_HASH_PREFIX = '#/auth/okta/saml/';

/**
 * Spec §2.1: a hash-style SAML callback link (`/#/auth/okta/saml/callback?x=1`) becomes the path route
 * (`/auth/okta/saml/callback?x=1`). Query parameters before the hash are kept unless the hash repeats them.
 * Returns null for any other URL.
 */
export function samlPathFromHash(location: Pick<Location, 'search' | 'hash'>): string | null {
  if (!location.hash.startsWith(SAML_HASH_PREFIX)) return null;
  const target = new URL(location.hash.slice(1), 'http://huddle.invalid');
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return `${target.pathname}${target.search}`;
}

/** Rewrites the address in place before the router starts, so the router sees the path route. */
export function rewriteHashSamlLink(win: Window = window): void {
  const path = samlPathFromHash(win.location);
  if (path) win.history.replaceState(win.history.state, '', path);
}
