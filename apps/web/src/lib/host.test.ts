import { describe, expect, it } from 'vitest';
import { hasSubdomain, organizationUrl } from './host';

describe('host', () => {
  it.each([
    ['localhost', false],
    ['127.0.0.1', false],
    ['acme.localhost', true],
    ['huddle.events', false],
    ['www.huddle.events', false],
    ['acme.huddle.events', true],
  ])('%s has a subdomain: %s', (host, expected) => {
    expect(hasSubdomain(host, '')).toBe(expected);
  });

  it('uses the configured domain when there is one', () => {
    expect(hasSubdomain('acme.app.example.com', 'app.example.com')).toBe(true);
    expect(hasSubdomain('app.example.com', 'app.example.com')).toBe(false);
  });

  it('builds the organization address from the current one', () => {
    expect(organizationUrl('acme', { protocol: 'http:', host: 'localhost:3000' })).toBe('http://acme.localhost:3000');
  });
});
