import { z } from 'zod';

/**
 * Sign-in with an external OpenID Connect provider (SPEC §7: id_token, scopes openid profile email, return at
 * /callback; §8: an identity-provider error is an alert with the error and {@link OIDC_TEXTS.detailsInConsole}).
 */

/** The scopes asked of the provider (SPEC §7). */
export const OIDC_SCOPES = 'openid profile email';

/** The web path the provider sends the browser back to (SPEC §2 route table). */
export const OIDC_CALLBACK_PATH = '/callback';

/** Longest `code`, `state` or `iss` accepted by POST /v2/auth/oidc/callback, characters. */
export const OIDC_PARAM_MAX = 2048;

/** Response of GET /v2/auth/oidc: whether the login page shows the provider's button, and its label. */
export const oidcStatusSchema = z.object({
  enabled: z.boolean(),
  /** The button's text (OIDC_BUTTON_LABEL); null when disabled. */
  buttonLabel: z.string().nullable(),
});
export type OidcStatus = z.infer<typeof oidcStatusSchema>;

/** Response of POST /v2/auth/oidc/start: where to send the browser (the provider's authorization endpoint). */
export const oidcStartResponseSchema = z.object({ authorizationUrl: z.string() });
export type OidcStartResponse = z.infer<typeof oidcStartResponseSchema>;

const param = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(OIDC_PARAM_MAX, `${name} must be at most ${OIDC_PARAM_MAX} characters`);

/** POST /v2/auth/oidc/callback: what the provider put in the /callback query. */
export const oidcCallbackSchema = z.strictObject({
  code: param('code'),
  state: param('state'),
  /** The provider's issuer (RFC 9207), checked when the provider sends it. */
  iss: param('iss').optional(),
});
export type OidcCallbackRequest = z.infer<typeof oidcCallbackSchema>;

/** The texts of the provider sign-in, used verbatim by the server and the web. */
export const OIDC_TEXTS = {
  /** SPEC §8: the second line of the alert of an identity-provider error. */
  detailsInConsole: 'Detailed error can be found in console.',
  /** Shown on /callback while the sign-in completes. */
  completing: 'Completing sign-in…',
  /** The /callback query has no code (and no error): not a return from the provider. */
  missingCode: 'The identity provider did not return an authorization code.',
  disabled: 'Sign-in with an identity provider is not configured.',
  stateUnknown: 'This sign-in attempt is unknown or has expired. Please start again.',
  providerUnavailable: 'The identity provider cannot be reached. Please try again later.',
  providerRefused: 'The identity provider refused the sign-in.',
  emailMissing: 'The identity provider did not give an email address.',
  emailUnverified: 'The identity provider has not verified your email address.',
  domainNotAllowed: 'Accounts of this email domain may not sign in here.',
  accountDisabled: 'This account is disabled.',
  companySuspended: 'Your company is suspended.',
  noCompany: 'New accounts cannot be created: the company for identity-provider users is not set up.',
  emailTakenByUsername: 'Another account already uses this email address as its username.',
} as const;

/** SPEC §8: the alert of an identity-provider error, the error then the pointer to the console. */
export function oidcAlertText(error: string): string {
  return `${error}\n${OIDC_TEXTS.detailsInConsole}`;
}
