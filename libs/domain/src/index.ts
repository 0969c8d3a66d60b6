// One piece on purpose: the package's public surface, one export list per module, so that what the library offers is
// read (and reviewed) in one place; each module keeps its own code.
export { PAGE_KEYS, PAGE_NAMES, ROLES, ACTION_PERMISSIONS, hasPageAccess, isLoggedIn, isLoggedOut, isPageKey, isSuperAdmin } from './access';
export type { ActionPermission, PageKey, Role, SessionRole } from './access';
export {
  ASSET_STATUSES,
  ASSET_TYPES,
  DEFAULT_ICON_TYPE,
  FUEL_VEHICLE_TYPES,
  MAINTENANCE_ASSET_TYPES,
  STATUS_FILTERS,
  STATUS_SHORT,
  playbackStatusColor,
  statusColor,
  takesFuel,
} from './asset';
export type { AssetSelectionItem, AssetStatus, AssetSummary, AssetType, StatusFilterKey, StatusShort } from './asset';
export { assetSummarySchema } from './asset-schemas';
export {
  authLoginResponseSchema,
  authLoginSchema,
  changePasswordSchema,
  clientLoginResponseSchema,
  clientLoginSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  profileSchema,
  refreshResponseSchema,
  refreshSchema,
  registerSchema,
  registrationStatusSchema,
  resetPasswordSchema,
  userInfoResponseSchema,
  userInfoSchema,
} from './auth';
export type {
  AuthLoginRequest,
  AuthLoginResponse,
  ClientLoginRequest,
  ClientLoginResponse,
  ErrorBody,
  ProfileUpdate,
  RefreshResponse,
  RegisterRequest,
  RegistrationStatus,
  UserInfo,
  UserInfoResponse,
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
  PLAYBACK_FULL_MAX_POINTS,
  PLAYBACK_ROUTE_TOLERANCE_M,
  PLAYBACK_SPECIAL_CENTRE,
  SPECIAL_CENTRE_USERNAMES,
  PLAYBACK_SPEEDS,
  RESPONSIVE_BREAKPOINTS_PX,
  TOOLBAR_OFFSET_PX,
  UPLOAD_LIMITS,
} from './constants';
export { dashboardAssetSchema, dashboardResponseSchema, dashboardSummarySchema, statusCountsSchema, vesselsResponseSchema } from './dashboard';
export type { DashboardAsset, DashboardResponse, DashboardSummary, VesselsResponse } from './dashboard';
export { EARLIEST_RECORD_TIME_MS, FIELD_LIMITS, FUTURE_TOLERANCE_MS, boundedText, idRangeMessage, idSchema, isRecordTimeAllowed } from './limits';
export { OIDC_CALLBACK_PATH, OIDC_PARAM_MAX, OIDC_SCOPES, OIDC_TEXTS, oidcAlertText, oidcCallbackSchema, oidcStartResponseSchema, oidcStatusSchema } from './oidc';
export type { OidcCallbackRequest, OidcStartResponse, OidcStatus } from './oidc';
export { MESSAGES, moreChipsLabel, noPageAccessMessage, poiAddedMessage, valueNotFoundMessage } from './messages';
export type { MessageKey } from './messages';
export { DEFAULT_STATUS_THRESHOLDS, countByStatus, deriveStatus } from './status';
export type { StatusCounts, StatusInput, StatusThresholds } from './status';
export { DEFAULT_MAP_TYPE, SESSION_KEYS, STORAGE_KEYS, UNREAD_COUNTER_KEYS } from './storage-keys';
export {
  DEFAULT_TIME_ZONE,
  convertRefuelTime,
  datePartsIn,
  formatZoneLabel,
  instantOf,
  isTimeZone,
  localDateKey,
  startOfDayIn,
  zoneOffsetMs,
  formatDuration,
  formatPdfFileStamp,
  formatPointTime,
  formatRangeTime,
} from './time-format';
export type { DateParts } from './time-format';
export { bookmarksStorageKey, isBookmarked, parseBookmarks, toggleBookmark, visibleBookmarks } from './bookmarks';
export type { Bookmark } from './bookmarks';
export { WEB_TEXTS, retryAfterText } from './web-texts';
export { UNKNOWN_TIME_ZONE_MESSAGE, timeZoneSchema } from './company-settings';
export {
  COMPANY_LIMITS,
  COMPANY_TEXTS,
  DEFAULT_COMPANY_SETTINGS,
  ROUTE_STYLES,
  UPLOAD_URL_PATTERN,
  companySettingsResponseSchema,
  companySettingsSavedResponseSchema,
  companySettingsSchema,
  companySettingsUpdateSchema,
} from './admin/company';
export type { CompanySettings, CompanySettingsResponse, CompanySettingsSavedResponse, CompanySettingsUpdate, RouteStyle } from './admin/company';
export {
  PERMISSION_GROUPS,
  permissionHint,
  permissionName,
  USER_ADMIN_TEXTS,
  USER_GRANTS_MAX,
  USER_STATUSES,
  adminUserDetailSchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserSavedResponseSchema,
  assetGroupOptionSchema,
  newUserSchema,
  userUpdateSchema,
} from './admin/users';
export type {
  AdminUserDetail,
  AdminUserListResponse,
  AdminUserResponse,
  AdminUserSavedResponse,
  AssetGroupOption,
  NewUser,
  NewUserInput,
  UserStatus,
  UserUpdate,
  UserUpdateInput,
} from './admin/users';
export { AUDIT_ACTIONS, AUDIT_OBJECT_KINDS, AUDIT_PAGE_SIZES, AUDIT_TEXTS, auditEntrySchema, auditPageSchema, auditQuerySchema } from './admin/audit';
export type { AuditEntry, AuditObjectKind, AuditPage, AuditQuery, AuditQueryInput } from './admin/audit';
export {
  OPERATOR_TEXTS,
  companyCreatedResponseSchema,
  companyStatusResponseSchema,
  companyStatusSchema,
  newCompanySchema,
  operatorCompaniesResponseSchema,
  operatorCompanySchema,
  supportSessionSchema,
} from './admin/operator';
export type { NewCompany, OperatorCompany, SupportSession } from './admin/operator';
export { ERROR_CODES } from './error-codes';
export type { ErrorCode } from './error-codes';
export { adminUserSummarySchema, adminUsersResponseSchema } from './admin-user';
export type { AdminUserSummary, AdminUsersResponse } from './admin-user';
export { positionInputSchema } from './position';
export {
  MAX_PLAUSIBLE_SPEED_KMH,
  POSITION_FILTER_REASONS,
  POSITION_FILTER_TEXTS,
  filterPosition,
  isFutureTime,
} from './position-filter';
export type { FilterablePosition, PositionFilterReason } from './position-filter';
export type { Position, PositionInput } from './position';
export { LIVE_CLOSE_CODES } from './live';
export type { LiveAsset, LiveHello, LiveServerMessage } from './live';
export { liveAssetSchema, liveAssetsResponseSchema } from './live-schemas';
export type { LiveAssetsResponse, LiveAssetsSnapshot } from './live-schemas';
export { isPoiNameValid, poiSchema, savePoiSchema } from './poi';
export type { Poi, SavePoiPayload } from './poi';
export {
  BASEMAP_TILE_CACHE_CONTROL,
  BASEMAP_TILESETS,
  BOUNDARY_KINDS,
  BOUNDARY_MIN_ZOOM,
  VECTOR_TILE_CONTENT_TYPE,
  basemapTileJsonPath,
  parseBasemapTilePath,
  roadMinZoom,
} from './basemap-tiles';
export type { BasemapTilePath, BasemapTileset, BoundaryKind } from './basemap-tiles';
export {
  DEFAULT_MAPS_URL_TEMPLATE,
  OFFLINE_MAP_TYPE,
  OPENFREEMAP_ATTRIBUTION,
  OPENFREEMAP_LIBERTY_URL,
  ROADMAP_MAP_TYPE,
  fillMapsUrl,
  trafficColor,
} from './map-config';
export { mapConfigSchema, mapStyleOptionSchema, trafficResponseSchema, trafficSegmentSchema } from './map-config-schemas';
export type { MapConfig, MapStyleOption, TrafficSegment } from './map-config-schemas';
export { geoPoiSchema, poiGroupSchema, poiListResponseSchema, savePoiResponseSchema } from './poi-list';
export type { GeoPoi, PoiGroup, PoiListResponse, SavePoiResponse } from './poi-list';
export { REPORT_TYPES } from './reports/report-types';
export { reportCellSchema, reportColumnKindSchema, reportColumnSchema, reportResultSchema, reportRowSchema } from './reports/report-schemas';
export type {
  FuelReceipt,
  MaintenanceRecord,
  ReportTire,
  ReportAssetInput,
  ReportColumn,
  ReportColumnKind,
  ReportEvent,
  ReportInput,
  ReportPoi,
  ReportPoint,
  ReportResult,
  ReportStreamLine,
  ReportRow,
  ReportTypeId,
  TollReceipt,
} from './reports/report-types';
export { receiptInfoSchema } from './reports/receipt-schema';
export type { ReceiptInfo, ReceiptInfoInput } from './reports/receipt-schema';
export { EARTH_RADIUS_KM, formatCoordinates, haversineKm, pointInRing } from './reports/geo';
export { JITTER_RADIUS_M, ODOMETER_MAX_KMH, dashboardOdometerKm, stepDistanceKm, trackDistanceKm, type DistanceFix } from './reports/distance';
export { dailyMileage, segmentTrips, sortByTime } from './reports/trips';
export type { DailyMileage, Stop, Trip, TripSegmentation } from './reports/trips';
export {
  DEFAULT_OVERSPEED_MIN_DURATION_MS,
  DEFAULT_OVERSPEED_TOLERANCE_KMH,
  OverspeedTracker,
  isAboveLimit,
  overspeedEvents,
  overspeedMask,
  overspeedRule,
} from './reports/overspeed';
export type { OverspeedEvent, OverspeedRule } from './reports/overspeed';
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
export {
  STANDARD_TEMPERATURE_RANGES,
  TEMPERATURE_LIMITS_C,
  TEMPERATURE_PROFILES,
  effectiveTemperatureRange,
  temperatureProfileLabel,
  temperatureRangeSchema,
  assetTemperatureRangeSchema,
  temperatureRangeResponseSchema,
} from './reports/temperature-range';
export type { AssetTemperatureRange, TemperatureProfile, TemperatureRangeResponse } from './reports/temperature-range';
export type {
  FatigueEvent,
  InputInterval,
  InputIntervalsResult,
  PoiVisit,
  TemperatureRange,
  TemperatureStats,
} from './reports/analytics-extra';
export {
  REPORT_COLUMNS,
  REPORT_DATE_FIELDS,
  REPORT_TIME_FIELDS,
  REPORT_TOTALS,
  defaultColumnWidth,
  reportColumnKind,
  reportColumnLabel,
} from './reports/report-columns';
export type { ReportTotal } from './reports/report-columns';
export {
  EXCEL_DATETIME_FORMAT,
  EXCEL_DATE_FORMAT,
  excelCellValue,
  excelColumnWidths,
  excelColumns,
  excelNumberFormat,
  excelWallClock,
  parseReportTime,
} from './reports/excel-cells';
export type { ExcelCellValue, ExcelColumnSpec } from './reports/excel-cells';
export {
  ALARM_EVENT_TYPES,
  buildReport,
  countFiles,
  eventSentence,
  eventTitle,
  isAlarmEventType,
  isWatchAsset,
  normaliseEventType,
  reportTitle,
} from './reports/build-report';
export type { BuildReportOptions, BuiltReport } from './reports/build-report';
export { excelHeaderRows, exportZoneText, reportTotals, searchReportRows, sortReportRows } from './reports/report-view';
export type { ReportSortDirection } from './reports/report-view';
export {
  DEFAULT_RECONCILIATION_TOLERANCES,
  RECONCILIATION_STATUS_TEXT,
  reconcileFuel,
  summariseReconciliation,
  volumesAgree,
} from './reports/fuel-reconciliation';
export type { ReceiptToMatch, ReconciliationEntry, ReconciliationStatus, ReconciliationSummary, ReconciliationTolerances, SensorRefuel } from './reports/fuel-reconciliation';
export { EMPTY_SUMMARY_PARTS, SUMMARY_PARTS_VERSION, dayWindows, mergeSummaryParts, mileageFromParts, mileageRow, summaryParts, summaryRowFromParts } from './reports/summary';
export type { DayWindow, SummaryParts } from './reports/summary';
export { SERVER_PDF_MIN_ROWS, SERVER_XLSX_JOB_MIN_ROWS, reportJobProgressText, reportJobSchema, reportTypeIdSchema } from './reports/report-job';
export type { ReportJob, ReportJobPhase, ReportJobState } from './reports/report-job';
export { PLAYBACK_EVENT_KINDS, PLAYBACK_STATUS_CODES } from './playback';
export { playbackPointColumnsSchema, playbackRequestSchema, playbackResponseSchema, playbackRoutePointSchema } from './playback-schemas';
export type { PlaybackEventKind, PlaybackPointColumns, PlaybackRequest, PlaybackResponse, PlaybackRoutePoint } from './playback';
export {
  DEFAULT_IMPLEMENT_WIDTH_M,
  DEFAULT_PTO_AREA_UNIT,
  PTO_AREA_FACTORS,
  PTO_AREA_UNIT_LABELS,
  PTO_AREA_UNITS,
  convertArea,
  percentCompletion,
} from './pto';
export { implementWidthResponseSchema, ptoAnalysisSchema, ptoIntervalSchema } from './pto-schemas';
export type { PtoAnalysis, PtoAreaUnit, PtoInterval } from './pto';
export { PTO_MAP_MAX_POINTS, PTO_UNION_BATCH, ptoAnalysis, sweptStrip, thinPath } from './reports/pto-analytics';
export { coveredAreaInside, ptoCompletionPercent } from './reports/pto-completion';
export type { LngLatRing } from './reports/pto-completion';
export type { PtoAnalysisOptions, SweptStrip } from './reports/pto-analytics';
export {
  DEFAULT_UNITS,
  DISPLAY_DECIMALS,
  DISTANCE_UNITS,
  KM_PER_MILE,
  LITRES_PER_US_GALLON,
  TEMPERATURE_UNITS,
  UNIT_CHOICE_TEXTS,
  UNIT_LABELS,
  UNKNOWN_UNITS_MESSAGE,
  US_UNITS,
  VOLUME_UNITS,
  formatFigure,
  fromDisplay,
  isConverted,
  isMetric,
  parseUnitPreferences,
  roundTo,
  toDisplay,
  unitLabel,
  unitPreferencesSchema,
} from './units';
export type { DistanceUnit, Quantity, TemperatureUnit, UnitPreferences, VolumeUnit } from './units';
export { CONVERTED_HEADERS, reportColumnInUnits, reportColumnQuantity, reportInUnits, reportValueInUnits } from './reports/report-units';
export {
  ADMIN_TEXTS,
  ASSET_TYPE_NAMES,
  DEVICE_IDENTIFIER_MESSAGE,
  FUEL_TYPES,
  FUEL_TYPE_NAMES,
  adminAssetGroupSchema,
  adminAssetSchema,
  assetDeletedResponseSchema,
  assetGroupDeletedResponseSchema,
  assetGroupInputSchema,
  assetGroupSavedResponseSchema,
  assetGroupsResponseSchema,
  assetInputSchema,
  assetResponseSchema,
  assetSavedResponseSchema,
  assetsResponseSchema,
  adminDeviceSchema,
  devicesResponseSchema,
  deviceAssignedResponseSchema,
  deviceClaimSchema,
  deviceDetachedResponseSchema,
  deviceIdentifierSchema,
  listedAssetSchema,
} from './admin/assets';
export type {
  AdminAsset,
  AdminAssetGroup,
  AdminDevice,
  AssetGroupSavedResponse,
  AssetGroupsResponse,
  AssetResponse,
  AssetSavedResponse,
  AssetsResponse,
  DeviceAssignedResponse,
  AssetFields,
  AssetGroupInput,
  AssetInput,
  DeviceClaim,
  FuelType,
  ListedAsset,
} from './admin/assets';
export {
  ASSET_COLUMNS,
  EXPORT_FORMATS,
  GROUP_COLUMNS,
  IMPORT_KINDS,
  IMPORT_LIST_SEPARATOR,
  REQUIRED_COLUMNS,
  USER_COLUMNS,
  importProblemSchema,
  importResponseSchema,
  importResultSchema,
  importRowResultSchema,
} from './admin/import';
export type { ExportFormat, ImportKind, ImportProblem, ImportResponse, ImportResult, ImportRowResult } from './admin/import';
export { healthResponseSchema } from './health';
export type { HealthResponse } from './health';
export { errorBodySchema, successMessageResponseSchema, successResponseSchema, receiptSubmittedResponseSchema, uploadResponseSchema } from './responses';
export type { ReceiptSubmittedResponse, SuccessMessageResponse, SuccessResponse, UploadResponse } from './responses';
export {
  ALERT_CHANNELS,
  ALERT_DELIVERY_STATES,
  ALERT_EVENT_TYPES,
  ALERT_LIMITS,
  ALERT_SEVERITIES,
  ALERT_SEVERITY_STYLES,
  ALERT_STATES,
  ALERT_TEXTS,
  ALWAYS,
  CONDITION_ALERT_TYPES,
  DERIVED_EVENT_TYPES,
  DEVICE_ALARM_EVENTS,
  deviceAlarmEvents,
  INACTIVE_ALERT_TYPE,
  MINUTES_PER_DAY,
  REMINDER_ALERT_TYPE,
  WEBHOOK_HEADERS,
  WEEKDAYS,
  alertEventLabel,
  alertSentence,
  describeCalendar,
  formatCelsius,
  formatHeld,
  formatMinuteOfDay,
  inCalendar,
  inCooldown,
  ruleTypeText,
} from './alerts';
export { ENGINE_GAP_MAX_MS, dashboardEngineHours, engineMsBetween } from './engine-hours';
export { speedingSample, stepCondition, temperatureExcess, temperatureSample } from './alert-conditions';
export type { ConditionEpisode, ConditionSample, ConditionStep } from './alert-conditions';
export type { AlertCalendar, AlertChannel, AlertDeliveryState, AlertEventType, AlertSeverity, AlertState, DerivedEventType } from './alerts';
export {
  acknowledgeAlertsSchema,
  acknowledgedResponseSchema,
  alertDeliverySchema,
  alertRuleInputSchema,
  alertRuleSavedResponseSchema,
  alertRuleSchema,
  alertRulesResponseSchema,
  alertSchema,
  alertsQuerySchema,
  alertsResponseSchema,
} from './alert-schemas';
export type { AcknowledgeAlerts, Alert, AlertDelivery, AlertRule, AlertRuleInput, AlertRuleParsed, AlertRulesResponse, AlertsQuery, AlertsResponse } from './alert-schemas';
export {
  REMINDER_KINDS,
  REMINDER_LIMITS,
  REMINDER_STATES,
  REMINDER_STATE_STYLES,
  REMINDER_TEXTS,
  addMonths,
  daysBetween,
  describeLeft,
  nextDueAfter,
  reminderKindLabel,
  reminderSentence,
  reminderState,
} from './reminders';
export type { ReminderDue, ReminderKind, ReminderLeft, ReminderState } from './reminders';
export {
  completeReminderSchema,
  reminderCompletedResponseSchema,
  reminderCompletionSchema,
  reminderCompletionsResponseSchema,
  reminderInputSchema,
  reminderSchema,
  remindersResponseSchema,
  remindersSavedResponseSchema,
} from './reminder-schemas';
export type { CompleteReminder, Reminder, ReminderCompletion, ReminderInput, ReminderParsed, RemindersResponse } from './reminder-schemas';
export {
  DOCUMENT_NOTICE_DAYS,
  DOCUMENT_TYPES,
  MAINTAINED_ASSET_TYPES,
  MAINTENANCE_LIMITS,
  MAINTENANCE_TEXTS,
  RECORD_KIND_LABELS,
  documentReminderKind,
  documentTypeLabel,
} from './maintenance/maintenance';
export type { DocumentType, RecordKind } from './maintenance/maintenance';
export {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SOURCES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_STYLES,
  canMoveWorkOrder,
  downtimeHours,
  isWorkOrderOpen,
  lineAmount,
  linesCost,
  recordCost,
  roundMoney,
  workOrderNumber,
} from './maintenance/work-orders';
export type { CostLine, WorkOrderPriority, WorkOrderSource, WorkOrderStatus } from './maintenance/work-orders';
export {
  TIRE_EVENT_KINDS,
  TIRE_LAYOUTS,
  TIRE_LAYOUT_KEYS,
  TREAD_LIMIT_MM,
  checkRotation,
  defaultTireLayout,
  tireFigures,
  tirePositionLabel,
  tirePositions,
} from './maintenance/tires';
export type { AxleSpec, RotationMove, TireEvent, TireEventKind, TireFigures, TireLayout, TirePosition, TireStint } from './maintenance/tires';
export { currentMeter, meterDelta } from './maintenance/meters';
export type { MeterSource, MeterValue } from './maintenance/meters';
export { COST_CATEGORIES, buildCostView, costFigures, monthsOf } from './maintenance/maintenance-costs';
export type { CostCategory, CostEntry, CostFigures, CostView, MonthUsage } from './maintenance/maintenance-costs';
export {
  costLineSchema,
  costQuerySchema,
  documentInputSchema,
  maintenanceAssetInputSchema,
  meterReadingInputSchema,
  recordInputSchema,
  serviceInputSchema,
  serviceProgramInputSchema,
  serviceTaskInputSchema,
  tireFitSchema,
  tireInputSchema,
  tireInspectSchema,
  tireLayoutInputSchema,
  tireRemoveSchema,
  tireRotationSchema,
  workOrderCompleteSchema,
  workOrderInputSchema,
  workOrderMoveSchema,
} from './maintenance/maintenance-schemas';
export {
  costViewResponseSchema,
  maintenanceAssetSavedResponseSchema,
  maintenanceAssetSchema,
  maintenanceAssetsResponseSchema,
  maintenanceRecordSavedResponseSchema,
  maintenanceRecordSchema,
  maintenanceRecordsResponseSchema,
  meterReadingSchema,
  meterReadingsResponseSchema,
  meterSavedResponseSchema,
  serviceProgramSavedResponseSchema,
  serviceProgramSchema,
  serviceProgramsResponseSchema,
  serviceTaskSchema,
  tireEventSchema,
  tireHistoryResponseSchema,
  tireSavedResponseSchema,
  tireSchema,
  tiresResponseSchema,
  tiresSavedResponseSchema,
  workOrderEventSchema,
  workOrderResponseSchema,
  workOrderSavedResponseSchema,
  workOrderSchema,
  workOrdersResponseSchema,
} from './maintenance/maintenance-answer-schemas';
export type {
  MaintenanceAssetInput,
  MeterReadingInput,
  RecordInput,
  RecordParsed,
  ServiceProgramInput,
  ServiceProgramParsed,
  TireInput,
  WorkOrderComplete,
  WorkOrderInput,
} from './maintenance/maintenance-schemas';
export type {
  CostViewResponse,
  MaintenanceAsset,
  MaintenanceRecord as MaintenanceRecordOut,
  MeterReading,
  ServiceProgram,
  ServiceTask,
  Tire,
  TireEventOut,
  WorkOrder,
  WorkOrderEvent,
} from './maintenance/maintenance-answer-schemas';
export {
  REPORT_RUN_STATES,
  REPORT_SCHEDULE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_LIMITS,
  REPORT_SCHEDULE_PERIODS,
  REPORT_SCHEDULE_TEXTS,
  describeScheduleTiming,
  nextScheduleRun,
  scheduleMailSubject,
  schedulePeriodLabel,
  schedulePeriodRange,
} from './report-schedules';
export type { ReportRunState, ReportScheduleFormat, ReportScheduleFrequency, ReportSchedulePeriod, ReportScheduleTiming } from './report-schedules';
export {
  reportRunSchema,
  reportRunStartedResponseSchema,
  reportRunsResponseSchema,
  reportScheduleInputSchema,
  reportScheduleSavedResponseSchema,
  reportScheduleSchema,
  reportSchedulesResponseSchema,
} from './report-schedule-schemas';
export type { ReportRun, ReportRunStarted, ReportRunsResponse, ReportSchedule, ReportScheduleInput, ReportScheduleParsed, ReportScheduleSaved, ReportSchedulesResponse } from './report-schedule-schemas';
export { DATA_PUSH_CONTENTS, DATA_PUSH_EVENT_TYPES, DATA_PUSH_KINDS, DATA_PUSH_LIMITS, DATA_PUSH_TEXTS, dataPushRetryMs } from './data-push';
export type { DataPushContent, DataPushKind } from './data-push';
export { dataPushInputSchema, dataPushSavedResponseSchema, dataPushTargetSchema, dataPushTargetsResponseSchema } from './data-push-schemas';
export type { DataPushInput, DataPushParsed, DataPushSaved, DataPushTarget, DataPushTargetsResponse } from './data-push-schemas';
export {
  STOP_KINDS,
  STOP_STATES,
  STOP_STATE_STYLES,
  TRANSPORT_LIMITS,
  TRANSPORT_TEXTS,
  TRIP_DISPLAY_STATUSES,
  TRIP_STATUSES,
  TRIP_STATUS_STYLES,
  tripNumber,
} from './transport/transport';
export type { StopKind, StopState, TripDisplayStatus, TripStatus } from './transport/transport';
export { ARRIVAL_DWELL_MS, DEPARTURE_CONFIRM_MS, completedAtOf, fenceCentre, insideFence, startProgress, stepTrip, tripStatusOf } from './transport/trip-progress';
export type { ProgressFix, StopFence, StopProgress, TripProgress } from './transport/trip-progress';
export {
  DEFAULT_TRIP_SPEED_KMH,
  MIN_ETA_SPEED_KMH,
  ON_TIME_GRACE_MS,
  ROAD_CIRCUITY,
  etaAt,
  isTripLate,
  onTimeFigures,
  recentSpeedKmh,
  roadDistanceKm,
  stopDelayMs,
  tripDisplayStatus,
} from './transport/trip-figures';
export type { OnTimeFigures, StopTiming, TripOutcome } from './transport/trip-figures';
export {
  clientInputSchema,
  clientSavedResponseSchema,
  clientSchema,
  clientsResponseSchema,
  driverInputSchema,
  driverSavedResponseSchema,
  driverSchema,
  driverSummaryResponseSchema,
  driversResponseSchema,
  onTimeFiguresSchema,
  proofOfDeliverySchema,
  transporterInputSchema,
  transporterSavedResponseSchema,
  transporterSchema,
  transportersResponseSchema,
  tripCancelSchema,
  tripDetailResponseSchema,
  tripInputSchema,
  tripSavedResponseSchema,
  tripSchema,
  tripStopInputSchema,
  tripStopSchema,
  tripsQuerySchema,
  tripsResponseSchema,
} from './transport/transport-schemas';
export type { Client, ClientInput, Driver, DriverInput, DriverParsed, DriverSummary, Transporter, TransporterInput, Trip as TransportTrip, TripDetail, TripInput, TripParsed, TripStop, TripStopInput } from './transport/transport-schemas';
export { SHARE_LINK_EXPIRY_CHOICES, SHARE_LINK_LIMITS, SHARE_LINK_STATES, SHARE_LINK_TEXTS, liveLocationPath, shareLinkEta, shareLinkStateOf } from './share-links/share-links';
export type { ShareLinkState } from './share-links/share-links';
export {
  liveLocationResponseSchema,
  makeShareLinkInputSchema,
  makeTripShareLinkInputSchema,
  shareLinkCreatedResponseSchema,
  shareLinkDestinationSchema,
  shareLinkExpirySchema,
  shareLinkIdParams,
  shareLinkInputSchema,
  shareLinkRevokedResponseSchema,
  shareLinkSchema,
  shareLinksResponseSchema,
  shareLinkTokenSchema,
  tripShareLinkInputSchema,
} from './share-links/share-link-schemas';
export type { LiveLocation, ShareLink, ShareLinkCreated, ShareLinkDestination, ShareLinkInput, ShareLinksResponse, TripShareLinkInput } from './share-links/share-link-schemas';
export { GEAR_LABELS, GEAR_TYPES, VESSEL_DEFAULTS, VESSEL_LIMITS, VESSEL_STATES, VESSEL_STATE_STYLES, VESSEL_TEXTS, ZONE_KINDS, ZONE_KIND_STYLES } from './vessels/vessels';
export type { GearType, VesselState, VesselTrip, ZoneKind } from './vessels/vessels';
export {
  publicVesselSchema,
  publicVesselsQuerySchema,
  publicVesselsResponseSchema,
  vesselActivityQuerySchema,
  vesselActivityResponseSchema,
  vesselRegisterInputSchema,
  vesselRegisterResponseSchema,
  vesselSavedResponseSchema,
  vesselSchema,
  vesselSettingsInputSchema,
  vesselSettingsResponseSchema,
  zoneImportSchema,
  zoneInputSchema,
  zonePolygonsSchema,
  zoneSavedResponseSchema,
  zoneSchema,
  zonesImportedResponseSchema,
  zonesResponseSchema,
} from './vessels/vessel-schemas';
export type { PublicVessel, Vessel, VesselActivity, VesselRegister, VesselRegisterInput, Zone, ZoneInput, ZonePolygons } from './vessels/vessel-schemas';
export { parseZoneGeoJson } from './vessels/zone-geojson';
export type { ImportedZone, ZoneImport } from './vessels/zone-geojson';
export { FISHING_DEFAULTS, KMH_PER_KNOT, VesselTracker, detectVesselEvents, fishingFigures, inZone, isSilent, prepareZone } from './vessels/vessel-detector';
export type { FishingOptions, VesselEvent, VesselEventKind, VesselFix, ZoneShape } from './vessels/vessel-detector';
export { daysAtSea, tripsInPeriod, vesselTripsOf } from './vessels/vessel-trips';
export type { PortCall } from './vessels/vessel-trips';
export {
  COMMANDS_BY_PROTOCOL, DEVICE_COMMAND_KINDS, DEVICE_COMMAND_LABELS, DEVICE_COMMAND_LIMITS, DEVICE_COMMAND_STATES, DEVICE_COMMAND_STATE_LABELS,
  DEVICE_COMMAND_TEXTS, commandPermission, commandsFor, maySendCommand,
} from './device-commands/device-commands';
export type { DeviceCommandKind, DeviceCommandState } from './device-commands/device-commands';
export { deviceCommandCreatedResponseSchema, deviceCommandInputSchema, deviceCommandSchema, deviceCommandsResponseSchema } from './device-commands/device-command-schemas';
export type { DeviceCommand, DeviceCommandInput, DeviceCommandsResponse } from './device-commands/device-command-schemas';
