import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config.ts';

/** Issue 31: a real database never gets the demo's well-known password unless someone asks for it, loudly. */
describe('demo data by default', () => {
  const url = 'postgres://db.internal/huddle';

  it('seeds the embedded database (npm start) and never PostgreSQL unless DEMO_DATA=1', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: '' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('warns at start when PostgreSQL is seeded, in development too', () => {
    expect(startupWarnings(loadConfig({ DATABASE_URL: url, DEMO_DATA: '1' })).join('\n')).toMatch(
      /DEMO_DATA=1 with DATABASE_URL/,
    );
    expect(startupWarnings(loadConfig({}))).toEqual([]);
    expect(startupWarnings(loadConfig({ DATABASE_URL: url }))).toEqual([]);
  });
});
