import { describe, expect, it } from 'vitest';
import { instantOf } from '../time-format';
import { buildCostView, monthsOf } from './maintenance-costs';
import { currentMeter, meterDelta } from './meters';

const KL = 'Asia/Kuala_Lumpur';
const at = (month: number, day: number, hour = 12) => instantOf({ year: 2026, month, day, hour, minute: 0, second: 0 }, KL);

describe('cost view', () => {
  it('lists the months of a period in the company zone', () => {
    expect(monthsOf(at(9, 1, 0), at(11, 1, 0), KL)).toEqual(['2026-09', '2026-10']);
    expect(monthsOf(at(9, 15), at(9, 16), KL)).toEqual(['2026-09']);
  });

  it('puts each amount in its asset month by the company date, and divides by km and engine hours', () => {
    const assets = [
      { assetId: 1, assetName: 'Hino 500', assetGroup: 'Haulage' },
      { assetId: 2, assetName: 'Generator', assetGroup: 'Depot' },
    ];
    // 1 October 07:30 in Kuala Lumpur is 30 September in UTC: it counts in October.
    const view = buildCostView(
      assets,
      [
        { assetId: 1, time: at(10, 1, 7.5), category: 'fuel', amount: 500 },
        { assetId: 1, time: at(9, 20), category: 'toll', amount: 20.5 },
        { assetId: 1, time: at(10, 2), category: 'service', amount: 600 },
        { assetId: 2, time: at(10, 3), category: 'tire', amount: 100 },
        { assetId: 2, time: at(10, 4), category: 'document', amount: 50 },
        { assetId: 3, time: at(10, 4), category: 'fuel', amount: 999 },
        { assetId: 1, time: at(12, 4), category: 'fuel', amount: 999 },
      ],
      [
        { assetId: 1, month: '2026-09', km: 1_000, engineHours: 30 },
        { assetId: 1, month: '2026-10', km: 2_000, engineHours: 60 },
        { assetId: 2, month: '2026-10', km: null, engineHours: 75 },
      ],
      { from: at(9, 1, 0), to: at(11, 1, 0), timeZone: KL },
    );
    expect(view.months).toEqual(['2026-09', '2026-10']);
    const hino = view.assets.find((a) => a.assetId === 1)!;
    expect(hino.byMonth['2026-10']).toMatchObject({ fuel: 500, service: 600, maintenance: 600, total: 1_100, km: 2_000, costPerKm: 0.55 });
    expect(hino.byMonth['2026-09']).toMatchObject({ toll: 20.5, total: 20.5, km: 1_000 });
    expect(hino.figures).toMatchObject({ total: 1_120.5, km: 3_000, engineHours: 90, costPerKm: 0.374, costPerHour: 12.45 });
    const generator = view.assets.find((a) => a.assetId === 2)!;
    expect(generator.figures).toMatchObject({ tire: 100, document: 50, maintenance: 150, km: null, costPerKm: null, engineHours: 75, costPerHour: 2 });
    expect(view.groups.map((g) => g.assetGroup)).toEqual(['Depot', 'Haulage']);
    expect(view.total).toMatchObject({ total: 1_270.5, km: 3_000, engineHours: 165 });
    expect(view.byMonth['2026-10']!.total).toBe(1_250);
  });
});

describe('meters', () => {
  it('reads the tracker when it gives the meter, else the last manual reading', () => {
    expect(currentMeter({ value: 18_000, at: 5 }, { value: 17_000, at: 9 })).toEqual({ value: 18_000, source: 'tracker', at: 5 });
    expect(currentMeter({ value: null, at: null }, { value: 1_240.5, at: 9 })).toEqual({ value: 1_240.5, source: 'manual', at: 9 });
    expect(currentMeter({ value: null, at: null }, null)).toEqual({ value: null, source: null, at: null });
  });

  it('tells the use of a period from manual readings', () => {
    const readings = [
      { at: 10, value: 100 },
      { at: 20, value: 130 },
      { at: 30, value: 170 },
    ];
    expect(meterDelta(readings, 15, 35)).toBe(70);
    expect(meterDelta(readings, 0, 25)).toBe(30);
    expect(meterDelta(readings, 31, 40)).toBe(0);
    expect(meterDelta([], 0, 10)).toBeNull();
  });
});
