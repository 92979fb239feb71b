import type { Shape } from './schema-shape.ts';

/** A seeded generator (mulberry32): the same seed gives the same cases, so a failure can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** A random subset of `count` items, in their original order. */
    sample<T>(items: readonly T[], count: number): T[] {
      if (items.length <= count) return [...items];
      const keyed = items.map((item, index) => ({ item, index, key: next() }));
      return keyed
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .sort((a, b) => a.index - b.index)
        .map((k) => k.item);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** JSON text put into a body as it is: values JSON.stringify cannot write (10,000 levels deep, `__proto__` keys). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, except that RawJson values are written as they are. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const DEPTH = 10_000;
export const HUGE = 1_000_000;
export const deepArray = (depth = DEPTH) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
export const deepObject = (depth = DEPTH) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
export const protoObject = () =>
  new RawJson('{"__proto__":{"admin":true,"role":"admin"},"constructor":{"prototype":{}}}');

/** Ids a field may name: the caller's own objects (a valid frame) and the other organization's. */
export interface IdPool {
  own(field: string): number | undefined;
  other(field: string): number | undefined;
}

export interface Hostile {
  label: string;
  value: unknown;
  /**
   * The kind of hostility. Every field gets one value of each group in MUST (the classes that find real bugs: a
   * wrong type, text the database cannot store, an id out of range or of the other organization); the other groups
   * are pooled per route and sampled.
   */
  group: string;
}

export const MUST = new Set(['type', 'nul', 'range', 'tenant', 'list']);

/** One value of each MUST group per field (seeded), and up to `cap` of the rest of the route's pool. */
export function stratified<T extends { group: string }>(random: Random, variants: readonly T[][], cap: number): T[] {
  const must: T[] = [];
  const pool: T[] = [];
  for (const field of variants) {
    const groups = new Map<string, T[]>();
    for (const v of field) {
      if (MUST.has(v.group)) groups.set(v.group, [...(groups.get(v.group) ?? []), v]);
      else pool.push(v);
    }
    for (const options of groups.values()) must.push(random.pick(options));
  }
  return [...must, ...random.sample(pool, cap)];
}

const WRONG_TYPES: Record<string, unknown> = {
  number: 12345,
  string: 'not-a-value',
  array: [1, 'two', null],
  object: { nested: 'x' },
  null: null,
  boolean: true,
};
const kindOfValue: Partial<Record<Shape['kind'], string>> = {
  number: 'number',
  string: 'string',
  enum: 'string',
  literal: 'string',
  date: 'string',
  array: 'array',
  object: 'object',
  record: 'object',
  boolean: 'boolean',
};

export const isIdField = (name: string) => /(^|_)ids?$|Id$|^id$/.test(name);
const isDateField = (name: string) =>
  /(^|_)(start|ends|end|date|time|at|for|from|to|until)$|_at$|^start|^end/.test(name);

/** Text that databases, parsers and renderers choke on. */
export function hostileStrings(): Hostile[] {
  return [
    { label: '1 MB string', value: 'a'.repeat(HUGE), group: 'size' },
    { label: 'NUL byte', value: 'fuzz\u0000value', group: 'nul' },
    { label: 'lone surrogate', value: 'fuzz\ud800value', group: 'surrogate' },
    { label: 'reversed surrogates', value: '\udc00\ud800', group: 'surrogate' },
    { label: 'control and bidi characters', value: '\u0001\u0008\u001b[31m\u202e\ufeff\uffff', group: 'text' },
    { label: 'markup and quotes', value: `'"><script>alert(1)</script>{{7*7}}\${7*7}`, group: 'text' },
  ];
}

/** Numbers (and number-like strings) that are out of range, not whole, or not numbers at all. */
export function hostileNumbers(): Hostile[] {
  return [
    { label: 'above int4', value: 2_147_483_648, group: 'range' },
    { label: 'negative', value: -1, group: 'sign' },
    { label: 'zero', value: 0, group: 'sign' },
    { label: 'fraction', value: 1.5, group: 'sign' },
    { label: 'huge float', value: 1e308, group: 'range' },
    { label: '400 digits', value: '9'.repeat(400), group: 'range' },
    { label: 'NaN text', value: 'NaN', group: 'number text' },
    { label: 'Infinity text', value: 'Infinity', group: 'number text' },
    { label: 'exponent overflow', value: '1e309', group: 'number text' },
    { label: 'hex text', value: '0x10', group: 'number text' },
    { label: 'minus zero text', value: '-0', group: 'number text' },
  ];
}

const hostileDates: Hostile[] = [
  { label: 'impossible date', value: '2026-02-30T25:61:00Z', group: 'date' },
  { label: 'beyond Date range', value: '+275760-09-13T00:00:00.001Z', group: 'date' },
  { label: 'year 0', value: '0000-00-00T00:00:00Z', group: 'date' },
  { label: 'seven-digit year', value: '9999999-01-01', group: 'date' },
];

/** Hostile values for one field of the given shape. */
export function fieldVariants(name: string, shape: Shape, ids: IdPool): Hostile[] {
  const own = kindOfValue[shape.kind];
  const out: Hostile[] = Object.entries(WRONG_TYPES)
    .filter(([kind]) => kind !== own)
    .map(([kind, value]) => ({ label: `${kind} instead of ${shape.kind}`, value, group: 'type' }));
  out.push(
    { label: '10,000-deep array', value: deepArray(), group: 'deep' },
    { label: 'prototype keys', value: protoObject(), group: 'deep' },
  );
  const other = ids.other(name);
  if (shape.kind === 'number' || isIdField(name)) {
    out.push(...hostileNumbers());
    if (other !== undefined) out.push({ label: "other organization's id", value: other, group: 'tenant' });
  }
  if (['string', 'enum', 'literal', 'date', 'any'].includes(shape.kind)) out.push(...hostileStrings());
  if ((shape.kind === 'string' || shape.kind === 'date') && (shape.format === 'datetime' || isDateField(name))) {
    out.push(...hostileDates);
  }
  if (shape.kind === 'array') {
    const item = shape.item ? fieldVariants(name, shape.item, ids).map((h) => h.value) : [];
    out.push(
      {
        label: 'hostile items',
        value: item.filter((v) => typeof v !== 'string' || v.length < 1000).slice(0, 12),
        group: 'list',
      },
      { label: '20,000 items', value: Array.from({ length: 20_000 }, (_, i) => other ?? i + 1), group: 'list' },
    );
    if (other !== undefined) out.push({ label: "other organization's id in a list", value: [other], group: 'tenant' });
  }
  return out;
}
