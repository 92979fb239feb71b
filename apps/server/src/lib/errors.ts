/** Typed errors: one handler turns them into {"error"} or {"errors"} (ARCHITECTURE.md §3.6). */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation'
  | 'unverified'
  | 'rate_limited';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  unverified: 403,
  rate_limited: 429,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** A machine-readable reason the client branches on, sent as `code`. */
    readonly reason?: string,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const notFound = (what = 'Not found', reason?: string) => new AppError('not_found', what, undefined, reason);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('forbidden', message);
export const unauthorized = (message = 'You need to sign in.') => new AppError('unauthorized', message);
export const invalid = (fields: Record<string, string[]>, message = 'Please check the highlighted fields.') =>
  new AppError('validation', message, fields);
