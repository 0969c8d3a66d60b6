/** Roles (SPEC §6). Logged-out is the absence of a role. */
export const ROLES = ['Administrator', 'Client'] as const;
export type Role = (typeof ROLES)[number];
export type SessionRole = Role | 'LoggedOut';

export const isLoggedIn = (role: SessionRole): boolean => role === 'Administrator' || role === 'Client';
export const isSuperAdmin = (role: SessionRole): boolean => role === 'Administrator';
export const isLoggedOut = (role: SessionRole): boolean => role === 'LoggedOut';

/** Page-access keys and the names the product shows for them. */
export const PAGE_KEYS = ['mapview', 'tableview', 'hybridview', 'multiview', 'playback', 'fms', 'vms', 'tms', 'reports'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const PAGE_NAMES: Record<PageKey, string> = {
  mapview: 'Map View',
  tableview: 'Table View',
  hybridview: 'Hybrid View',
  multiview: 'Multi View',
  playback: 'Playback',
  fms: 'Maintenance',
  vms: 'Vessel',
  tms: 'Transport Mgmt',
  reports: 'Reports',
};

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

/** True when the user's access.pages allows the page. */
export function hasPageAccess(pages: readonly string[] | undefined, key: PageKey): boolean {
  return pages?.includes(key) ?? false;
}

/** Action permissions (SPEC §6). */
export const ACTION_PERMISSIONS = [
  'immo:on',
  'immo:off',
  'poi:add',
  'poi:delete',
  'poi:manage-alarms',
  'events:add',
  'events:update',
  'events:delete',
  'events:admin',
  'vessel:agency',
  'automated-reports:add',
  'automated-reports:update',
  'automated-reports:delete',
  'automated-reports:admin',
  'smartwatch:monitor',
  'smartwatch:command',
  'data-push:add',
  'data-push:update',
  'data-push:delete',
  'data-push:admin',
] as const;
export type ActionPermission = (typeof ACTION_PERMISSIONS)[number];
