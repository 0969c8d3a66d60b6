export { AssetGroupsAdmin, AssetsAdmin, DevicesAdmin, ImportExportAdmin } from './sections';
export { AssetsAdminView } from './assets-admin-view';
export type { AssetsAdminViewProps } from './assets-admin-view';
export { GroupsAdminView } from './groups-admin-view';
export type { GroupsAdminViewProps } from './groups-admin-view';
export { DevicesAdminView } from './devices-admin-view';
export type { DevicesAdminViewProps } from './devices-admin-view';
export { ImportExportView, importSummary } from './import-export-view';
export type { ImportExportViewProps } from './import-export-view';
