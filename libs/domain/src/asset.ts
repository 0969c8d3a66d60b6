import type { AssetType } from './asset-types';
import { PALETTE, type ColorName } from './colors';

export { ASSET_TYPES } from './asset-types';
export type { AssetType } from './asset-types';
/** An asset as the selector and the map know it (its schema is apart: zod stays out of the map kit). */
export type { AssetSummary } from './asset-schemas';

/** Asset types that are driven and take fuel: the vehicles a fuel receipt is for (SPEC §3 `assetId`). */
export const FUEL_VEHICLE_TYPES: readonly AssetType[] = ['car', 'truck', 'boat'];
/** Asset types kept by the maintenance (fms) module that take fuel: forklifts, generators, excavators (`fmsAssetId`). */
export const MAINTENANCE_ASSET_TYPES: readonly AssetType[] = ['machine'];

/** Whether an asset of this type takes fuel (a fuel receipt may be for it): vehicles, boats and machines. */
export function takesFuel(type: string): boolean {
  return (FUEL_VEHICLE_TYPES as readonly string[]).includes(type) || (MAINTENANCE_ASSET_TYPES as readonly string[]).includes(type);
}

/** Default map icon of an asset. */
export const DEFAULT_ICON_TYPE = 'truck-1';

/** Asset status values and their short forms. */
export const ASSET_STATUSES = ['Moving', 'Idling', 'Parked', 'Inactive'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export type StatusShort = 'Move' | 'Idle' | 'Park' | 'Inactive';

export const STATUS_SHORT: Record<AssetStatus, StatusShort> = {
  Moving: 'Move',
  Idling: 'Idle',
  Parked: 'Park',
  Inactive: 'Inactive',
};

/** Status filter entries in display order with their colour names (SPEC §4). */
export const STATUS_FILTERS = [
  { key: 'All', color: 'primary' },
  { key: 'Move', color: 'success' },
  { key: 'Idle', color: 'warning' },
  { key: 'Park', color: 'danger' },
  { key: 'Inactive', color: 'dark' },
] as const satisfies readonly { key: string; color: ColorName }[];
export type StatusFilterKey = (typeof STATUS_FILTERS)[number]['key'];

/** Icon colour of a live asset by status (Inactive is dark on the live map). */
export function statusColor(status: AssetStatus): string {
  switch (status) {
    case 'Moving':
      return PALETTE.success;
    case 'Idling':
      return PALETTE.warning;
    case 'Parked':
      return PALETTE.danger;
    case 'Inactive':
      return PALETTE.dark;
  }
}

/** Playback colour by status: Inactive is grey there. */
export function playbackStatusColor(status: AssetStatus): string {
  return status === 'Inactive' ? PALETTE.grey : statusColor(status);
}

/** Asset selection item (SPEC §3). */
export interface AssetSelectionItem {
  assetId: number;
  assetName: string;
  assetGroup: string;
  unitId: string;
}
