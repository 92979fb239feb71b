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
 * Authorization) or bodies (passwords, codes).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: {
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
