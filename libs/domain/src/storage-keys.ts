/** Local storage keys the web app uses (SPEC §3, §4). */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  loggedIn: 'isLoggedIn',
  unitSelection: 'unitSelection',
  allUnits: 'allUnits',
  mapPOIData: 'mapPOIData',
  geoPOIData: 'geoPOIData',
  mapType: 'mapType',
  poiVisible: 'poiVisible',
  poiLabelVisible: 'poiLabelVisible',
  poiCache: 'poiData',
  changeLogSeen: 'changeLogSeen',
  bookmarks: 'bookmarks',
  unreadNotifications: 'unreadNotifications',
  unreadAlerts: 'unreadAlerts',
  /** The ids behind the unread alerts counter (acknowledged ones leave it), reset with it at login. */
  unreadAlertIds: 'unreadAlertIds',
} as const;

/** Unread notification counters reset to 0 at every login. */
export const UNREAD_COUNTER_KEYS = [STORAGE_KEYS.unreadNotifications, STORAGE_KEYS.unreadAlerts] as const;

/** Keys cleared at logout. */
export const SESSION_KEYS = [
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.loggedIn,
  STORAGE_KEYS.unitSelection,
  STORAGE_KEYS.allUnits,
  STORAGE_KEYS.mapPOIData,
  STORAGE_KEYS.geoPOIData,
] as const;

/** Default map type. */
export const DEFAULT_MAP_TYPE = 'roadmap';
