export { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse, isApiError, isErrorBody, parseRetryAfter } from './api-error';
export type { ApiErrorOptions } from './api-error';
export { ApiClientProvider, useApiClient } from './api-client-context';
export type { ApiClientProviderProps } from './api-client-context';
export type { ApiTokens, TokenPair } from './api-tokens';
export { createApiClient } from './create-api-client';
export type { ApiClient, ApiClientOptions } from './create-api-client';
export { decodeBase64Url, isTokenExpired, readJwtPayload, readTokenExpiry } from './jwt';
export { isBearerPath, normalizeApiPath, refreshesOn401, relativeApiPath } from './request-policy';
export { CLIENT_ERROR_TEXTS, sendJson, toApiError } from './send-json';

export { adminUsersQueryKey, adminUsersQueryOptions, fetchAdminUsers, useAdminUsers } from './admin-users';
export type { AdminUser } from './admin-users';
export {
  createUser,
  deleteUser,
  fetchUsers,
  sendUserPasswordReset,
  updateUser,
  useDeleteUser,
  useSaveUser,
  useSendUserPasswordReset,
  useUsers,
  userMutationOptions,
  usersQueryKey,
  usersQueryOptions,
} from './users';
export type { AssetGroupOption, UserSaved, UsersList } from './users';
export { auditQueryKey, auditQueryOptions, auditSearchParams, fetchAudit, useAudit } from './audit';
export {
  createCompany,
  fetchOperatorCompanies,
  openSupportSession,
  operatorCompaniesQueryKey,
  operatorCompaniesQueryOptions,
  operatorMutationOptions,
  setCompanyStatus,
  useCreateCompany,
  useOpenSupportSession,
  useOperatorCompanies,
  useSetCompanyStatus,
} from './operator';
export {
  companySettingsQueryKey,
  companySettingsQueryOptions,
  fetchCompanySettings,
  updateCompanySettings,
  updateCompanySettingsMutationOptions,
  useCompanySettings,
  useUpdateCompanySettings,
} from './company-settings';
export type { CompanySettingsSaved } from './company-settings';
export { assetsQueryKey, assetsQueryOptions, fetchAssets, useAssets } from './assets';
export { authLogin, authLoginMutationOptions, useAuthLogin } from './auth-login';
export type { AuthLoginResponse } from './auth-login';
export { changePassword, changePasswordMutationOptions, useChangePassword } from './change-password';
export type { ChangePasswordRequest } from './change-password';
export { confirmEmail, confirmEmailMutationOptions, useConfirmEmail } from './confirm-email';
export type { ConfirmEmailRequest, ConfirmEmailResponse } from './confirm-email';
export { dashboardQueryKey, dashboardQueryOptions, fetchDashboard, useDashboard } from './dashboard';
export { forgotPassword, forgotPasswordMutationOptions, useForgotPassword } from './forgot-password';
export type { ForgotPasswordResponse } from './forgot-password';
export { login, loginMutationOptions, useLogin } from './login';
export {
  fetchOidcStatus,
  finishOidcSignIn,
  finishOidcSignInMutationOptions,
  oidcStatusQueryKey,
  oidcStatusQueryOptions,
  startOidcSignIn,
  startOidcSignInMutationOptions,
  useFinishOidcSignIn,
  useOidcStatus,
  useStartOidcSignIn,
} from './oidc-sign-in';
export type { LoginCredentials } from './login';
export { logout, logoutMutationOptions, useLogout } from './logout';
export { fetchMe, meQueryKey, meQueryOptions, useMe } from './me';
export { REFRESH_TOKEN_PATH, refreshTokens } from './refresh';
export type { RefreshTokenRequest } from './refresh';
export { fetchRegistrationStatus, register, registerMutationOptions, registrationStatusQueryOptions, useRegister, useRegistrationStatus } from './register';
export type { RegisterResponse, RegistrationStatus } from './register';
export { resetPassword, resetPasswordMutationOptions, useResetPassword } from './reset-password';
export type { ResetPasswordRequest } from './reset-password';
export { updateProfile, updateProfileMutationOptions, useUpdateProfile } from './update-profile';
export {
  fetchVessels,
  useAgencyUsers,
  useDeleteZone,
  useImportZones,
  usePublicVessels,
  useSaveAgencyUser,
  useSaveVesselRegister,
  useSaveVesselSettings,
  useSaveZone,
  useVesselActivity,
  useVesselRegister,
  useVessels,
  useVesselSettings,
  useZones,
  vesselAreaQueryKey,
  vesselsQueryKey,
  vesselsQueryOptions,
} from './vessels';
export type { AgencyUser, VesselSettings } from './vessels';
export {
  createShareLink,
  fetchLiveLocation,
  fetchShareLinks,
  isLinkGone,
  revokeShareLink,
  shareLinksQueryKey,
  useCreateShareLink,
  useLiveLocation,
  useRevokeShareLink,
  useShareLinks,
} from './share-links';
export type { CreateShareLinkVariables } from './share-links';
export { DEFAULT_BACKOFF, backoffDelay } from './live-backoff';
export type { BackoffOptions } from './live-backoff';
export { createLiveConnection } from './live-connection';
export type { LiveConnection, LiveConnectionOptions, LiveConnectionStatus, LiveSocket, LiveSocketConstructor } from './live-connection';
export { liveSocketUrl } from './live-url';
export { fetchLiveAssets, liveAssetsQueryKey, liveAssetsQueryOptions, useLiveAssets } from './live-assets';
export type { LiveAssetsSnapshot } from './live-assets';
export { fetchPois, poisQueryKey, poisQueryOptions, usePois } from './pois';
export type { PoiList } from './pois';
export { savePoi, savePoiMutationOptions, useSavePoi } from './save-poi';
export type { SavePoiResult } from './save-poi';
export { deletePoi, deletePoiMutationOptions, useDeletePoi } from './delete-poi';
export { TRAFFIC_REFRESH_MS, fetchTraffic, trafficQueryKey, trafficQueryOptions, useTraffic } from './traffic';
export { fetchMapConfig, mapConfigQueryKey, mapConfigQueryOptions, useMapConfig } from './map-config';
export {
  REPORT_STREAM_FLUSH_MS,
  cancelReportJob,
  fetchReport,
  fetchReportJob,
  fetchReportJobFile,
  fetchReportWorkbook,
  reportQueryKey,
  reportQueryOptions,
  startReportExport,
  streamReport,
  useReport,
} from './reports';
export type { ReportExportView, ReportRequest } from './reports';
export { deleteFuelReceipt, deleteTollReceipt, submitReceipt, uploadReceiptFile } from './receipts';
export type { DeleteReceiptResult, ReceiptUserInfo, SubmitReceiptResult, UploadReceiptFileOptions, UploadedReceiptFile } from './receipts';
export { INERT_UPLOAD_TYPES, NOT_AN_UPLOAD_CODE, NOT_AN_UPLOAD_TEXT, fetchUpload, uploadPathOf } from './fetch-upload';
export { fetchPlayback } from './playback';
export { fetchPtoAnalysis } from './pto';
export type { PtoAnalysisRequest } from './pto';
export {
  adminAssetsQueryKey,
  adminAssetsQueryOptions,
  createAsset,
  deleteAsset,
  fetchAdminAsset,
  fetchAdminAssets,
  invalidateAdmin,
  saveAssetMutationOptions,
  updateAsset,
  useAdminAssets,
  useDeleteAsset,
  useSaveAsset,
} from './admin-assets';
export type { AssetSaved, ListedAsset, SaveAssetVariables } from './admin-assets';
export {
  assetGroupsQueryKey,
  assetGroupsQueryOptions,
  createAssetGroup,
  deleteAssetGroup,
  fetchAssetGroups,
  renameAssetGroup,
  useAssetGroups,
  useDeleteAssetGroup,
  useSaveAssetGroup,
} from './asset-groups';
export type { GroupSaved } from './asset-groups';
export { claimDevice, detachDevice, devicesQueryKey, devicesQueryOptions, fetchDevices, useClaimDevice, useDetachDevice, useDevices } from './devices';
export type { DeviceClaimed } from './devices';
export { exportList, importList, useImportList } from './import-export';
export type { ImportVariables } from './import-export';
export {
  acknowledgeAlerts,
  alertRulesQueryKey,
  alertsQueryKey,
  alertsSearchParams,
  deleteAlertRule,
  fetchAlertRules,
  fetchAlerts,
  saveAlertRule,
  useAcknowledgeAlerts,
  useAlertRules,
  useAlerts,
  useDeleteAlertRule,
  useSaveAlertRule,
} from './alerts';
export type { AlertRuleSaved, AlertsFilter } from './alerts';
export {
  completeReminder,
  deleteReminder,
  fetchReminderCompletions,
  fetchReminders,
  remindersQueryKey,
  saveReminder,
  useCompleteReminder,
  useDeleteReminder,
  useReminderCompletions,
  useReminders,
  useSaveReminder,
} from './reminders';
export type { RemindersSaved } from './reminders';
export {
  addMaintenanceAsset,
  addMeterReading,
  deleteMaintenanceRecord,
  deleteServiceProgram,
  fetchCostView,
  fetchMaintenanceAssets,
  fetchMaintenanceRecords,
  fetchMeterReadings,
  fetchServicePrograms,
  invalidateMaintenance,
  maintenanceQueryKey,
  saveMaintenanceRecord,
  saveServiceProgram,
  saveTireLayout,
  useAddMaintenanceAsset,
  useAddMeterReading,
  useCostView,
  useDeleteMaintenanceRecord,
  useDeleteServiceProgram,
  useMaintenanceAssets,
  useMaintenanceRecords,
  useMeterReadings,
  useSaveMaintenanceRecord,
  useSaveServiceProgram,
  useSaveTireLayout,
  useServicePrograms,
} from './maintenance';
export type { RecordsFilter, Saved } from './maintenance';
export { completeWorkOrder, fetchWorkOrder, fetchWorkOrders, moveWorkOrder, saveWorkOrder, useCompleteWorkOrder, useMoveWorkOrder, useSaveWorkOrder, useWorkOrder, useWorkOrders } from './work-orders';
export { fetchTireHistory, fetchTires, fitTire, inspectTire, removeTire, rotateTires, saveTire, useFitTire, useInspectTire, useRemoveTire, useRotateTires, useSaveTire, useTireHistory, useTires } from './tires';
export {
  deleteReportSchedule,
  fetchReportRunFile,
  fetchReportRuns,
  fetchReportSchedules,
  reportSchedulesQueryKey,
  runReportSchedule,
  saveReportSchedule,
  useDeleteReportSchedule,
  useReportRuns,
  useReportSchedules,
  useRunReportSchedule,
  useSaveReportSchedule,
} from './report-schedules';
export { dataPushQueryKey, deleteDataPushTarget, fetchDataPushTargets, saveDataPushTarget, useDataPushTargets, useDeleteDataPushTarget, useSaveDataPushTarget } from './data-push';
export {
  cancelTrip,
  dispatchTrip,
  fetchDriverSummary,
  fetchDrivers,
  fetchTransportClients,
  fetchTransporters,
  fetchTrip,
  fetchTrips,
  reopenTrip,
  saveDriver,
  saveProofOfDelivery,
  saveTransportClient,
  saveTransporter,
  saveTrip,
  transportQueryKey,
  useCancelTrip,
  useDispatchTrip,
  useDriverSummary,
  useDrivers,
  useReopenTrip,
  useSaveDriver,
  useSaveProofOfDelivery,
  useSaveTransportClient,
  useSaveTransporter,
  useSaveTrip,
  useTransportClients,
  useTransporters,
  useTrip,
  useTrips,
} from './transport';
export type { TripsFilter } from './transport';
export { DEVICE_COMMANDS_POLL_MS, deviceCommandsQueryKey, fetchDeviceCommands, sendDeviceCommand, useDeviceCommands, useSendDeviceCommand } from './device-commands';
