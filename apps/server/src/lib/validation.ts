import type { z } from 'zod';
import { installFieldMessages } from '@huddle/domain/field-messages';
import { AppError } from './errors.ts';

// Every route's input (Fastify's schema step and parseInput) is parsed in this process: zod's own texts never reach
// a client; schemas with the spec's words keep them.
installFieldMessages();

/**
 * The key of a field error: the field's own name ("email" for user.email), or, inside a list, the list's name with the
 * row's index ("event_types.2.name") so a form can put the message under the right row.
 */
export function fieldKey(path: readonly PropertyKey[]): string {
  const segments = path.map(String);
  const firstIndex = segments.findIndex((s) => /^\d+$/.test(s));
  if (firstIndex > 0) return segments.slice(firstIndex - 1).join('.');
  return segments.filter((s) => !/^\d+$/.test(s)).at(-1) ?? 'base';
}

export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldKey(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** Input read outside Fastify's schema step (multipart forms) is refused with the same 422 body. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  throw new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Invalid request', errors);
}
