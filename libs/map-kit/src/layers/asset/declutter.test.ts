import { describe, expect, it } from 'vitest';
import { declutterLabels, estimateLabelWidth } from './declutter';

describe('declutterLabels', () => {
  it('keeps the first of overlapping labels and every label that stands alone', () => {
    const boxes = [
      { x: 100, y: 100, width: 60, height: 14 },
      { x: 120, y: 105, width: 60, height: 14 }, // overlaps the first
      { x: 300, y: 100, width: 60, height: 14 },
      { x: 100, y: 120, width: 60, height: 14 }, // just below the first
    ];
    expect(declutterLabels(boxes)).toEqual([0, 2, 3]);
  });
  it('finds overlaps across grid cells', () => {
    const boxes = [
      { x: 63, y: 60, width: 20, height: 10 },
      { x: 66, y: 62, width: 20, height: 10 },
    ];
    expect(declutterLabels(boxes, 64)).toEqual([0]);
  });
  it('estimates widths from the name length', () => {
    expect(estimateLabelWidth('BKA 1234', 12)).toBeCloseTo(8 * 12 * 0.62 + 6);
  });
});
