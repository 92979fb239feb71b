import { isIdField, type IdPool } from './hostile.ts';
import type { Shape } from './schema-shape.ts';

/**
 * A plausible valid value for a field, from its shape and name: the frame that hostile values are put into one at a
 * time, so each reaches the code behind the first check that would otherwise refuse the whole body.
 */
export function sampleOf(name: string, shape: Shape, ids: IdPool, now: Date): unknown {
  switch (shape.kind) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.fields ?? {}))
        value[key] = sampleOf(childName(name, key), field, ids, now);
      return value;
    }
    case 'array':
      return shape.item ? [sampleOf(name.replace(/s$/, ''), shape.item, ids, now)] : [];
    case 'enum':
    case 'literal':
      return shape.values?.[0];
    case 'boolean':
      return false;
    case 'record':
      return {};
    case 'number':
      if (isIdField(name)) return ids.own(name) ?? 1;
      return Math.max(1, shape.min ?? 1);
    case 'date':
      return future(now);
    default:
      return sampleText(name, shape, ids, now);
  }
}

/** A row's `id` inside a list (`invitees: [{id}]`) names what the list names. */
export const childName = (parent: string, key: string) => (key === 'id' && parent && parent !== 'id' ? parent : key);

const future = (now: Date, days = 14) => new Date(now.getTime() + days * 86_400_000).toISOString();

function sampleText(name: string, shape: Shape, ids: IdPool, now: Date): unknown {
  if (isIdField(name)) return String(ids.own(name) ?? 1);
  const format = shape.format ?? '';
  if (format === 'email' || /email/.test(name)) return 'fuzz.person@acme.test';
  if (format === 'url' || /link|url/.test(name)) return 'https://example.com/fuzz';
  if (format === 'datetime' || /(^|_)(start|ends|end|at|for|date)$/.test(name)) {
    return future(now, name.startsWith('end') ? 15 : 14);
  }
  if (/timezone/.test(name)) return 'Europe/Lisbon';
  if (/password/.test(name)) return 'Fuzz-Passw0rd!';
  if (/code/.test(name)) return '123456';
  if (/subdomain/.test(name)) return 'fuzzsub';
  if (/domain/.test(name)) return 'fuzz.test';
  if (/colou?r/.test(name)) return '#336699';
  const text = 'Fuzz value';
  const max = shape.max ?? text.length;
  return text.padEnd(Math.max(shape.min ?? 0, 1), 'x').slice(0, Math.max(1, max));
}
