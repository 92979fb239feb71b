import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface MultipartForm {
  /** Each text field by name (the last one when a name repeats). */
  fields: Record<string, string>;
  /** Every text field in the order sent, repeats included (`event[host_ids][]` once per id). */
  entries: [string, string][];
  files: Record<string, Buffer>;
}

/**
 * Text fields a form may carry: Rails-style lists send one field per id (`event[host_ids][]` up to 500 each for
 * hosts, groups and offices) and three per resource row, so the schemas' maximums fit well below this.
 */
export const MAX_FORM_FIELDS = 2000;
const TOO_MANY_FIELDS = `The form has too many fields (at most ${MAX_FORM_FIELDS}).`;
const UNREADABLE = 'The upload could not be read. Please try again.';
/**
 * Brackets a field name may nest: the deepest form name is `organization[event_types][0][name]`. Deeper names are
 * not a form of ours, and nesting them thousands deep would exhaust the stack.
 */
export const MAX_NAME_DEPTH = 16;

/** The files a multipart route accepts, by field name, with their size limit and its message. */
export type FileRules = Record<string, { maxBytes: number; tooLarge: string }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a multipart form with these files (`{}`: text fields only). Its body is read whole before the
     * request's transaction opens (plugins/uploads.ts), so a slow client holds no database connection.
     */
    multipart?: FileRules;
  }
  interface FastifyRequest {
    /** The multipart form, read before the handler's scope (plugins/uploads.ts). */
    multipartForm: MultipartForm | null;
  }
}

/** The request's multipart form, already read; the route must declare `config.multipart`. */
export function multipartForm(request: FastifyRequest): MultipartForm {
  if (!request.multipartForm) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads a multipart form it does not declare`);
  }
  return request.multipartForm;
}

/**
 * Reads a whole multipart form: text fields, and the named files (others are drained and ignored). A file over
 * its limit is a 422 on that field; a cut-off or malformed form is the client's problem (400), not a crash.
 */
export async function readMultipart(request: FastifyRequest, files: FileRules): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, entries: [], files: {} };
  const maxBytes = Math.max(0, ...Object.values(files).map((f) => f.maxBytes));
  let current = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: Object.keys(files).length, fields: MAX_FORM_FIELDS },
    })) {
      current = part.fieldname;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        const rule = files[part.fieldname];
        if (!rule) continue;
        if (data.length > rule.maxBytes)
          throw new AppError('validation', rule.tooLarge, { [part.fieldname]: [rule.tooLarge] });
        form.files[part.fieldname] = data;
      } else {
        form.fields[part.fieldname] = String(part.value);
        form.entries.push([part.fieldname, String(part.value)]);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = files[current]?.tooLarge ?? 'The upload is too large.';
      throw new AppError('validation', message, { [current]: [message] });
    }
    const code = (error as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('validation', TOO_MANY_FIELDS, { base: [TOO_MANY_FIELDS] });
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('bad_request', 'Too many files in the upload.');
    }
    throw new AppError('bad_request', UNREADABLE);
  }
  return form;
}

/** A JSON value sent as a multipart text field (e.g. `office_ids`); unreadable JSON is a field error. */
export function jsonField(form: MultipartForm, name: string): unknown {
  return parseJsonField(name, form.fields[name]);
}

function parseJsonField(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError('validation', `${name} must be JSON.`, { [name]: [`${name} must be JSON.`] });
  }
}

/**
 * The form's fields as the object a JSON body would carry, for a scope (`event`, `group`): Rails-style names are
 * nested (`event[name]`, `event[host_ids][]` once per id, `resources_attributes[0][title]`, `meeting_attributes[link]`)
 * and the scope is lifted, so `event[name]` and `name` both become `name`. The listed names may instead carry JSON
 * (`host_ids=[1,2]`, as the web sends them).
 */
export function scopedFields(form: MultipartForm, scope: string, jsonNames: readonly string[]) {
  const tree = nestFields(form.entries);
  const { [scope]: scoped, ...rest } = tree;
  const fields: Record<string, unknown> = { ...rest, ...(isRecord(scoped) ? scoped : {}) };
  for (const name of jsonNames) {
    if (typeof fields[name] === 'string') fields[name] = parseJsonField(name, fields[name]);
    // `event[host_ids]=5`, one id without the []: a list of one, as Rails reads it.
    if (name.endsWith('_ids') && typeof fields[name] === 'number') fields[name] = [fields[name]];
  }
  return fields;
}

type Node = Record<string, unknown>;
const NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
// Keys that would reach an object's prototype are never set from a form.
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; `a[]` → ['a', '']; a name that is not of that shape is kept whole. */
function segmentsOf(name: string): string[] {
  const match = NAME.exec(name);
  if (!match) return [name];
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
}

/** Rails' rules: `[]` appends (a blank value is how an empty list is sent), `[n]` indexes rows, later values win. */
export function nestFields(entries: readonly [string, string][]): Node {
  const root: Node = {};
  for (const [name, value] of entries) {
    const path = segmentsOf(name);
    if (path.length > MAX_NAME_DEPTH) throw new AppError('bad_request', UNREADABLE);
    if (path.some((s) => UNSAFE.has(s))) continue;
    let node = root;
    for (let i = 0; i < path.length; i += 1) {
      const key = path[i]!;
      const last = i === path.length - 1;
      const next = path[i + 1];
      if (next === '') {
        const list = (Array.isArray(node[key]) ? node[key] : (node[key] = [])) as unknown[];
        if (i + 1 === path.length - 1) {
          if (value !== '') list.push(value);
          break;
        }
        // `a[][title]`: a new row when the last one already has this key.
        const field = path[i + 2]!;
        let row = list.at(-1);
        if (!isRecord(row) || field in row) list.push((row = {}));
        node = row as Node;
        i += 1;
        continue;
      }
      if (last) {
        node[key] = value;
        break;
      }
      if (!isRecord(node[key])) node[key] = {};
      node = node[key] as Node;
    }
  }
  return withLists(root) as Node;
}

/** Objects keyed only by row numbers (`resources_attributes[0]`, `[1]`) become arrays in row order. */
function withLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLists);
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  const out: Node = {};
  for (const key of keys) out[key] = withLists(value[key]);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => out[k]);
  }
  return out;
}
