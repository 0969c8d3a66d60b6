import type { AssetSummary, StatusInput } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { buildDashboard } from './build-dashboard';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);
const asset = (assetId: number, type: AssetSummary['type'], assetGroup: string): AssetSummary => ({
  assetId,
  assetName: `A${assetId}`,
  assetGroup,
  unitId: String(assetId),
  type,
  iconType: 'truck-1',
});

describe('buildDashboard', () => {
  const assets = [asset(1, 'truck', 'North'), asset(2, 'truck', 'North'), asset(3, 'boat', 'Marine'), asset(4, 'car', 'North')];
  const states = new Map<number, StatusInput>([
    [1, { lastReportAt: NOW - 10_000, speedKmh: 60, ignition: true, stationarySince: null }],
    [2, { lastReportAt: NOW - 10_000, speedKmh: 0, ignition: true, stationarySince: NOW - 60_000 }],
    [3, { lastReportAt: NOW - 10_000, speedKmh: 0, ignition: false, stationarySince: NOW - 60_000 }],
  ]);
  const d = buildDashboard(assets, states, NOW);

  it('derives statuses from the last states, Inactive without one', () => {
    expect(d.assets.map((a) => a.status)).toEqual(['Moving', 'Idling', 'Parked', 'Inactive']);
    expect(d.assets[0]?.lastReportAt).toBe(new Date(NOW - 10_000).toISOString());
    expect(d.assets[3]?.lastReportAt).toBeNull();
    expect(d.statusCounts).toEqual({ All: 4, Move: 1, Idle: 1, Park: 1, Inactive: 1 });
  });

  it('counts all eight types and every group, and the counts add up', () => {
    expect(d.byType).toHaveLength(8);
    expect(d.byType.find((t) => t.type === 'truck')?.count).toBe(2);
    expect(d.byType.reduce((s, t) => s + t.count, 0)).toBe(4);
    expect(d.byGroup.map((g) => g.group)).toEqual(['Marine', 'North']);
    expect(d.byGroup[1]?.statusCounts).toEqual({ All: 3, Move: 1, Idle: 1, Park: 0, Inactive: 1 });
    expect(d.generatedAt).toBe(new Date(NOW).toISOString());
  });
});
