import { describe, expect, it } from 'vitest';
import { boundsOf, pointsKey } from './view-bounds';

describe('boundsOf', () => {
  it('spans the points', () => {
    expect(boundsOf([{ lat: 3, lng: 101 }, { lat: 2, lng: 103 }, { lat: 4, lng: 102 }])).toEqual([[101, 2], [103, 4]]);
  });
  it('is null for no (valid) points', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ lat: NaN, lng: 1 }])).toBeNull();
  });
  it('keys equal point lists equally', () => {
    expect(pointsKey([{ lat: 3, lng: 101 }])).toBe(pointsKey([{ lat: 3.0000001, lng: 101 }]));
    expect(pointsKey(null)).toBe('');
  });
});
