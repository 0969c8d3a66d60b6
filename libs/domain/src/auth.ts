import { z } from 'zod';
import type { ActionPermission, Role } from './access';
import type { SupportSession } from './admin/operator';
import type { AssetSelectionItem, AssetSummary } from './asset';
import { timeZoneSchema } from './company-settings';
import type { UnitPreferences } from './units';
import { FIELD_LIMITS } from './limits';
import { MESSAGES } from './messages';

/** POST /clients/login */
export const clientLoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(FIELD_LIMITS.loginMax, MESSAGES.wrongCredentials),
  password: z.string().min(1, 'Password is required').max(FIELD_LIMITS.passwordMax, MESSAGES.wrongCredentials),
  platform: z.literal('Web').default('Web'),
});
export type ClientLoginRequest = z.input<typeof clientLoginSchema>;

/** POST /api/auth/login (alternate style) */
export const authLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(FIELD_LIMITS.loginMax, MESSAGES.wrongCredentials),
  password: z.string().min(1, 'Password is required').max(FIELD_LIMITS.passwordMax, MESSAGES.wrongCredentials),
});
export type AuthLoginRequest = z.infer<typeof authLoginSchema>;

/**
 * A new password (register, reset, change): FIELD_LIMITS.passwordMin..passwordMax characters. The server also refuses
 * passwords that are common or easy to guess (MESSAGES.passwordTooWeak).
 */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(FIELD_LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(FIELD_LIMITS.passwordMax, MESSAGES.passwordTooLong);
const passwordRule = newPasswordSchema;
const email = z.email('Enter a valid email address').trim().toLowerCase().max(FIELD_LIMITS.emailMax, 'Enter a valid email address');
const displayName = z.string().trim().min(1, 'Name is required').max(FIELD_LIMITS.nameMax, `Name must be at most ${FIELD_LIMITS.nameMax} characters.`);

function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
}

/** POST /api/auth/register */
export const registerSchema = withMatchingPasswords(
  z.object({
    displayName,
    email,
    password: passwordRule,
    confirmPassword: z.string().max(FIELD_LIMITS.passwordMax, MESSAGES.passwordMismatch),
  }),
);
export type RegisterRequest = z.infer<typeof registerSchema>;

/** POST /api/auth/refresh-token: the stored tokens. The refresh token is what the server checks and rotates. */
export const refreshSchema = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required').max(FIELD_LIMITS.tokenMax, MESSAGES.sessionExpired),
  accessToken: z.string().max(4096).optional(),
});

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(FIELD_LIMITS.emailMax, 'Enter a valid email address'),
});

/** POST /api/auth/confirm-email: the token of the mailed confirmation link. */
export const confirmEmailSchema = z.object({
  token: z.string().trim().min(1, MESSAGES.confirmLinkInvalid).max(FIELD_LIMITS.tokenMax, MESSAGES.confirmLinkInvalid),
});

/** POST /api/auth/reset-password */
export const resetPasswordSchema = withMatchingPasswords(
  z.object({
    token: z.string().min(1, MESSAGES.resetLinkInvalid).max(FIELD_LIMITS.tokenMax, MESSAGES.resetLinkInvalid),
    email: z.string().trim().toLowerCase().min(1, MESSAGES.resetLinkInvalid).max(FIELD_LIMITS.emailMax, MESSAGES.resetLinkInvalid),
    password: passwordRule,
    confirmPassword: z.string().max(FIELD_LIMITS.passwordMax, MESSAGES.passwordMismatch),
  }),
);

/** POST /api/users/me/password */
export const changePasswordSchema = withMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, 'Current password is required').max(FIELD_LIMITS.passwordMax, MESSAGES.currentPasswordWrong),
    password: passwordRule,
    confirmPassword: z.string().max(FIELD_LIMITS.passwordMax, MESSAGES.passwordMismatch),
  }),
);

/**
 * PUT /api/users/me. Changing the email needs `currentPassword` (else MESSAGES.emailChangeNeedsPassword); the
 * photo is an http(s) URL or empty.
 */
export const profileSchema = z.object({
  displayName,
  email,
  about: z.string().max(FIELD_LIMITS.aboutMax, `About must be at most ${FIELD_LIMITS.aboutMax} characters.`).default(''),
  photoURL: z
    .string()
    .trim()
    .max(FIELD_LIMITS.urlMax, `The photo URL must be at most ${FIELD_LIMITS.urlMax} characters.`)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'The photo URL must start with http:// or https://.')
    .default(''),
  currentPassword: z.string().max(FIELD_LIMITS.passwordMax, MESSAGES.currentPasswordWrong).optional(),
  /** The user's own time zone; null goes back to the company's; absent leaves it as it is. */
  timeZone: timeZoneSchema.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileSchema>;

/** Active user info, kept in local storage under 'userInfo' (SPEC §3). */
export interface UserInfo {
  uid: string;
  username: string;
  displayName: string;
  about: string;
  photoURL: string;
  status: string;
  userRole: Role;
  email: string;
  providerId: string;
  logo_big_url: string;
  logo_small_url: string;
  accessToken: string;
  refreshToken: string;
  access: { pages: string[] };
  permissions: ActionPermission[];
  tenantName: string;
  /**
   * The IANA zone every period, day boundary and time is shown and exported in for this user: their own override,
   * else their company's (SPEC: one clock; the browser's zone never changes a result).
   */
  timeZone: string;
  /** The company's zone (the default of `timeZone`). */
  companyTimeZone: string;
  /** The company's units: how figures are shown, typed and exported (sessions stored before units lack it: metric). */
  units: UnitPreferences;
  /** Set while the installation's operator acts as this Administrator for support (the web shows a banner). */
  supportSession?: SupportSession | null;
  /** True for the installation's operator (FLEET_OPERATOR_EMAILS): the web offers the /operator page. */
  operator?: boolean;
}

/** Response of POST /clients/login. */
export interface ClientLoginResponse {
  success: boolean;
  error: string | null;
  unitSelection: AssetSelectionItem[];
  allUnits: AssetSummary[];
  mapPOIData: unknown[];
  geoPOIData: unknown[];
  userInfo: UserInfo;
}

/** Response of POST /api/auth/refresh-token. */
export const refreshResponseSchema = z.object({ success: z.literal(true), accessToken: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** Response of GET /api/auth/registration: whether the login page offers self-registration. */
export const registrationStatusSchema = z.object({ success: z.literal(true), open: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** The error body of every failed call. */
export interface ErrorBody {
  success: false;
  error: string;
  code?: string;
  /** The invalid field's path (`email`, `statusThresholds.stopMinutes`) when the body failed its schema. */
  field?: string;
}
