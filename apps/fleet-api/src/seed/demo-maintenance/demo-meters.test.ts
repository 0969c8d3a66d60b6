import { datePartsIn, instantOf } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MeterHistory } from './demo-meters';

const ZONE = 'Asia/Kuala_Lumpur';
const t0 = instantOf({ year: 2026, month: 3, day: 2, hour: 0 }, ZONE);
/** A truck's hourly odometer over 10 days: 30 km an hour from 06:00 to 20:00, parked at night. */
const hourly = Array.from({ length: 240 }, (_, h) => ({ time: t0 + h * HOUR_MS, value: 100_000 }));
for (let h = 1; h < hourly.length; h += 1) {
  const hour = h % 24;
  hourly[h]!.value = hourly[h - 1]!.value + (hour > 6 && hour <= 20 ? 30 : 0);
}

describe('MeterHistory (the meters the demo maintenance is written at)', () => {
  const truck = new MeterHistory(hourly, 250, ZONE);
  const hourOf = (t: number) => datePartsIn(t, ZONE).hour;

  it('within a tracker\'s history, places a record at a working-hours sample with its exact figure', () => {
    const at = truck.snap(t0 + 5 * DAY_MS + 3 * HOUR_MS)!;
    expect(hourly.some((s) => s.time === at.time && s.value === at.value)).toBe(true);
    expect(hourOf(at.time)).toBeGreaterThanOrEqual(8);
    const when = truck.when(hourly[100]!.value + 45, hourly[100]!.value, hourly[100]!.value + 90)!;
    expect(when.value).toBeGreaterThanOrEqual(hourly[100]!.value);
    expect(when.value).toBeLessThanOrEqual(hourly[100]!.value + 90);
    expect(hourOf(when.time)).toBeGreaterThanOrEqual(8);
    expect(hourOf(when.time)).toBeLessThan(18);
  });

  it('before the history, extrapolates back at the mean rate, at a workshop hour', () => {
    const rate = (hourly[239]!.value - hourly[0]!.value) / (239 * HOUR_MS);
    const back = truck.when(hourly[0]!.value - 4_200)!;
    expect(back.time).toBeLessThan(t0);
    expect(hourOf(back.time)).toBe(10);
    expect(Math.abs(back.value - (hourly[0]!.value - rate * (t0 - back.time)))).toBeLessThan(1);
    expect(truck.at(t0 - 30 * DAY_MS)).toBeCloseTo(hourly[0]!.value - rate * 30 * DAY_MS, 0);
  });

  it('reads hand-entered readings on the line between two, never past the last', () => {
    const generator = new MeterHistory([{ time: t0, value: 1_000 }, { time: t0 + 2 * DAY_MS, value: 1_026 }], 13, ZONE, true);
    expect(generator.at(t0 + DAY_MS)).toBe(1_013);
    const when = generator.when(1_013)!;
    expect(hourOf(when.time)).toBe(10);
    expect(when.value).toBe(generator.at(when.time));
    expect(generator.snap(t0 + 9 * DAY_MS)).toEqual({ time: t0 + 2 * DAY_MS, value: 1_026 });
  });
});
