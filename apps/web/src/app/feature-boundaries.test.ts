import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE §3.1: a web feature never imports another feature, and lib/ and components/ import neither a
 * feature nor app/. ESLint's boundaries rule says the same, but a line can switch lint off; this reads the sources
 * themselves, so no cycle between features can come back unnoticed. app/ is where features meet.
 */
const featureSources = import.meta.glob<string>('../features/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sharedSources = import.meta.glob<string>(['../lib/**/*.{ts,tsx}', '../components/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Static imports and re-exports, side-effect imports, lazy import() and vi.mock() paths.
const SPECIFIER =
  /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
}

/** `from` is a glob key ("../features/events/x.ts"); the answer is the same kind of path, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** "../features/guests/api/rsvp.ts" → "guests"; null outside features/. */
function featureOf(path: string): string | null {
  return /^\.\.\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Every import of one feature from another, as "file -> specifier". */
function crossFeatureImports(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    specifiers(source)
      .filter((specifier) => {
        const target = resolve(file, specifier);
        const feature = target && featureOf(`${target}/`);
        return feature !== null && feature !== featureOf(file);
      })
      .map((specifier) => `${file} -> ${specifier}`),
  );
}

/** Every import from lib/ or components/ into a feature or app/. */
function sharedCodeReachingOut(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    specifiers(source)
      .filter((specifier) => /^\.\.\/(features|app)\//.test(`${resolve(file, specifier) ?? ''}/`))
      .map((specifier) => `${file} -> ${specifier}`),
  );
}

describe('feature boundaries', () => {
  it('reads every feature, the three event features among them', () => {
    const features = new Set(Object.keys(featureSources).map(featureOf));
    for (const name of ['events', 'guests', 'communications', 'groups']) expect(features).toContain(name);
    expect(Object.keys(sharedSources)).toContain('../lib/event/event-models.ts');
  });

  it('has no feature that imports another feature', () => {
    expect(crossFeatureImports(featureSources)).toEqual([]);
  });

  it('has no lib/ or components/ file that imports a feature or the app', () => {
    expect(sharedCodeReachingOut(sharedSources)).toEqual([]);
  });

  it('finds imports that cross, whatever form they take and even with lint switched off', () => {
    const sources = {
      '../features/guests/list/a.ts': [
        "import { b } from './b';",
        "import type { HuddleEvent } from '../../../lib/event/event-models';",
        '// eslint-disable-next-line boundaries/element-types',
        "import { useEvent } from '../../events/api/get-event';",
        "const Tab = lazy(() => import('../../communications/communications-tab'));",
        "export { x } from '../../events/x';",
        "vi.mock('../../events/y', () => ({}));",
      ].join('\n'),
      '../features/guests/list/b.ts': "import { c } from '../api/c';",
    };
    expect(crossFeatureImports(sources)).toEqual([
      '../features/guests/list/a.ts -> ../../events/api/get-event',
      '../features/guests/list/a.ts -> ../../communications/communications-tab',
      '../features/guests/list/a.ts -> ../../events/x',
      '../features/guests/list/a.ts -> ../../events/y',
    ]);
    expect(
      sharedCodeReachingOut({
        '../lib/event/x.ts': "import { a } from '../../app/router';\nimport { b } from '../../features/events/b';",
        '../components/y.tsx': "import { c } from '../lib/c';",
      }),
    ).toEqual(['../lib/event/x.ts -> ../../app/router', '../lib/event/x.ts -> ../../features/events/b']);
  });
});
