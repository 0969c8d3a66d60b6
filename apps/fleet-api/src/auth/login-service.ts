import { ERROR_CODES, MESSAGES, type ClientLoginResponse, type SupportSession } from '@fleet/domain';
import type { AppContext } from '../app-context';
import { listVisibleAssets } from '../assets/asset-repository';
import { HttpError, unauthorized } from '../http/http-error';
import { loginPoiData } from '../pois/poi-lists';
import { toUserInfo } from '../users/user-info';
import { findUserByLogin, findUserById, type UserRecord } from '../users/user-repository';
import { isOperator, type OperatorContext } from '../operator/operator-accounts';
import { LoginThrottle } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import type { SessionMeta } from './session-service';

/** The parts of the server's context this module uses. */
export type LoginContext = Pick<AppContext, 'db' | 'now' | 'sessions' | 'throttle'> & OperatorContext;

/** What every sign-in answers, less its envelope (`success`, `error`). */
export type LoginPayload = Omit<ClientLoginResponse, 'success' | 'error'>;

/** Where the attempt came from. */
export interface LoginAttemptMeta extends SessionMeta {
  ip: string;
}

/**
 * Checks a username-or-email and password, throttled per username and address, and starts a session.
 * @throws HttpError 429 RATE_LIMITED when the key is throttled (checked before the password), 401 BAD_CREDENTIALS.
 */
export async function loginWithPassword(ctx: LoginContext, login: string, password: string, meta: LoginAttemptMeta): Promise<LoginPayload> {
  const found = await findUserByLogin(ctx.db, login);
  // Keyed by the account, not by what was typed: its username and its email share one budget.
  const key = LoginThrottle.keyOf(found?.username ?? login, meta.ip);
  if (ctx.throttle.isBlocked(key)) throw new HttpError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyLogins);
  const ok = found ? await verifyPassword(password, found.password_hash) : await verifyAgainstDummy(password);
  // Only the one who knows the password learns that the account waits for its email confirmation.
  if (found && ok && found.status === 'pending') throw new HttpError(403, ERROR_CODES.accountPending, MESSAGES.accountPending);
  // Likewise for a company the installation's operator suspended.
  if (found && ok && found.status === 'active' && found.tenant_status !== 'active') throw new HttpError(403, ERROR_CODES.companySuspended, MESSAGES.companySuspended);
  if (!found || !ok || found.status !== 'active') {
    ctx.throttle.recordFailure(key);
    throw unauthorized(ERROR_CODES.badCredentials, MESSAGES.wrongCredentials);
  }
  ctx.throttle.reset(key);
  return startSignedInSession(ctx, found, meta);
}

/**
 * Starts a session for a user who proved who they are (password, or an identity provider's id_token) and builds the
 * login answer: the same for every way of signing in, so that the web stores the session the same way.
 */
export async function startSignedInSession(ctx: LoginContext, found: UserRecord, meta: SessionMeta): Promise<LoginPayload> {
  const tokens = await ctx.sessions.start(found, meta);
  await ctx.db.updateTable('users').set({ last_login_at: new Date(ctx.now()) }).where('id', '=', found.id).execute();
  const user = (await findUserById(ctx.db, found.id)) ?? found;
  return loginPayloadFor(ctx, user, tokens);
}

/** The sign-in answer for a user and their new tokens (a support session says so in userInfo.supportSession). */
export async function loginPayloadFor(ctx: LoginContext, user: UserRecord, tokens: { accessToken: string; refreshToken: string }, supportSession: SupportSession | null = null): Promise<LoginPayload> {
  const allUnits = await listVisibleAssets(ctx.db, { userId: user.id, tenantId: user.tenant_id, role: user.role });
  return {
    userInfo: { ...toUserInfo(user, tokens, supportSession), operator: !supportSession && (await isOperator(ctx, { userId: user.id, tenantId: user.tenant_id, supportBy: null })) },
    unitSelection: allUnits.map(({ assetId, assetName, assetGroup, unitId }) => ({ assetId, assetName, assetGroup, unitId })),
    allUnits,
    ...(await loginPoiData(ctx.db, user.tenant_id)),
  };
}
