import type { ActionPermission, AdminUserSummary, SupportSession, UserInfo } from '@fleet/domain';
import { parseTenantSettings } from '../tenants/tenant-settings';
import type { UserRecord } from './user-repository';

/** The zone a user's periods and times are in: their own override, else their company's. */
export function effectiveTimeZone(user: Pick<UserRecord, 'time_zone' | 'tenant_settings'>): { timeZone: string; companyTimeZone: string } {
  const companyTimeZone = parseTenantSettings(user.tenant_settings).timeZone;
  return { timeZone: user.time_zone ?? companyTimeZone, companyTimeZone };
}

/** How users sign in here (the web's `providerId`). */
export const PASSWORD_PROVIDER_ID = 'password';

/** The web's user info for a user; tokens are empty strings unless given. */
export function toUserInfo(
  user: UserRecord,
  tokens: { accessToken: string; refreshToken: string } = { accessToken: '', refreshToken: '' },
  supportSession: SupportSession | null = null,
): UserInfo {
  const company = parseTenantSettings(user.tenant_settings);
  return {
    uid: user.id,
    username: user.username,
    displayName: user.display_name,
    about: user.about,
    photoURL: user.photo_url,
    status: user.status,
    userRole: user.role,
    email: user.email,
    providerId: PASSWORD_PROVIDER_ID,
    // The company's logo when it set one (on screen and in PDFs), else the user's own.
    logo_big_url: company.logoBigUrl || user.logo_big_url,
    logo_small_url: company.logoSmallUrl || user.logo_small_url,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    access: { pages: [...user.pages] },
    permissions: [...user.permissions] as ActionPermission[],
    tenantName: user.tenant_name,
    ...effectiveTimeZone(user),
    units: parseTenantSettings(user.tenant_settings).units,
    supportSession,
  };
}

/** A user as the admin user list shows it. */
export function toAdminUserSummary(user: UserRecord): AdminUserSummary {
  return {
    uid: user.id,
    username: user.username,
    email: user.email,
    displayName: user.display_name,
    userRole: user.role,
    pages: [...user.pages],
    status: user.status,
    lastLoginAt: user.last_login_at?.toISOString() ?? null,
  };
}
