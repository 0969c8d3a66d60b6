export { PAGE_KEYS, PAGE_NAMES, ROLES, ACTION_PERMISSIONS, hasPageAccess, isLoggedIn, isLoggedOut, isPageKey, isSuperAdmin } from './access';
export type { ActionPermission, PageKey, Role, SessionRole } from './access';
export {
  ASSET_STATUSES,
  ASSET_TYPES,
  DEFAULT_ICON_TYPE,
  STATUS_FILTERS,
  STATUS_SHORT,
  playbackStatusColor,
  statusColor,
} from './asset';
export type { AssetSelectionItem, AssetStatus, AssetSummary, AssetType, StatusFilterKey, StatusShort } from './asset';
export {
  authLoginSchema,
  changePasswordSchema,
  clientLoginSchema,
  forgotPasswordSchema,
  profileSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth';
export type {
  AuthLoginRequest,
  ClientLoginRequest,
  ClientLoginResponse,
  ErrorBody,
  ProfileUpdate,
  RefreshResponse,
  RegisterRequest,
  UserInfo,
} from './auth';
export { CHANGE_LOG, countNewEntries, isEntryNew } from './changelog';
export type { ChangeLogEntry } from './changelog';
export { CONTRAST_THRESHOLD, PALETTE, PDF_COLORS, ROUTE_STROKE, contrastText, parseHexColor } from './colors';
export type { ColorName } from './colors';
export {
  ALL_ROWS_VIRTUAL_SIZE,
  BOOKMARK_LIMIT,
  CHUNK_LOAD_TIMEOUT_MS,
  COMPACT_BREAKPOINT_PX,
  CURRENCY,
  DEFAULT_PAGE_SIZE,
  GRID_BREAKPOINTS_PX,
  MAP_DEFAULTS,
  PAGE_SIZES,
  PDF_LIMITS,
  PLAYBACK_BASE_RATE,
  PLAYBACK_DEFAULT_MAX_POINTS,
  PLAYBACK_SPECIAL_CENTRE,
  PLAYBACK_SPEEDS,
  RESPONSIVE_BREAKPOINTS_PX,
  TOOLBAR_OFFSET_PX,
  UPLOAD_LIMITS,
} from './constants';
export type { DashboardAsset, DashboardSummary } from './dashboard';
export { MESSAGES, moreChipsLabel, noPageAccessMessage, poiAddedMessage, valueNotFoundMessage } from './messages';
export type { MessageKey } from './messages';
export { DEFAULT_STATUS_THRESHOLDS, countByStatus, deriveStatus } from './status';
export type { StatusCounts, StatusInput, StatusThresholds } from './status';
export { DEFAULT_MAP_TYPE, SESSION_KEYS, STORAGE_KEYS, UNREAD_COUNTER_KEYS } from './storage-keys';
export {
  DEFAULT_TIME_ZONE,
  convertRefuelTime,
  datePartsIn,
  formatDuration,
  formatPdfFileStamp,
  formatPointTime,
  formatRangeTime,
} from './time-format';
export type { DateParts } from './time-format';
export { bookmarksStorageKey, isBookmarked, parseBookmarks, toggleBookmark, visibleBookmarks } from './bookmarks';
export type { Bookmark } from './bookmarks';
export { WEB_TEXTS } from './web-texts';
export { ERROR_CODES } from './error-codes';
export type { ErrorCode } from './error-codes';
export type { AdminUserSummary } from './admin-user';
export { positionInputSchema } from './position';
export type { Position, PositionInput } from './position';
export { LIVE_CLOSE_CODES } from './live';
export type { LiveAsset, LiveHello, LiveServerMessage } from './live';
export { isPoiNameValid, savePoiSchema } from './poi';
export type { Poi, SavePoiPayload } from './poi';
export { DEFAULT_MAPS_URL_TEMPLATE, fillMapsUrl, trafficColor } from './map-config';
export type { MapConfig, MapStyleOption, TrafficSegment } from './map-config';
export type { GeoPoi, PoiGroup, PoiListResponse, SavePoiResponse } from './poi-list';
export { REPORT_TYPES } from './reports/report-types';
export type {
  FuelReceipt,
  MaintenanceRecord,
  ReportAssetInput,
  ReportColumn,
  ReportEvent,
  ReportInput,
  ReportPoi,
  ReportPoint,
  ReportResult,
  ReportRow,
  ReportTypeId,
  TollReceipt,
} from './reports/report-types';
export { receiptInfoSchema } from './reports/receipt-schema';
export type { ReceiptInfo, ReceiptInfoInput } from './reports/receipt-schema';
export { EARTH_RADIUS_KM, formatCoordinates, haversineKm, pointInRing, stepKm } from './reports/geo';
export { dailyMileage, overspeedEvents, segmentTrips, sortByTime } from './reports/trips';
export type { DailyMileage, OverspeedEvent, Stop, Trip, TripSegmentation } from './reports/trips';
export {
  FUEL_EVENT_EPSILON_LITRES,
  FUEL_EVENT_MAX_GAP_MS,
  FUEL_EVENT_MIN_LITRES,
  FUEL_EVENT_TANK_SHARE,
  FUEL_SMOOTHING_SAMPLES,
  FuelEventTracker,
  createFuelEventTracker,
  detectFuelEvents,
  estimateTankLitres,
  fuelEventThreshold,
  smoothFuel,
} from './reports/fuel';
export type { FuelEvent, FuelEventOptions, FuelLevel, FuelSample, FuelTrackPoint, FuelTrackerOptions } from './reports/fuel';
export {
  DEFAULT_TEMPERATURE_RANGE,
  FATIGUE_BREAK_MS,
  FATIGUE_MAX_DRIVING_MS,
  fatigueEvents,
  inputIntervals,
  poiVisits,
  temperatureStats,
} from './reports/analytics-extra';
export type {
  FatigueEvent,
  InputInterval,
  InputIntervalsResult,
  PoiVisit,
  TemperatureRange,
  TemperatureStats,
} from './reports/analytics-extra';
export { REPORT_COLUMNS, defaultColumnWidth } from './reports/report-columns';
export {
  ALARM_EVENT_TYPES,
  buildReport,
  countFiles,
  eventTitle,
  isAlarmEventType,
  isWatchAsset,
  normaliseEventType,
  reportTitle,
} from './reports/build-report';
export type { BuildReportOptions, BuiltReport } from './reports/build-report';
export { excelColumnChars, excelHeaderRows, searchReportRows, sortReportRows } from './reports/report-view';
export type { ReportSortDirection } from './reports/report-view';
export { EMPTY_SUMMARY_PARTS, dayWindows, mergeSummaryParts, summaryParts, summaryRowFromParts } from './reports/summary';
export type { DayWindow, SummaryParts } from './reports/summary';
export { playbackRequestSchema } from './playback';
export type { PlaybackEventKind, PlaybackRequest, PlaybackResponse, PlaybackRoutePoint } from './playback';
export {
  DEFAULT_IMPLEMENT_WIDTH_M,
  DEFAULT_PTO_AREA_UNIT,
  PTO_AREA_FACTORS,
  PTO_AREA_UNIT_LABELS,
  PTO_AREA_UNITS,
  convertArea,
  percentCompletion,
} from './pto';
export type { PtoAnalysis, PtoAreaUnit, PtoInterval } from './pto';
export { PTO_MAP_MAX_POINTS, PTO_UNION_BATCH, ptoAnalysis, sweptStrip, thinPath } from './reports/pto-analytics';
export type { PtoAnalysisOptions, SweptStrip } from './reports/pto-analytics';
