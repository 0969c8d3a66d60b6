import { z } from 'zod';
import { ACTION_PERMISSIONS, ROLES } from './access';
import { supportSessionSchema } from './admin/operator';
import type { AssetSelectionItem } from './asset';
import { assetSummarySchema } from './asset-schemas';
import { timeZoneSchema } from './company-settings';
import { poiSchema } from './poi';
import { geoPoiSchema } from './poi-list';
import { unitPreferencesSchema } from './units';
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

/**
 * Active user info, kept in local storage under 'userInfo' (SPEC §3): what every sign-in answers (`userInfo`, or
 * `userData` for POST /api/auth/login), GET /api/auth/me, PUT /api/users/me and PUT /company.
 */
export const userInfoSchema = z.strictObject({
  /** The user's id. */
  uid: z.string(),
  username: z.string(),
  displayName: z.string(),
  about: z.string(),
  /** An http(s) URL, or empty. */
  photoURL: z.string(),
  /** The account's status: `active` (only active users sign in or hold a session). */
  status: z.string(),
  userRole: z.enum(ROLES),
  email: z.string(),
  /** How the user signs in here: `password`. */
  providerId: z.string(),
  /** The company's logos when it set them (on screen and in PDFs), else the user's own; empty: the default logo. */
  logo_big_url: z.string(),
  logo_small_url: z.string(),
  /** The session's tokens: filled by the sign-in answers, empty strings elsewhere (me, profile, company settings). */
  accessToken: z.string(),
  refreshToken: z.string(),
  /** The page keys the user may open. */
  access: z.strictObject({ pages: z.array(z.string()) }),
  permissions: z.array(z.enum(ACTION_PERMISSIONS)),
  tenantName: z.string(),
  /**
   * The IANA zone every period, day boundary and time is shown and exported in for this user: their own override,
   * else their company's (SPEC: one clock; the browser's zone never changes a result).
   */
  timeZone: z.string(),
  /** The company's zone (the default of `timeZone`). */
  companyTimeZone: z.string(),
  /** The company's units: how figures are shown, typed and exported (sessions stored before units lack it: metric). */
  units: unitPreferencesSchema,
  /**
   * Set while the installation's operator acts as this Administrator for support (the web shows a banner); null
   * otherwise. The server always sends it; sessions the web stored before support sessions existed lack it.
   */
  supportSession: supportSessionSchema.nullable().optional(),
  /**
   * True for the installation's operator (FLEET_OPERATOR_EMAILS): the web offers the /operator page. Sent by the
   * sign-in answers and GET /api/auth/me; absent from PUT /api/users/me and PUT /company.
   */
  operator: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * An asset of the sign-in's unit selection (SPEC §3): an {@link AssetSelectionItem} (whose interface stays in
 * asset.ts, free of zod for the map kit; `satisfies` holds the two together).
 */
const signInSelectionItemSchema = z.strictObject({
  assetId: z.number(),
  assetName: z.string(),
  assetGroup: z.string(),
  unitId: z.string(),
}) satisfies z.ZodType<AssetSelectionItem>;

/** What every sign-in answers besides the user info and the envelope. */
const signInDataShape = {
  /** The assets the user may see, for the selector (SPEC §3). */
  unitSelection: z.array(signInSelectionItemSchema),
  /** The same assets with their type and map icon. */
  allUnits: z.array(assetSummarySchema),
  /** The tenant's POIs as the map draws them. */
  mapPOIData: z.array(poiSchema),
  /** The tenant's POIs as closed rings, for playback. */
  geoPOIData: z.array(geoPoiSchema),
};

/**
 * Response of POST /clients/login, and of every other way of signing in: POST /auth/oidc/callback and the
 * operator's POST /operator/companies/:tenantId/support-session (whose userInfo has `supportSession`).
 */
export const clientLoginResponseSchema = z.strictObject({
  success: z.literal(true),
  /** Always null: a failed sign-in is an error answer (4xx). */
  error: z.null(),
  /** The signed-in user with the new session's tokens. */
  userInfo: userInfoSchema,
  ...signInDataShape,
});
export type ClientLoginResponse = z.infer<typeof clientLoginResponseSchema>;

/** Response of POST /api/auth/login (the alternate, email style): the user info is `userData`, no `error`. */
export const authLoginResponseSchema = z.strictObject({
  success: z.literal(true),
  /** The signed-in user with the new session's tokens. */
  userData: userInfoSchema,
  ...signInDataShape,
});
export type AuthLoginResponse = z.infer<typeof authLoginResponseSchema>;

/** Response of GET /api/auth/me and PUT /api/users/me: the user's info (its token fields are empty strings). */
export const userInfoResponseSchema = z.strictObject({ success: z.literal(true), userInfo: userInfoSchema });
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

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
