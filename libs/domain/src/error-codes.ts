/**
 * Stable codes of the API's error body (`{ success: false, error, code }`). The text is for people, the code is for
 * programs: the web client branches on the code, never on the text.
 */
export const ERROR_CODES = {
  /** 400: the body failed its schema; the text is the first issue's message. */
  invalidInput: 'INVALID_INPUT',
  /** 400: a malformed request the schema never saw (bad JSON, wrong content type). */
  badRequest: 'BAD_REQUEST',
  /** 401: unknown user or wrong password. */
  badCredentials: 'BAD_CREDENTIALS',
  /** 429: too many requests (failed logins for this account and address, or a rate limit); see Retry-After. */
  rateLimited: 'RATE_LIMITED',
  /** 401: no bearer token, or one that does not verify. */
  unauthorized: 'UNAUTHORIZED',
  /** 401: the access token is past its `exp`; refresh it. */
  tokenExpired: 'TOKEN_EXPIRED',
  /** 401: the token's session was logged out or revoked. */
  sessionRevoked: 'SESSION_REVOKED',
  /** 401: the refresh token is unknown, expired, revoked or reused. */
  sessionExpired: 'SESSION_EXPIRED',
  /** 403: the user lacks the page key of the call. */
  noPageAccess: 'NO_PAGE_ACCESS',
  /** 403: the user's role may not make the call. */
  notAuthorized: 'NOT_AUTHORIZED',
  /** 403: self-registration is switched off. */
  registrationClosed: 'REGISTRATION_CLOSED',
  /** 409: another account uses the email. */
  emailTaken: 'EMAIL_TAKEN',
  /** 409: another account uses the username. */
  usernameTaken: 'USERNAME_TAKEN',
  /** 409: the change would leave the company without an active Administrator. */
  lastAdministrator: 'LAST_ADMINISTRATOR',
  /** 400: an Administrator may not delete or disable their own account. */
  notYourself: 'NOT_YOURSELF',
  /** 403: the account's company is suspended by the installation's operator. */
  companySuspended: 'COMPANY_SUSPENDED',
  /** 409: the device identifier is registered to another company. */
  deviceTaken: 'DEVICE_TAKEN',
  /** 409: the company already has an asset or group of that name, or the identifier is on another of its assets. */
  duplicate: 'DUPLICATE',
  /** 400: the password reset link is unknown, used or expired. */
  resetInvalid: 'RESET_INVALID',
  /** 400: the current password given to a password change is wrong. */
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  /** 400: the email confirmation link is unknown, used or expired. */
  confirmInvalid: 'CONFIRM_INVALID',
  /** 403: the account's email is not confirmed yet. */
  accountPending: 'ACCOUNT_PENDING',
  /** 404: sign-in with an identity provider is not configured. */
  oidcDisabled: 'OIDC_DISABLED',
  /** 400: the sign-in attempt (state) is unknown, used or expired. */
  oidcStateInvalid: 'OIDC_STATE_INVALID',
  /** 400: the provider refused the code or its id_token did not verify (issuer, audience, nonce, expiry, signature). */
  oidcProviderError: 'OIDC_PROVIDER_ERROR',
  /** 502: the provider could not be reached (discovery, token or userinfo endpoint). */
  oidcProviderUnavailable: 'OIDC_PROVIDER_UNAVAILABLE',
  /** 403: the provider gave no email, or did not verify it. */
  oidcEmailUnverified: 'OIDC_EMAIL_UNVERIFIED',
  /** 403: the email's domain is not in OIDC_ALLOWED_DOMAINS. */
  oidcDomainNotAllowed: 'OIDC_DOMAIN_NOT_ALLOWED',
  /** 403: the account is disabled or its company suspended. */
  accountDisabled: 'ACCOUNT_DISABLED',
  /** 503: the server's configuration cannot create the account (OIDC_COMPANY names no company). */
  oidcNoCompany: 'OIDC_NO_COMPANY',
  /** 503: the database cannot be reached; retry later (the response carries Retry-After). */
  databaseUnavailable: 'DB_UNAVAILABLE',
  /** 409: the export is not finished (still running, failed or cancelled): there is no file to download. */
  exportNotReady: 'EXPORT_NOT_READY',
  /** 429: the user already has as many exports running as allowed; wait for one or cancel it. */
  tooManyExports: 'TOO_MANY_EXPORTS',
  /** 410: the live-location share link is past its expiry. */
  shareLinkExpired: 'SHARE_LINK_EXPIRED',
  /** 410: the live-location share link was revoked by its company. */
  shareLinkRevoked: 'SHARE_LINK_REVOKED',
  /** 404: no such route or record. */
  notFound: 'NOT_FOUND',
  /** 5xx: anything unexpected; the details are only in the server log. */
  internal: 'INTERNAL',
} as const;

/** One of the API's error codes. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
