import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a whole multipart form: text fields, and the named files (others are drained and ignored). A file over
 * its limit is a 422 on that field; a cut-off or malformed form is the client's problem (400), not a crash.
 */
export async function readMultipart(
  request: FastifyRequest,
  files: Record<string, { maxBytes: number; tooLarge: string }>,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  const maxBytes = Math.max(0, ...Object.values(files).map((f) => f.maxBytes));
  let current = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: Object.keys(files).length } })) {
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
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = files[current]?.tooLarge ?? 'The upload is too large.';
      throw new AppError('validation', message, { [current]: [message] });
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('bad_request', 'Too many files in the upload.');
    }
    throw new AppError('bad_request', 'The upload could not be read. Please try again.');
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
 * Rails-style form fields (`event[name]`, `group[private]`) as `{name: value}`; fields without the scope keep their
 * name. The listed names carry JSON (id arrays, nested attributes), scoped or not.
 */
export function scopedFields(form: MultipartForm, scope: string, jsonNames: readonly string[]) {
  const pattern = new RegExp(`^${scope}\\[(\\w+)\\]$`);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form.fields)) {
    const key = pattern.exec(name)?.[1] ?? name;
    fields[key] = jsonNames.includes(key) ? parseJsonField(key, value) : value;
  }
  return fields;
}
