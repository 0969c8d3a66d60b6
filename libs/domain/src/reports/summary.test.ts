import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report';
import type { ReportPoint } from './report-types';
import { dayWindows, mergeSummaryParts, summaryParts, summaryRowFromParts } from './summary';
import { MIN, T0, pt } from './test-fixtures';

const DAY = 86_400_000;

/** Three days: each day parked at night, driven 08:00–10:00 and 14:00–15:00 (UTC), refuelled at 07:00 on day 2. */
function threeDays(): ReportPoint[] {
  const out: ReportPoint[] = [];
  let odometer = 5000;
  let fuel = 200;
  for (let m = 0; m < 3 * 1440; m += 2) {
    const minuteOfDay = m % 1440;
    const driving = (minuteOfDay >= 480 && minuteOfDay < 600) || (minuteOfDay >= 840 && minuteOfDay < 900);
    const speed = driving ? 60 : 0;
    odometer += (speed / 60) * 2;
    if (driving) fuel -= 0.4;
    if (m === 1440 + 420) fuel += 120;
    out.push(pt(m, { speed, ignition: driving, odometer, fuelLitres: fuel, lat: 3 + odometer / 10_000, lng: 101 }));
  }
  return out;
}

describe('summary parts', () => {
  it('the days of a period in a zone: whole days, cut first and last, DST-free zone offsets', () => {
    const kl = dayWindows(T0 + 10 * 3_600_000, T0 + 2 * DAY + 3_600_000, 'Asia/Kuala_Lumpur');
    // 1 Jan 10:00 UTC is 18:00 in KL; KL midnight is 16:00 UTC.
    expect(kl.map((w) => [w.day, w.whole])).toEqual([
      ['2026-01-01', false],
      ['2026-01-02', true],
      ['2026-01-03', false],
    ]);
    expect(kl[1]!.start).toBe(T0 + 16 * 3_600_000);
    expect(kl[1]!.end).toBe(T0 + DAY + 16 * 3_600_000);
    expect(kl[0]!.start).toBe(T0 + 10 * 3_600_000);
    expect(kl[2]!.end).toBe(T0 + 2 * DAY + 3_600_000 + 1);
    const utc = dayWindows(T0, T0 + 3 * DAY - 1, 'UTC');
    expect(utc.map((w) => w.whole)).toEqual([true, true, true]);
    // A day with a DST change (Europe/Berlin, 29 March 2026) is 23 hours long.
    const berlin = dayWindows(Date.UTC(2026, 2, 28, 23), Date.UTC(2026, 2, 29, 22) - 1, 'Europe/Berlin');
    expect(berlin).toEqual([{ day: '2026-03-29', start: Date.UTC(2026, 2, 28, 23), end: Date.UTC(2026, 2, 29, 22), whole: true }]);
  });

  it('merging the days gives the whole period (cut at midnight, where every vehicle is parked)', () => {
    const points = threeDays();
    const whole = summaryParts(points);
    const days = dayWindows(T0, T0 + 3 * DAY - 1, 'UTC').map((w) => summaryParts(points.filter((p) => p.time >= w.start && p.time < w.end)));
    const merged = mergeSummaryParts([days[2]!, days[0]!, days[1]!]);
    expect(merged.trips).toBe(whole.trips);
    expect(merged.trips).toBe(6);
    expect(merged.distanceKm).toBeCloseTo(whole.distanceKm, 6);
    expect(merged.drivingMs).toBe(whole.drivingMs);
    expect(merged.maxSpeed).toBe(60);
    expect(merged.refuels).toBe(1);
    expect(merged.refuelled).toBeCloseTo(whole.refuelled, 0);
    expect(merged.startOdometer).toBe(whole.startOdometer);
    expect(merged.endOdometer).toBe(whole.endOdometer);
    expect(merged.fuelUsed).toBeCloseTo(whole.fuelUsed!, 0);
    expect(merged.points).toBe(points.length);
  });

  it('the Summary report row is the row of the parts', () => {
    const points = threeDays();
    const asset = { assetId: 7, assetName: 'Truck 7', assetGroup: 'North', type: 'truck', points, events: [], fuelReceipts: [], tollReceipts: [], maintenance: [] };
    const built = buildReport({ type: 'summary', from: T0, to: T0 + 3 * DAY, timeZone: 'UTC', assets: [asset], pois: [], speedLimit: 80 });
    expect(built.rows).toEqual([summaryRowFromParts(asset, summaryParts(points))]);
    expect(built.rows[0]).toMatchObject({ assetName: 'Truck 7', trips: 6, maxSpeed: 60, refuels: 1 });
    // 9 h at 60 km/h: every odometer step counts, including the one that leaves each stop (the odometer moved before
    // the trip's first Moving point). Before the one definition the Summary left those 6 x 2 km out (528 km).
    expect(built.rows[0]!['distance']).toBe(540);
    expect(mergeSummaryParts([])).toMatchObject({ points: 0, firstTime: null, fuelUsed: null, trips: 0 });
    expect(pt(0).time).toBe(T0);
    expect(MIN).toBe(60_000);
  });
});
