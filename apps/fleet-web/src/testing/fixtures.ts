import type { AssetSummary, ClientLoginResponse, DashboardSummary, LiveAsset, UserInfo } from '@fleet/domain';

/** A Client user without the vms page key, as the demo tenant has one. */
export const demoUser: UserInfo = {
  uid: 'u-demo',
  username: 'demo',
  displayName: 'Demo User',
  about: '',
  photoURL: '',
  status: 'active',
  userRole: 'Client',
  email: 'demo@demo.fleet',
  providerId: 'password',
  logo_big_url: '',
  logo_small_url: '',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  access: { pages: ['mapview', 'tableview', 'hybridview', 'multiview', 'playback', 'fms', 'reports'] },
  permissions: [],
  tenantName: 'Demo Fleet',
  timeZone: 'Asia/Kuala_Lumpur',
  companyTimeZone: 'Asia/Kuala_Lumpur',
  units: { distance: 'km', volume: 'L', temperature: 'C' },
};

/** An Administrator with every page key. */
export const adminUser: UserInfo = {
  ...demoUser,
  uid: 'u-admin',
  username: 'admin',
  displayName: 'Fleet Admin',
  email: 'admin@demo.fleet',
  userRole: 'Administrator',
  access: { pages: ['mapview', 'tableview', 'hybridview', 'multiview', 'playback', 'fms', 'vms', 'tms', 'reports'] },
};

/** A sign-in answer for the user. */
export function loginResponseFor(userInfo: UserInfo): ClientLoginResponse {
  return {
    success: true,
    error: null,
    unitSelection: [{ assetId: 1, assetName: 'Truck 01', assetGroup: 'North', unitId: '356307042441013' }],
    allUnits: [],
    mapPOIData: [],
    geoPOIData: [],
    userInfo,
  };
}

/** A small dashboard answer. */
export const dashboardFixture: DashboardSummary = {
  statusCounts: { All: 6, Move: 2, Idle: 1, Park: 2, Inactive: 1 },
  byType: [
    { type: 'truck', count: 3 },
    { type: 'car', count: 2 },
    { type: 'boat', count: 1 },
  ],
  byGroup: [
    { group: 'North', count: 4, statusCounts: { All: 4, Move: 2, Idle: 1, Park: 1, Inactive: 0 } },
    { group: 'Harbour', count: 2, statusCounts: { All: 2, Move: 0, Idle: 0, Park: 1, Inactive: 1 } },
  ],
  assets: [
    { assetId: 1, assetName: 'Truck 01', assetGroup: 'North', type: 'truck', status: 'Moving', lastReportAt: '2026-11-21T02:00:00Z' },
    { assetId: 2, assetName: 'Truck 02', assetGroup: 'North', type: 'truck', status: 'Moving', lastReportAt: '2026-11-21T02:01:00Z' },
    { assetId: 3, assetName: 'Truck 03', assetGroup: 'North', type: 'truck', status: 'Idling', lastReportAt: '2026-11-21T02:02:00Z' },
    { assetId: 4, assetName: 'Car 01', assetGroup: 'North', type: 'car', status: 'Parked', lastReportAt: '2026-11-21T01:00:00Z' },
    { assetId: 5, assetName: 'Car 02', assetGroup: 'Harbour', type: 'car', status: 'Parked', lastReportAt: '2026-11-20T23:00:00Z' },
    { assetId: 6, assetName: 'Boat 01', assetGroup: 'Harbour', type: 'boat', status: 'Inactive', lastReportAt: null },
  ],
  generatedAt: '2026-11-21T02:05:00Z',
};

/** GET /assets for the monitor tests. */
export const assetsFixture: AssetSummary[] = [
  { assetId: 1, assetName: 'Truck 01', assetGroup: 'North', unitId: '356307042441001', type: 'truck', iconType: 'truck-1' },
  { assetId: 2, assetName: 'Truck 02', assetGroup: 'North', unitId: '356307042441002', type: 'truck', iconType: 'truck-1' },
  { assetId: 3, assetName: 'Car 01', assetGroup: 'Harbour', unitId: '356307042441003', type: 'car', iconType: 'car-1' },
  { assetId: 4, assetName: 'Boat 01', assetGroup: 'Harbour', unitId: '356307042441004', type: 'boat', iconType: 'boat-1' },
];

/** The live state of those assets. */
export const liveFixture: LiveAsset[] = [
  { assetId: 1, time: Date.UTC(2026, 10, 21, 2, 0), lat: 3.07, lng: 101.51, speed: 52, heading: 90, status: 'Moving', ignition: true, fuelPercent: 64, temperature: null, odometer: 1200, address: 'Persiaran Kayangan, Shah Alam' },
  { assetId: 2, time: Date.UTC(2026, 10, 21, 1, 58), lat: 3.08, lng: 101.52, speed: 0, heading: 0, status: 'Parked', ignition: false, fuelPercent: 40, temperature: -18.5, odometer: 800, address: null },
  { assetId: 3, time: Date.UTC(2026, 10, 21, 1, 59), lat: 3.05, lng: 101.49, speed: 0, heading: 0, status: 'Idling', ignition: true, fuelPercent: null, temperature: null, odometer: null, address: null },
  { assetId: 4, time: null, lat: 2.99, lng: 101.39, speed: 0, heading: 0, status: 'Inactive', ignition: null, fuelPercent: null, temperature: null, odometer: null, address: null },
];
