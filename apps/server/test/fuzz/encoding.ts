import { RawJson, toJson } from './hostile.ts';

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three bytes a careless
 * encoder would send (CESU-8, e.g. %ED%A0%80): invalid UTF-8 for the server to decode.
 */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0xd800 || code > 0xdfff) out += encodeURIComponent(char);
      else {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    }
    return out;
  }
}

/** A value as text for a path segment, a query value or a form field. */
export function asText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? toJson(value) : String(value);
}

/** Query pairs for one field: lists repeat the key (as Rails and fast-querystring read it), objects use `[key]`. */
export function queryPairs(name: string, value: unknown): [string, string | null][] {
  if (value === null) return [[name, null]];
  if (Array.isArray(value)) {
    if (value.length === 0) return [[`${name}[]`, '']];
    return value.map((item) => [name, asText(item)]);
  }
  if (typeof value === 'object' && !(value instanceof RawJson)) {
    return Object.entries(value as Record<string, unknown>).map(([key, item]) => [`${name}[${key}]`, asText(item)]);
  }
  return [[name, asText(value)]];
}

/** `?a=1&b` from pairs; a null value is a key without `=`. */
export function queryString(pairs: readonly [string, string | null][]): string {
  if (pairs.length === 0) return '';
  const parts = pairs.map(([k, v]) =>
    v === null ? encodeComponent(k) : `${encodeComponent(k)}=${encodeComponent(v)}`,
  );
  return `?${parts.join('&')}`;
}

/** Rails-style form fields for an object: `scope[key]`, `scope[list][]`, `scope[rows][0][key]`. */
export function railsFields(prefix: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return value.length ? value.map((item) => [`${prefix}[]`, asText(item)]) : [[`${prefix}[]`, '']];
    }
    return value.flatMap((item, index) => railsFields(`${prefix}[${index}]`, item));
  }
  if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      railsFields(prefix ? `${prefix}[${key}]` : key, item),
    );
  }
  return [[prefix, asText(value)]];
}
