import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { STORY_CAR, STORY_FITTED, STORY_HISTORY, STORY_STOCK, STORY_TRUCK, fittedTire } from './tire-story-data';
import { registerOrder } from './tire-table';
import {
  comparePositions,
  eventPositionText,
  fittedOn,
  instantOfInput,
  kmText,
  mmText,
  newestFirst,
  odometerStart,
  offLayout,
  rotationMoves,
  rotationProblem,
  timeError,
  tireAssetsOf,
  treadLevel,
  wearText,
} from './tire-view';

const withTread = (treadLastMm: number | null) => fittedTire(1, 'X', '1L', treadLastMm);

describe('tread level', () => {
  it('is green above 6 mm, amber from 3 to 6 mm, red below 3 mm, unknown without a reading, empty without a tire', () => {
    expect(treadLevel(withTread(6.1))).toBe('good');
    expect(treadLevel(withTread(6))).toBe('worn');
    expect(treadLevel(withTread(3))).toBe('worn');
    expect(treadLevel(withTread(2.9))).toBe('critical');
    expect(treadLevel(withTread(null))).toBe('unknown');
    expect(treadLevel(null)).toBe('empty');
  });
});

describe('fitting of an asset', () => {
  it('maps the fitted tires of the asset by position, leaving the stock and other assets out', () => {
    const other = fittedTire(30, 'OT-1', '1L', 10, { assetId: 2 });
    const fitted = fittedOn([...STORY_FITTED, ...STORY_STOCK, other], 1);
    expect([...fitted.keys()]).toEqual(['1L', '1R', '2LO', '2LI']);
    expect(fitted.get('1L')?.serial).toBe('MX-1001');
  });

  it('lists the tires at positions the layout does not have', () => {
    const fitted = fittedOn(STORY_FITTED, 1);
    expect(offLayout(fitted, 'three-axle-dual')).toEqual([]);
    expect(offLayout(fitted, 'two-axle').map((t) => t.position)).toEqual(['2LO', '2LI']);
  });

  it('offers the assets with an axle layout, by name', () => {
    expect(tireAssetsOf([STORY_TRUCK, { ...STORY_CAR, tireLayout: null }, { ...STORY_CAR, assetId: 3, assetName: 'Actros' }]).map((a) => a.assetName)).toEqual(['Actros', 'Hino 500']);
  });
});

describe('rotation', () => {
  const [a, b, c] = STORY_FITTED as [(typeof STORY_FITTED)[0], (typeof STORY_FITTED)[0], (typeof STORY_FITTED)[0]];

  it('moves only the tires whose target differs (a tire stays unless told)', () => {
    expect(rotationMoves(STORY_FITTED, { [a.id]: '1L', [b.id]: '1L', [c.id]: '2RO' })).toEqual([
      { tireId: b.id, to: '1L' },
      { tireId: c.id, to: '2RO' },
    ]);
    expect(rotationMoves(STORY_FITTED, {})).toEqual([]);
  });

  it('accepts a swap and a move to an empty position', () => {
    expect(rotationProblem(STORY_FITTED, rotationMoves(STORY_FITTED, { [a.id]: '1R', [b.id]: '1L' }), 'three-axle-dual')).toBeNull();
    expect(rotationProblem(STORY_FITTED, [{ tireId: c.id, to: '3RO' }], 'three-axle-dual')).toBeNull();
  });

  it('says what is wrong as the server does', () => {
    expect(rotationProblem(STORY_FITTED, [], 'three-axle-dual')).toEqual({ message: T.rotationEmpty });
    expect(rotationProblem(STORY_FITTED, [{ tireId: a.id, to: '1R' }], 'three-axle-dual')).toEqual({ message: T.positionTaken('Axle 1 right', 'MX-1002'), position: '1R' });
    expect(
      rotationProblem(
        STORY_FITTED,
        [
          { tireId: a.id, to: '3LO' },
          { tireId: b.id, to: '3LO' },
        ],
        'three-axle-dual',
      ),
    ).toEqual({ message: T.rotationTargetsTwice, position: '3LO' });
    expect(rotationProblem(STORY_FITTED, [{ tireId: a.id, to: '4L' }], 'three-axle-dual')).toEqual({ message: T.positionInvalid, position: '4L' });
    expect(rotationProblem(STORY_FITTED, [{ tireId: 99, to: '3LO' }], 'three-axle-dual')).toEqual({ message: T.tireNotFitted('99') });
  });
});

describe('position order', () => {
  it('goes axle by axle from the front, left to right, then the spares', () => {
    const codes = ['S1', '2RO', '1R', '2LI', '10L', '2LO', '1L', '2RI'];
    expect([...codes].sort(comparePositions)).toEqual(['1L', '1R', '2LO', '2LI', '2RI', '2RO', '10L', 'S1']);
    expect([null, '1R', null, '1L'].sort(comparePositions)).toEqual(['1L', '1R', null, null]);
  });
});

describe('texts', () => {
  it('shows the history newest first and a rotation as from → to', () => {
    expect(newestFirst(STORY_HISTORY).map((e) => e.kind)).toEqual(['inspected', 'rotated', 'fitted']);
    expect(eventPositionText(STORY_HISTORY[1]!)).toBe('1R → 1L');
    expect(eventPositionText(STORY_HISTORY[0]!)).toBe('1R');
  });

  it('writes figures, a dash when unknown', () => {
    expect(kmText(12_400.4)).toBe('12,400 km');
    expect(kmText(null)).toBe('—');
    expect(mmText(12.46)).toBe('12.5 mm');
    expect(wearText(0.45)).toBe('0.45 mm / 1,000 km');
    expect(odometerStart(52_140.6)).toBe('52141');
    expect(odometerStart(null)).toBe('');
  });

  it("reads a typed time in the user's zone, never the browser's", () => {
    expect(instantOfInput('2026-05-20T10:00', 'Asia/Kuala_Lumpur')).toBe(Date.UTC(2026, 4, 20, 2, 0));
    expect(instantOfInput('2026-05-20T10:00', 'Europe/London')).toBe(Date.UTC(2026, 4, 20, 9, 0));
    expect(instantOfInput('', 'Asia/Kuala_Lumpur')).toBeNaN();
    const now = Date.UTC(2026, 4, 20, 2, 0);
    expect(timeError(now - 60_000, now)).toBeUndefined();
    expect(timeError(now + 25 * 3_600_000, now)).toBe(T.timeInvalid);
    expect(timeError(Date.UTC(1999, 11, 31), now)).toBe(T.timeInvalid);
  });
});

describe('register order', () => {
  it('puts the fitted tires first by position, then the stock, then the retired', () => {
    const sorted = [...STORY_STOCK, ...STORY_FITTED].sort(registerOrder).map((t) => t.serial);
    expect(sorted).toEqual(['MX-1001', 'MX-1002', 'MX-1003', 'BS-2001', 'GY-3001', 'MX-2001', 'MX-0999']);
  });
});
