import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Query parameters that carry a secret: reset, confirmation, invitation, RSVP and PDF tokens, one-time and onboarding
 * codes. Matched by part of the name, so a new `*_token` is redacted without anyone remembering to list it.
 */
const SECRET_PARAMS = /token|code|secret|password|invitation|signature|^sig$|key|otp/i;

/** The URL as logged: secrets in its query string become "[redacted]", the rest stays for debugging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
};

/** PostgreSQL's own error (pg and PGlite): a SQLSTATE and a severity. */
const isDatabaseError = (e: ErrorLike) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
/** Drizzle's wrapper around a failed statement: its message and fields are the statement and its parameters. */
const isQueryError = (e: ErrorLike) => typeof e.query === 'string' || Array.isArray(e.params);
/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : undefined;

/**
 * An error as logged (the `err` serializer): its kind, message, code and frames, its causes likewise. A database
 * error keeps its SQLSTATE and the names it gives (constraint, table, column), never its message or detail, which
 * quote the values refused; a failed statement's wrapper keeps neither the statement nor its parameters. So no
 * password, token or personal data of a request reaches the log through an error (issue 31).
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const e = error as ErrorLike & Record<string, unknown>;
  const type = typeof e.name === 'string' ? e.name : (e.constructor?.name ?? 'Error');
  let logged: Record<string, unknown>;
  if (isDatabaseError(e)) {
    const { code, severity, constraint, table, column, dataType, routine } = e;
    logged = { type, code, severity, constraint, table, column, dataType, routine };
  } else if (isQueryError(e)) {
    logged = { type, message: 'A database statement failed', stack: framesOf(e.stack) };
  } else {
    logged = { type, message: e.message, code: e.code, stack: e.stack };
  }
  if (depth < 5 && e.cause !== undefined) logged.cause = safeError(e.cause, depth + 1);
  if (depth < 5 && Array.isArray(e.errors)) logged.errors = e.errors.map((inner) => safeError(inner, depth + 1));
  return logged;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
  id?: string;
}

/**
 * The app's logger. Requests are logged by method, redacted URL, host and address: never their headers (cookies,
 * Authorization) or bodies (passwords, codes); errors without the values they carry (safeError).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: {
      err: safeError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
