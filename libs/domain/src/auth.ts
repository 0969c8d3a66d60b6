import { z } from 'zod';
import type { ActionPermission, Role } from './access';
import type { AssetSelectionItem, AssetSummary } from './asset';
import { MESSAGES } from './messages';

/** POST /clients/login */
export const clientLoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
  platform: z.literal('Web').default('Web'),
});
export type ClientLoginRequest = z.input<typeof clientLoginSchema>;

/** POST /api/auth/login (alternate style) */
export const authLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type AuthLoginRequest = z.infer<typeof authLoginSchema>;

const passwordRule = z.string().min(4, 'Password must be at least 4 characters').max(200);

function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
}

/** POST /api/auth/register */
export const registerSchema = withMatchingPasswords(
  z.object({
    displayName: z.string().trim().min(1, 'Name is required').max(100),
    email: z.email('Enter a valid email address').trim().toLowerCase(),
    password: passwordRule,
    confirmPassword: z.string(),
  }),
);
export type RegisterRequest = z.infer<typeof registerSchema>;

/** POST /api/auth/refresh-token: the stored tokens. The refresh token is what the server checks and rotates. */
export const refreshSchema = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required'),
  accessToken: z.string().optional(),
});

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: z.string().trim().toLowerCase().min(1, 'Email is required') });

/** POST /api/auth/reset-password */
export const resetPasswordSchema = withMatchingPasswords(
  z.object({
    token: z.string().min(1),
    email: z.string().trim().toLowerCase().min(1),
    password: passwordRule,
    confirmPassword: z.string(),
  }),
);

/** POST /api/users/me/password */
export const changePasswordSchema = withMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, 'Current password is required'),
    password: passwordRule,
    confirmPassword: z.string(),
  }),
);

/** PUT /api/users/me */
export const profileSchema = z.object({
  displayName: z.string().trim().min(1, 'Name is required').max(100),
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  about: z.string().max(500).default(''),
  photoURL: z.string().max(2000).default(''),
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
export interface RefreshResponse {
  success: true;
  accessToken: string;
  refreshToken: string;
}

/** The error body of every failed call. */
export interface ErrorBody {
  success: false;
  error: string;
  code?: string;
}
