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
