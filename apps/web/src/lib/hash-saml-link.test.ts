import { afterEach, describe, expect, it } from 'vitest';
import { rewriteHashSamlLink, samlPathFromHash } from './hash-saml-link';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hash-style SAML callback links', () => {
  it('rewrites /#/auth/okta/saml/callback?x=1 to the path route on start', () => {
    window.history.replaceState(null, '', '/#/auth/okta/saml/callback?x=1');
    rewriteHashSamlLink();
    expect(window.location.pathname).toBe('/auth/okta/saml/callback');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('');
  });

  it('keeps query parameters from before the hash and leaves other links alone', () => {
    expect(samlPathFromHash({ search: '?a=1&x=9', hash: '#/auth/okta/saml/login?x=2' })).toBe(
      '/auth/okta/saml/login?x=2&a=1',
    );
    expect(samlPathFromHash({ search: '', hash: '#/events' })).toBeNull();
    expect(samlPathFromHash({ search: '', hash: '' })).toBeNull();

    window.history.replaceState(null, '', '/profile#section');
    rewriteHashSamlLink();
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/profile#section');
  });
});
