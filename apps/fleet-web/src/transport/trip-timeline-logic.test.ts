import { describe, expect, it } from 'vitest';
import { MIN_BAR_PX, arrivalTicks, barOf, nowX, timelineRows, timelineTicks, timelineWindow, type TimelineScale } from './trip-timeline-logic';
import { FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_VEHICLES, FIXTURE_ZONE, klAt, transportTrip } from './transport-fixtures';

const KL_DAY = timelineWindow('2026-11-24', 1, FIXTURE_ZONE)!;
/** One day over 960 px from x = 200: 40 px an hour. */
const SCALE: TimelineScale = { from: KL_DAY.from, to: KL_DAY.to, left: 200, width: 960 };

describe('the window and its axis', () => {
  it('spans whole days in the user\'s zone', () => {
    expect(KL_DAY.from).toBe(Date.UTC(2026, 10, 23, 16));
    expect(KL_DAY.to).toBe(Date.UTC(2026, 10, 24, 16));
    const week = timelineWindow('2026-11-23', 7, 'America/New_York')!;
    expect(week.days).toHaveLength(8);
    expect(new Date(week.from).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(timelineWindow('2026-13-01', 1, FIXTURE_ZONE)).toBeNull();
  });

  it('marks every hour of one day, the day\'s start in bold', () => {
    const ticks = timelineTicks(SCALE, KL_DAY, FIXTURE_ZONE);
    expect(ticks).toHaveLength(24);
    expect(ticks[0]).toMatchObject({ label: 'Tue 24/11', day: true, x: 200 });
    expect(ticks[6]).toMatchObject({ label: '06:00', day: false, x: 440 });
    const three = timelineWindow('2026-11-24', 3, FIXTURE_ZONE)!;
    const t3 = timelineTicks({ ...SCALE, from: three.from, to: three.to }, three, FIXTURE_ZONE);
    expect(t3.map((t) => t.label).slice(0, 9)).toEqual(['Tue 24/11', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00', 'Wed 25/11']);
  });

  it('puts now on the axis while it is in the window', () => {
    expect(nowX(SCALE, FIXTURE_NOW)).toBe(600);
    expect(nowX(SCALE, klAt(10, 0, 1))).toBeNull();
  });
});

describe('the bars', () => {
  it('run from the planned start to the planned end, clipped to the window, never thinner than MIN_BAR_PX', () => {
    expect(barOf({ plannedStart: klAt(13), plannedEnd: klAt(15, 30) }, SCALE)).toEqual({ x: 720, width: 100, clippedStart: false, clippedEnd: false });
    expect(barOf({ plannedStart: klAt(22, 0, -1), plannedEnd: klAt(2) }, SCALE)).toEqual({ x: 200, width: 80, clippedStart: true, clippedEnd: false });
    expect(barOf({ plannedStart: klAt(23, 30), plannedEnd: klAt(23, 30) }, SCALE)).toEqual({ x: 1140, width: MIN_BAR_PX, clippedStart: false, clippedEnd: false });
    expect(barOf({ plannedStart: klAt(23, 58), plannedEnd: klAt(23, 58) }, SCALE)).toMatchObject({ x: 1160 - MIN_BAR_PX, width: MIN_BAR_PX });
    expect(barOf({ plannedStart: klAt(9, 0, 1), plannedEnd: klAt(10, 0, 1) }, SCALE)).toBeNull();
  });

  it('give each vehicle a row (the idle ones too, or not), overlapping trips in separate lanes', () => {
    const trips = [
      transportTrip(1, { plannedStart: klAt(8), plannedEnd: klAt(10) }),
      transportTrip(2, { plannedStart: klAt(9), plannedEnd: klAt(11) }),
      transportTrip(3, { plannedStart: klAt(10), plannedEnd: klAt(12) }),
      transportTrip(4, { assetId: 3, plannedStart: klAt(9), plannedEnd: klAt(9, 30) }),
    ];
    const rows = timelineRows(trips, FIXTURE_VEHICLES, SCALE);
    expect(rows.map((r) => r.assetName)).toEqual(['Fuso Canter - WMT 512', 'Hino 500 - WXY 4821', 'Isuzu NPR - VBN 88', 'Scania P410 - BKL 7']);
    const hino = rows[1]!;
    expect(hino.lanes).toBe(2);
    expect(hino.bars.map((b) => [b.trip.number, b.lane])).toEqual([['TR-0001', 0], ['TR-0002', 1], ['TR-0003', 0]]);
    expect(timelineRows(trips, FIXTURE_VEHICLES, SCALE, true).map((r) => r.assetId)).toEqual([1, 3]);
  });

  it('carry the actual arrivals inside the window, late ones marked', () => {
    expect(arrivalTicks(FIXTURE_TRIPS[1]!, SCALE)).toEqual([{ seq: 1, x: 200 + 8 * 40 + (5 / 60) * 40, time: klAt(8, 5), late: false }]);
    expect(arrivalTicks(FIXTURE_TRIPS[4]!, SCALE)).toEqual([]);
    const yesterday = timelineWindow('2026-11-23', 1, FIXTURE_ZONE)!;
    expect(arrivalTicks(FIXTURE_TRIPS[4]!, { ...SCALE, from: yesterday.from, to: yesterday.to }).map((t) => [t.seq, t.late])).toEqual([[1, false], [2, true]]);
  });
});
