/**
 * What a provider's answer means for the job that called it (ADR 33): try again later (`retryable`, after
 * `retryAfterSeconds` when the provider said), the grant is gone (`revoked`: the connection is broken, the admin must
 * connect again), or a refusal of this call (`code` is the provider's own, e.g. Slack's `channel_not_found`).
 * Its message never holds a token.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    readonly kind: 'retryable' | 'revoked' | 'refused',
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${provider}: ${code}`);
    this.name = 'ProviderError';
  }

  get retryable() {
    return this.kind === 'retryable';
  }

  get revoked() {
    return this.kind === 'revoked';
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
