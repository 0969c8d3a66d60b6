import type { AdminAsset, AdminAssetGroup, AdminDevice } from '@fleet/domain';

/** Sample data of the administration's stories. */
export const SAMPLE_GROUPS: AdminAssetGroup[] = [
  { groupId: 1, name: 'North depot', assetCount: 2 },
  { groupId: 2, name: 'Cold chain', assetCount: 1 },
];

const base: Omit<AdminAsset, 'assetId' | 'name'> = {
  type: 'truck',
  groupId: 1,
  groupName: 'North depot',
  plate: null,
  iconType: 'truck-1',
  deviceIdentifier: null,
  fuelTankL: null,
  fuelType: null,
  speedLimitKmh: null,
  temperatureRange: null,
  implementWidthM: null,
  odometerOffsetKm: 0,
  engineHoursOffsetH: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
};

export const SAMPLE_ASSETS: AdminAsset[] = [
  { ...base, assetId: 1, name: 'Truck 10', plate: 'WXY 1010', deviceIdentifier: '356307042441013', fuelType: 'diesel', fuelTankL: 300, speedLimitKmh: 80 },
  { ...base, assetId: 2, name: 'Truck 2', plate: 'WXY 2002' },
  { ...base, assetId: 3, name: 'Reefer 1', groupId: 2, groupName: 'Cold chain', temperatureRange: { profile: 'frozen', min: -25, max: -15 } },
];

export const SAMPLE_DEVICES: AdminDevice[] = [
  { identifier: '356307042441013', protocol: 'teltonika', model: 'FMB920', firmware: '03.28.07', lastSeen: Date.UTC(2026, 10, 24, 2), assetId: 1, assetName: 'Truck 10', backlog: 0 },
  { identifier: 'phone-7', protocol: 'osmand', model: '', firmware: null, lastSeen: null, assetId: null, assetName: null, backlog: 12 },
];
