import { describe, expect, it } from 'vitest';
import { closeRing, isClosedRing, openRing, pointInRing, removeVertex, ringToAlternateCoords, type LngLatPair } from './ring';

const square: LngLatPair[] = [
  [101, 3],
  [102, 3],
  [102, 4],
  [101, 4],
  [101, 3],
];

describe('ring helpers', () => {
  it('closes an open ring once and copies a closed one', () => {
    expect(closeRing(openRing(square))).toEqual(square);
    expect(closeRing(square)).toEqual(square);
    expect(closeRing(square)).not.toBe(square);
    expect(closeRing([])).toEqual([]);
    expect(isClosedRing(square)).toBe(true);
    expect(isClosedRing(openRing(square))).toBe(false);
  });

  it('gives the lat/lng list of the saved payload, without the closing point', () => {
    expect(ringToAlternateCoords(square)).toEqual([
      { lat: 3, lng: 101 },
      { lat: 3, lng: 102 },
      { lat: 4, lng: 102 },
      { lat: 4, lng: 101 },
    ]);
  });

  it('removes a vertex and keeps the ring closed', () => {
    expect(removeVertex(square, 1)).toEqual([
      [101, 3],
      [102, 4],
      [101, 4],
      [101, 3],
    ]);
    // Removing the first vertex moves the closing point too.
    expect(removeVertex(square, 0)).toEqual([
      [102, 3],
      [102, 4],
      [101, 4],
      [102, 3],
    ]);
    expect(removeVertex(openRing(square), 3)).toEqual([
      [101, 3],
      [102, 3],
      [102, 4],
    ]);
  });

  it('never goes below 3 vertices and ignores bad indexes (same ring back)', () => {
    const triangle = removeVertex(square, 1) as LngLatPair[];
    expect(removeVertex(triangle, 0)).toBe(triangle);
    expect(removeVertex(square, 4)).toBe(square);
    expect(removeVertex(square, -1)).toBe(square);
    expect(removeVertex(square, 1.5)).toBe(square);
  });

  it('tells whether a point is inside', () => {
    expect(pointInRing([101.5, 3.5], square)).toBe(true);
    expect(pointInRing([102.5, 3.5], square)).toBe(false);
    expect(pointInRing([101.5, 3.5], openRing(square))).toBe(true);
  });
});
