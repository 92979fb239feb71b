/**
 * The part of `oidc-provider` (8.x, which ships no types) that the test identity provider uses
 * (test/fakes/oidc-provider.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    features: Record<string, { enabled: boolean }>;
    interactions: { url(ctx: unknown, interaction: { uid: string }): string };
    pkce: { required(): boolean };
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
  }

  class Grant {
    constructor(values: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown> }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options: { mergeWithLastSubmission: boolean },
    ): Promise<void>;
  }
}
