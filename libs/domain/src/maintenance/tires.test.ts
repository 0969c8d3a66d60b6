import { describe, expect, it } from 'vitest';
import { checkRotation, defaultTireLayout, tireFigures, tirePositionLabel, tirePositions, type TireEvent } from './tires';

const DAY = 86_400_000;
const event = (id: number, kind: TireEvent['kind'], day: number, position: string, km: number | null, extra: Partial<TireEvent> = {}): TireEvent => ({
  id,
  tireId: 1,
  kind,
  assetId: 10,
  time: day * DAY,
  position,
  fromPosition: null,
  odometerKm: km,
  treadMm: null,
  reason: '',
  ...extra,
});

describe('tire layouts', () => {
  it('names every position of a prime mover, axle by axle, then the spare', () => {
    const codes = tirePositions('three-axle-dual').map((p) => p.code);
    expect(codes).toEqual(['1L', '1R', '2LO', '2LI', '2RI', '2RO', '3LO', '3LI', '3RI', '3RO', 'S1']);
    expect(tirePositionLabel('2LI')).toBe('Axle 2 left inner');
    expect(tirePositionLabel('S1')).toBe('Spare');
    expect(defaultTireLayout('truck')).toBe('three-axle-dual');
    expect(defaultTireLayout('watch')).toBeNull();
  });
});

describe('tire figures', () => {
  it('adds the km of each stint (fitted, rotated, removed) and counts the open one to the odometer now', () => {
    const events = [
      event(1, 'fitted', 0, '1L', 100_000, { treadMm: 16 }),
      event(2, 'rotated', 60, '2LO', 112_000, { fromPosition: '1L', treadMm: 12 }),
      event(3, 'removed', 120, '2LO', 125_000, { treadMm: 8, reason: 'Puncture' }),
      event(4, 'fitted', 130, '1R', 130_500, { assetId: 11 }),
    ];
    const figures = tireFigures({ cost: 1_500, treadNewMm: 17 }, events, new Map([[11, 134_500]]));
    expect(figures.stints.map((s) => [s.assetId, s.position, s.km])).toEqual([
      [10, '1L', 12_000],
      [10, '2LO', 13_000],
      [11, '1R', 4_000],
    ]);
    expect(figures.kmRun).toBe(29_000);
    expect(figures.costPer1000Km).toBe(51.72);
    // 17 mm new, 8 mm last: 9 mm over 29,000 km.
    expect(figures.treadStartMm).toBe(17);
    expect(figures.treadLastMm).toBe(8);
    expect(figures.wearMmPer1000Km).toBe(0.31);
    expect(figures.kmLeft).toBe(20_645);
  });

  it('counts nothing for a stint without odometers and tells no wear before 500 km', () => {
    const figures = tireFigures({ cost: 400, treadNewMm: null }, [event(1, 'fitted', 0, '1L', null, { treadMm: 8 }), event(2, 'inspected', 3, '1L', null, { treadMm: 7.9 })], new Map([[10, 50]]));
    expect(figures.kmRun).toBe(0);
    expect(figures.costPer1000Km).toBeNull();
    expect(figures.wearMmPer1000Km).toBeNull();
    expect(figures.treadStartMm).toBe(8);
  });
});

describe('rotations', () => {
  const positions = tirePositions('two-axle').map((p) => p.code);
  const fitted = new Map([
    ['1L', 1],
    ['1R', 2],
    ['2L', 3],
    ['2R', 4],
  ]);

  it('swaps front and rear tires in one go', () => {
    const result = checkRotation(
      fitted,
      [
        { tireId: 1, to: '2L' },
        { tireId: 3, to: '1L' },
        { tireId: 2, to: '2R' },
        { tireId: 4, to: '1R' },
      ],
      positions,
    );
    expect(result.problem).toBeNull();
    if (result.problem === null) expect([...result.after].sort()).toEqual([['1L', 3], ['1R', 4], ['2L', 1], ['2R', 2]]);
  });

  it('refuses a move onto a tire that stays, two tires to one place, a tire of another asset and an unknown position', () => {
    expect(checkRotation(fitted, [{ tireId: 1, to: '2L' }], positions)).toMatchObject({ problem: 'taken', position: '2L', tireId: 3 });
    expect(checkRotation(fitted, [{ tireId: 1, to: 'S1' }, { tireId: 2, to: 'S1' }], positions)).toMatchObject({ problem: 'twice' });
    expect(checkRotation(fitted, [{ tireId: 1, to: 'S1' }, { tireId: 1, to: '2L' }], positions)).toMatchObject({ problem: 'twice', tireId: 1 });
    expect(checkRotation(fitted, [{ tireId: 9, to: 'S1' }], positions)).toMatchObject({ problem: 'not-fitted', tireId: 9 });
    expect(checkRotation(fitted, [{ tireId: 1, to: '3L' }], positions)).toMatchObject({ problem: 'position' });
    expect(checkRotation(fitted, [], positions)).toMatchObject({ problem: 'empty' });
    expect(checkRotation(fitted, [{ tireId: 1, to: 'S1' }], positions).problem).toBeNull();
  });
});
