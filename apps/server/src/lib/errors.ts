import { errorStatus, type ErrorCode } from '@huddle/domain/error-codes';

/**
 * Typed errors (ARCHITECTURE.md §3.6): the code comes from the one list in domain and decides the status; one handler
 * turns them into {"error", "code"} or {"error", "errors", "code"} (plugins/errors.ts), GraphQL into extensions.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.status = errorStatus(code);
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('forbidden', message);
export const unauthorized = (message = 'You need to sign in.') => new AppError('unauthorized', message);
export const invalid = (fields: Record<string, string[]>, message = 'Please check the highlighted fields.') =>
  new AppError('validation', message, fields);

/** The body every error answer has: the text to show, the field errors when there are any, and the code. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string[]>) {
  return { error: message, ...(fields && { errors: fields }), code };
}

/**
 * The message of an error's root cause, for logs and the job queue's records: drizzle wraps a driver's error in one
 * whose message repeats the statement and its parameters (token hashes, mail bodies), which must not be written.
 */
export function rootMessage(error: unknown): string {
  let e = error as { cause?: unknown; message?: unknown; code?: unknown } | null;
  for (let depth = 0; e?.cause && depth < 5; depth++) e = e.cause as typeof e;
  const message = typeof e?.message === 'string' ? e.message : String(e);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`.slice(0, 300);
}
