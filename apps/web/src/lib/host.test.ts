import { describe, expect, it } from 'vitest';
import { organizationUrl } from './host';

describe('host', () => {
  it('builds the organization address from the current one', () => {
    expect(organizationUrl('acme', { protocol: 'http:', host: 'localhost:3000' })).toBe('http://acme.localhost:3000');
  });
});
