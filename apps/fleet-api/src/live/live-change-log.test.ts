import type { LiveAsset } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { LiveChangeLog } from './live-change-log';

const asset = (assetId: number, speed: number): LiveAsset => ({
  assetId, time: 1, lat: 3, lng: 101, speed, heading: 0, status: 'Moving', ignition: true, fuelPercent: null, temperature: null, odometer: null, address: null,
});

describe('LiveChangeLog', () => {
  it('returns the missed changes, newest per asset, while the ring still covers them', () => {
    const log = new LiveChangeLog(1000, 5);
    expect(log.since(1000)).toEqual([]);
    expect(log.since(999)).toBeUndefined();
    log.append([asset(1, 10), asset(2, 20)]);
    log.append([asset(1, 11)]);
    expect(log.seq).toBe(1003);
    expect(log.since(1001)).toEqual([asset(2, 20), asset(1, 11)]);
    expect(log.since(1003)).toEqual([]);
    expect(log.since(1004)).toBeUndefined();
    log.append([asset(3, 1), asset(4, 1), asset(5, 1)]);
    // 1001 fell out of the five slots: 1002..1006 remain.
    expect(log.oldestSeq).toBe(1002);
    expect(log.since(1001)?.map((a) => a.assetId)).toEqual([2, 1, 3, 4, 5]);
    expect(log.since(1000)).toBeUndefined();
  });
});
