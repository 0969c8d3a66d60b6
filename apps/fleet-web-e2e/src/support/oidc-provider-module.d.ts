/**
 * The part of oidc-provider (ESM, no bundled types) that the tests use: an OpenID Connect provider started in the
 * test (support/oidc-provider.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** An account as `findAccount` returns it. */
  export interface Account {
    accountId: string;
    claims: (use: string, scope: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** Provider configuration (see node_modules/oidc-provider/docs); only what the tests set is typed. */
  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    pkce?: { required?: () => boolean };
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** The Node request listener. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
