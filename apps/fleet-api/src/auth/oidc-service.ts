import { ERROR_CODES, OIDC_TEXTS, type OidcCallbackRequest, type OidcStartResponse } from '@fleet/domain';
import type { AppContext } from '../app-context';
import type { OidcConfig } from '../config';
import { badRequest } from '../http/http-error';
import { startSignedInSession, type LoginContext, type LoginPayload } from './login-service';
import { findOrCreateOidcUser } from './oidc-accounts';
import { OidcClient } from './oidc-client';
import { savePendingLogin, takePendingLogin } from './oidc-logins';
import type { SessionMeta } from './session-service';

/** The parts of the server's context this module uses. */
export type OidcContext = Pick<AppContext, 'db' | 'now'> & LoginContext;

/** Sign-in with the configured OpenID Connect provider: start (authorization URL) and finish (the callback). */
export class OidcSignIn {
  private readonly client: OidcClient;

  constructor(
    private readonly ctx: OidcContext,
    readonly config: OidcConfig,
  ) {
    this.client = new OidcClient(config);
  }

  /** A new attempt kept server-side (state, nonce, PKCE verifier) and the provider URL to send the browser to. */
  async start(): Promise<OidcStartResponse> {
    const attempt = OidcClient.newAttempt();
    // Discovery first: when the provider is down nothing is stored.
    const authorizationUrl = await this.client.authorizationUrl(attempt);
    await savePendingLogin(this.ctx.db, this.ctx.now(), attempt);
    return { authorizationUrl };
  }

  /**
   * Completes an attempt: its state must be known and unexpired (and is used up), the code is exchanged and the
   * id_token verified, the user found or created, then a session starts as with a password.
   * @throws HttpError 400 OIDC_STATE_INVALID, and those of OidcClient.exchange and findOrCreateOidcUser.
   */
  async finish(params: OidcCallbackRequest, meta: SessionMeta): Promise<LoginPayload> {
    const attempt = await takePendingLogin(this.ctx.db, this.ctx.now(), params.state);
    if (!attempt) throw badRequest(OIDC_TEXTS.stateUnknown, ERROR_CODES.oidcStateInvalid);
    const identity = await this.client.exchange(params, attempt);
    const user = await findOrCreateOidcUser(this.ctx.db, this.config, identity);
    // Exactly the password sign-in's answer: the web stores it the same way, and GET /api/auth/me later answers
    // the same user info.
    return startSignedInSession(this.ctx, user, meta);
  }
}
