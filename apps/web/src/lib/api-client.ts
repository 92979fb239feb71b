import { isErrorCode, type ErrorCode } from '@huddle/domain/error-codes';
import { AUTH_MESSAGES } from '@huddle/domain/messages';

export type FieldErrors = Record<string, string[]>;

interface ErrorBody {
  error?: string;
  errors?: FieldErrors;
  /** Read off the wire: only a code of the domain list (docs/api-errors.md) becomes ApiError.code. */
  code?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly error: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** What went wrong, for screens that branch on it; the text is for people and never compared. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.error ?? firstFieldError(body?.errors) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = body?.error;
    this.errors = body?.errors;
    this.code = isErrorCode(body?.code) ? body.code : undefined;
  }
}

function firstFieldError(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  return Object.values(errors).find((list) => list.length > 0)?.[0];
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A failed call whose code is one of these (REST `code` or GraphQL `extensions.code`). */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/** The text a screen shows for a failed call: the server's words when it sent some. */
export function errorMessage(error: unknown, fallback: string = AUTH_MESSAGES.somethingWentWrong): string {
  if (error instanceof ApiError) return error.error ?? firstFieldError(error.errors) ?? fallback;
  return fallback;
}

type Body = FormData | object | undefined;

/** Spec events §9: saves, publishes and sends give up after 30 s; reads (an event's first load) after 5 minutes. */
export const WRITE_TIMEOUT_MS = 30_000;
export const READ_TIMEOUT_MS = 300_000;
export const TIMEOUT_MESSAGE = 'The request took too long. Please try again.';

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: AbortSignal.timeout(method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS),
    });
  } catch (error) {
    // Network failures and timeouts get status 0 so callers can treat them like any other failed call.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, { error: timedOut ? TIMEOUT_MESSAGE : AUTH_MESSAGES.somethingWentWrong });
  }
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, isErrorBody(data) ? data : undefined);
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: Body) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: Body) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: Body) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string, body?: Body) => request<T>('DELETE', path, body),
};

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { status?: number; code?: unknown } }[];
}

/**
 * POST /graphql: the data, or an ApiError carrying the first error's message, status (400 when it has none) and code,
 * as a REST answer would.
 */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await api.post<GraphqlAnswer<T>>('/graphql', { query, variables });
  const first = answer.errors?.[0];
  if (first || !answer.data) {
    throw new ApiError(first?.extensions?.status ?? 400, {
      error: first?.message ?? AUTH_MESSAGES.somethingWentWrong,
      code: first?.extensions?.code,
    });
  }
  return answer.data;
}

export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
