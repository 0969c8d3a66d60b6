import { formatPointTime } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { decodePointColumns, encodePointColumns } from './point-columns';
import { pointTimeFormatter } from './point-time';
import { KL, kl, point } from './test-points';

describe('point columns', () => {
  it('round-trips every field at the stated precision', () => {
    const pts = [
      point(kl(10, 8, 0), { lat: 3.0123456, lng: 101.5123456, heading: 359.6, speed: 42.26, mileage: 1234.56789, fuel: 80.04, fuelPercent: 55.55, temp: 4.26, address: 'Jalan A', input: 'PTO', event: 'start', poi: 'Depot', overspeed: true, gps: false, ignition: true }),
      point(kl(10, 8, 0, 2), { lat: 3.0124, lng: 101.5125, status: 'Idling', idling: true, speed: 0, address: 'Jalan A', ignition: null, mileage: null, fuel: null, fuelPercent: null, temp: null }),
      point(kl(10, 8, 0, 10), { status: 'Parked', address: 'Jalan B', event: 'ignition-off', ignition: false }),
    ].map((p, i, all) => ({ ...p, nextData: i + 1 < all.length ? all[i + 1]!.t - p.t : 0, assetName: 'Hino' }));
    const cols = encodePointColumns(pts);
    expect(cols.strings).toEqual(['', 'PTO', 'Jalan A', 'Depot', 'Jalan B']);
    expect(cols.t).toEqual([kl(10, 8, 0), 2000, 8000]);
    const back = decodePointColumns(JSON.parse(JSON.stringify(cols)), { assetName: 'Hino', timeZone: KL });
    expect(back[0]).toEqual({ ...pts[0], lat: 3.012346, lng: 101.512346, heading: 360, speed: 42.3, mileage: 1234.568, fuel: 80, fuelPercent: 55.6, temp: 4.3 });
    expect(back[1]).toEqual({ ...pts[1], lat: 3.0124, lng: 101.5125 });
    expect(back[2]).toEqual(pts[2]);
    expect(back.map((p) => p.time)).toEqual(pts.map((p) => formatPointTime(p.t, KL)));
  });

  it('is several times smaller than the point objects', () => {
    const pts = Array.from({ length: 1000 }, (_, i) =>
      point(kl(10, 8, 0) + i * 2000, { lat: 3 + i * 1e-4, lng: 101 + i * 1e-4, speed: 40 + (i % 30), mileage: 1000 + i * 0.02, fuel: 80 - i * 0.01, fuelPercent: 60, address: `Jalan ${Math.floor(i / 50)}, Shah Alam` }),
    );
    const objects = JSON.stringify(pts).length;
    const columns = JSON.stringify(encodePointColumns(pts)).length;
    expect(columns * 4).toBeLessThan(objects);
  });

  it('formats point times as formatPointTime does, across a DST change', () => {
    for (const zone of ['Asia/Kuala_Lumpur', 'Europe/London', 'America/St_Johns', 'UTC']) {
      const format = pointTimeFormatter(zone);
      for (let t = Date.UTC(2024, 2, 30, 20); t < Date.UTC(2024, 2, 31, 6); t += 7 * 60_000 + 1234) expect(format(t)).toBe(formatPointTime(t, zone));
    }
  });
});
