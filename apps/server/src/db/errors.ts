/** A unique index refused the row (pg and PGlite both report SQLSTATE 23505, sometimes wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: string } | null)?.code === '23505';
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
  'Cannot use a pool after calling end',
];

/**
 * The database cannot be reached right now (restarting, failing over, the network cut): not the request's fault and
 * not a bug, so the answer is 503 and the client tries again. Looks through drizzle's wrapping to the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // Class 08: connection exception; 57P01-03: the server is shutting down or starting.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (UNREACHABLE_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
