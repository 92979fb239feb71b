import { ProviderError } from '../provider-error.ts';

/** What gaxios (under google-auth-library and @googleapis/admin) throws, in the fields read here. */
interface GaxiosLike {
  status?: number;
  code?: string | number;
  response?: { status?: number; headers?: unknown; data?: unknown };
}

/** Google's reasons that mean "slow down" (Directory API usage limits). */
const RATE_LIMITED = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

function header(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

function retryAfterOf(headers: unknown): number | null {
  const value = header(headers, 'retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Turns a Google answer into a ProviderError (ADR 33, 36): 429, 5xx, network failures and a 403 whose reason is a
 * rate limit are retryable (after Retry-After when Google says); a 401 or an `invalid_grant` from the token
 * endpoint means the grant is gone (revoked); anything else is a refusal with Google's reason or error code.
 */
export function googleError(error: unknown): ProviderError {
  const e = error as GaxiosLike;
  const status = e?.response?.status ?? e?.status;
  if (!status) return new ProviderError('google', 'request_error', 'retryable');
  const data = e.response?.data as { error?: string | { errors?: { reason?: string }[]; status?: string } } | undefined;
  const retryAfter = retryAfterOf(e.response?.headers);
  // The token endpoint: {error: 'invalid_grant', error_description}.
  if (typeof data?.error === 'string') {
    if (data.error === 'invalid_grant') return new ProviderError('google', 'invalid_grant', 'revoked');
    return new ProviderError('google', data.error, status >= 500 ? 'retryable' : 'refused', retryAfter);
  }
  // The APIs: {error: {code, message, errors: [{message, domain, reason}], status}}.
  const reason = data?.error?.errors?.[0]?.reason ?? data?.error?.status ?? `http_${status}`;
  if (status === 429 || status >= 500 || (status === 403 && RATE_LIMITED.has(reason))) {
    return new ProviderError('google', reason, 'retryable', retryAfter);
  }
  if (status === 401) return new ProviderError('google', reason, 'revoked');
  return new ProviderError('google', reason, 'refused');
}

/** Runs a call to Google, its failure as a ProviderError. */
export async function callGoogle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw googleError(error);
  }
}
