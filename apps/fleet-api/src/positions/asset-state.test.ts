import { DEFAULT_STATUS_THRESHOLDS, positionInputSchema, type PositionInput } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { advanceAssetState, toLiveAsset } from './asset-state';

const T0 = Date.UTC(2025, 0, 6, 8, 0, 0);
const report = (time: number, over: Partial<PositionInput> = {}) =>
  positionInputSchema.parse({ assetId: 7, time, lat: 3.07, lng: 101.5, speed: 0, ...over });

describe('advanceAssetState', () => {
  it('takes the newest report only and keeps stationarySince while below the moving speed', () => {
    const a = advanceAssetState(undefined, 't', [report(T0, { speed: 40 }), report(T0 + 10_000, { speed: 2 }), report(T0 + 20_000, { speed: 0 })], DEFAULT_STATUS_THRESHOLDS, T0 + 20_000);
    expect(a).toMatchObject({ stationarySince: T0 + 10_000, status: 'Idling', last: { time: T0 + 20_000 } });
    // A late report changes nothing.
    expect(advanceAssetState(a, 't', [report(T0 + 5_000, { speed: 90 })], DEFAULT_STATUS_THRESHOLDS, T0 + 30_000)).toBeUndefined();
    const b = advanceAssetState(a, 't', [report(T0 + 200_000, { speed: 1 })], DEFAULT_STATUS_THRESHOLDS, T0 + 200_000);
    expect(b).toMatchObject({ stationarySince: T0 + 10_000, status: 'Parked' });
    const c = advanceAssetState(b, 't', [report(T0 + 210_000, { speed: 30, heading: 90 })], DEFAULT_STATUS_THRESHOLDS, T0 + 210_000);
    expect(c).toMatchObject({ stationarySince: null, status: 'Moving' });
    expect(toLiveAsset(c!)).toMatchObject({ assetId: 7, time: T0 + 210_000, speed: 30, heading: 90, status: 'Moving' });
  });

  it('uses the ignition signal and the tenant thresholds', () => {
    const idle = advanceAssetState(undefined, 't', [report(T0, { ignition: true })], DEFAULT_STATUS_THRESHOLDS, T0 + 600_000);
    expect(idle?.status).toBe('Idling');
    const off = advanceAssetState(undefined, 't', [report(T0, { ignition: false, speed: 3 })], DEFAULT_STATUS_THRESHOLDS, T0);
    expect(off?.status).toBe('Parked');
    const strict = { ...DEFAULT_STATUS_THRESHOLDS, movingSpeedKmh: 10 };
    expect(advanceAssetState(undefined, 't', [report(T0, { speed: 8, ignition: true })], strict, T0)?.status).toBe('Idling');
  });
});

describe('advanceAssetState and reports from the future', () => {
  const IN_2100 = Date.UTC(2100, 0, 1);
  it('never takes a report dated more than a day ahead', () => {
    const a = advanceAssetState(undefined, 't', [report(T0, { speed: 10 })], DEFAULT_STATUS_THRESHOLDS, T0);
    expect(advanceAssetState(a, 't', [report(IN_2100)], DEFAULT_STATUS_THRESHOLDS, T0)).toBeUndefined();
    expect(advanceAssetState(a, 't', [report(T0 + 1000), report(IN_2100)], DEFAULT_STATUS_THRESHOLDS, T0 + 1000)?.last.time).toBe(T0 + 1000);
  });
  it('replaces a state frozen in 2100 with the newest sane report', () => {
    const frozen = advanceAssetState(undefined, 't', [report(IN_2100, { speed: 0 })], DEFAULT_STATUS_THRESHOLDS, IN_2100);
    const healed = advanceAssetState(frozen, 't', [report(T0, { speed: 40 }), report(T0 + 5000, { speed: 45 })], DEFAULT_STATUS_THRESHOLDS, T0 + 5000);
    expect(healed).toMatchObject({ last: { time: T0 + 5000, speed: 45 }, stationarySince: null, status: 'Moving' });
  });
});
