import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Claims of an account of the test provider (the login typed on its page is the account id and `sub`). */
export interface ProviderAccount {
  email: string;
  email_verified?: boolean;
  name?: string;
}

/** A running provider. */
export interface RunningProvider {
  issuer: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, with one confidential client whose
 * redirect URI is `redirectUri`, and its own development login and consent pages (any login, any password): the
 * browser signs in there as a user would. Accounts not in `accounts` are unknown to it (`<id>@example.test`).
 * `redirectUri` may be a function, called once the provider holds its own port: a free port picked for the app then
 * cannot be the provider's.
 */
export async function startProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string | (() => Promise<string>);
  accounts: Record<string, ProviderAccount>;
}): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUri = typeof options.redirectUri === 'string' ? options.redirectUri : await options.redirectUri();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-e2e-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, Interaction: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, email_verified: true, ...options.accounts[id] }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
