import { ERROR_CODES, OIDC_SCOPES, OIDC_TEXTS } from '@fleet/domain';
import * as client from 'openid-client';
import type { OidcConfig } from '../config';
import { HttpError } from '../http/http-error';

/** How long discovery, token and userinfo requests to the provider may take, s. */
const PROVIDER_TIMEOUT_S = 10;

/** What the browser must bring back and the server must keep for one sign-in attempt. */
export interface OidcAttempt {
  state: string;
  nonce: string;
  /** PKCE code verifier (S256): kept on the server, only its challenge goes to the provider. */
  codeVerifier: string;
}

/** What the /callback query carried. */
export interface OidcCallbackParams {
  code: string;
  state: string;
  /** RFC 9207 issuer identifier, when the provider sends one (checked by openid-client). */
  iss?: string | undefined;
}

/** The verified identity: from the id_token, and the userinfo endpoint when the id_token has no email. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** The provider failed in a way worth logging (never with tokens or codes): a short reason. */
export class OidcProviderError extends HttpError {
  constructor(
    status: number,
    code: typeof ERROR_CODES.oidcProviderError | typeof ERROR_CODES.oidcProviderUnavailable,
    message: string,
    /** For the log only. */
    readonly reason: string,
  ) {
    super(status, code, message);
  }
}

/** Is `error` a failure to reach the provider (network, timeout) rather than an answer it gave? */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  // undici's fetch failure: TypeError('fetch failed') with the socket error as cause.
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  return error.cause !== undefined && isUnreachable(error.cause);
}

/** A short description of an openid-client error: its OAuth error and description, or its message and code. */
function describe(error: unknown): string {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return error.error_description ? `${error.error}: ${error.error_description}` : error.error;
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    // openid-client wraps oauth4webapi's error, whose text names the check that failed ('unexpected ID Token "nonce"
    // claim value'), never the values.
    const message = error.name === 'ClientError' && error.cause instanceof Error && error.cause.message ? error.cause.message : error.message;
    return typeof code === 'string' ? `${message} (${code})` : message;
  }
  return String(error);
}

/** Turns whatever openid-client threw into the HTTP error the caller sees. */
function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const reason = describe(error).slice(0, 300);
  if (isUnreachable(error)) return new OidcProviderError(502, ERROR_CODES.oidcProviderUnavailable, OIDC_TEXTS.providerUnavailable, reason);
  return new OidcProviderError(400, ERROR_CODES.oidcProviderError, `${OIDC_TEXTS.providerRefused} (${reason})`, reason);
}

/**
 * The relying party of one OpenID Connect provider, on openid-client: discovery (cached; tried again after a
 * failure), authorization URLs with PKCE S256, state and nonce, and the code exchange whose id_token openid-client
 * verifies (signature against the issuer's published JWKS, `iss`, `aud`, `azp`, `exp`, `iat`, `nonce`).
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly config: OidcConfig) {}

  /** The discovered provider, fetched once. */
  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.config.issuer), this.config.clientId, undefined, client.ClientSecretBasic(this.config.clientSecret), {
        // http is accepted by the configuration only on a loopback host (config.ts).
        execute: new URL(this.config.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_S,
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw toHttpError(error);
      });
    return this.configuration;
  }

  /** A new attempt: fresh state, nonce and PKCE verifier (each 32 random bytes). */
  static newAttempt(): OidcAttempt {
    return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
  }

  /** The provider's authorization URL for `attempt` (response_type code, scopes openid profile email). */
  async authorizationUrl(attempt: OidcAttempt): Promise<string> {
    const configuration = await this.discover();
    return client
      .buildAuthorizationUrl(configuration, {
        redirect_uri: this.config.redirectUri,
        scope: OIDC_SCOPES,
        response_type: 'code',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /**
   * Exchanges the code of `params` for tokens and returns the verified identity. The userinfo endpoint is asked for
   * the email when the id_token has none (providers may keep scope claims out of the id_token), its `sub` checked.
   * @throws HttpError 400 OIDC_PROVIDER_ERROR (refused code, id_token that does not verify), 502 when unreachable.
   */
  async exchange(params: OidcCallbackParams, attempt: OidcAttempt): Promise<OidcIdentity> {
    const configuration = await this.discover();
    try {
      const callbackUrl = new URL(this.config.redirectUri);
      callbackUrl.searchParams.set('code', params.code);
      callbackUrl.searchParams.set('state', params.state);
      if (params.iss !== undefined) callbackUrl.searchParams.set('iss', params.iss);
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token response has no id_token');
      let source: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string') source = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof source.email === 'string' ? source.email.trim().toLowerCase() : undefined,
        // Some providers send the claim as a string.
        emailVerified: source.email_verified === true || source.email_verified === 'true',
        name: typeof source.name === 'string' ? source.name.trim() : typeof claims.name === 'string' ? claims.name.trim() : undefined,
      };
    } catch (error) {
      throw toHttpError(error);
    }
  }
}
