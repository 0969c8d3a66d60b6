import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Claims of an account of the test provider (the login typed on its page is the account id and `sub`). */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Options of {@link startOidcTestProvider}. */
export interface OidcTestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Claims per account id; an account not listed gets `<id>@example.test`, verified. */
  accounts?: Record<string, TestAccountClaims>;
  /** Keep scope claims (email) out of the id_token, as conforming providers do: then they come from userinfo. @default false */
  conformIdTokenClaims?: boolean;
}

/** A running provider. */
export interface OidcTestProvider {
  issuer: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, the panva certified implementation) on 127.0.0.1 and a free port,
 * with one confidential client and its development login and consent pages (any login, any password).
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Seconds; set so that the provider does not warn about its defaults.
    ttl: { Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, Interaction: 600, AuthorizationCode: 60 },
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, email_verified: true, name: id, ...options.accounts?.[id] }),
    }),
  });
  // The development interactions warn once per start; the tests do not need to read that.
  provider.on('server_error', (_ctx, error) => console.error('oidc test provider:', error));
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

/**
 * Signs in on the provider the way a browser would, without one: follows `authorizationUrl`'s redirects with a
 * cookie jar, fills the development login form with `login` and confirms the consent form, and stops at the redirect
 * to `redirectUri`.
 * @returns the callback URL the provider sent the browser to (code, state, iss).
 */
export async function signInAtProvider(authorizationUrl: string, redirectUri: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider page: ${html.slice(0, 500)}`);
    const form: Record<string, string> = html.includes('name="login"') ? { prompt: 'login', login, password: 'any password' } : { prompt: 'consent' };
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many steps at the provider');
}
