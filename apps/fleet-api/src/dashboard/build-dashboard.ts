import {
  ASSET_TYPES,
  countByStatus,
  deriveStatus,
  type AssetSummary,
  type DashboardAsset,
  type DashboardSummary,
  type StatusInput,
  type StatusThresholds,
} from '@fleet/domain';
import { NEVER_REPORTED } from '../assets/last-state';

/** The assets with their statuses at `now` (ms since epoch); assets without a state count as never reported. */
export function toDashboardAssets(
  assets: readonly AssetSummary[],
  states: ReadonlyMap<number, StatusInput>,
  now: number,
  thresholds?: StatusThresholds,
): DashboardAsset[] {
  return assets.map((a) => {
    const state = states.get(a.assetId) ?? NEVER_REPORTED;
    return {
      assetId: a.assetId,
      assetName: a.assetName,
      assetGroup: a.assetGroup,
      type: a.type,
      status: deriveStatus(state, now, thresholds),
      lastReportAt: state.lastReportAt === null ? null : new Date(state.lastReportAt).toISOString(),
    };
  });
}

/**
 * The dashboard: counts by status, by type (all eight, zeros included, in ASSET_TYPES order) and by group (sorted by
 * name, each with its status counts), and the asset list. Pure: time and states are inputs.
 */
export function buildDashboard(
  assets: readonly AssetSummary[],
  states: ReadonlyMap<number, StatusInput>,
  now: number,
  thresholds?: StatusThresholds,
): DashboardSummary {
  const listed = toDashboardAssets(assets, states, now, thresholds);
  const byType = ASSET_TYPES.map((type) => ({ type, count: listed.filter((a) => a.type === type).length }));
  const groups = new Map<string, DashboardAsset[]>();
  for (const asset of listed) groups.set(asset.assetGroup, [...(groups.get(asset.assetGroup) ?? []), asset]);
  const byGroup = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, members]) => ({ group, count: members.length, statusCounts: countByStatus(members.map((m) => m.status)) }));
  return {
    statusCounts: countByStatus(listed.map((a) => a.status)),
    byType,
    byGroup,
    assets: listed,
    generatedAt: new Date(now).toISOString(),
  };
}
