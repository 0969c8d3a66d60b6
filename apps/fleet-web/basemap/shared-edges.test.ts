import type { Feature, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { sharedBoundaries } from './shared-edges';

const square = (x: number, y: number, area: string): Feature<Polygon> => ({
  type: 'Feature',
  properties: { area },
  geometry: { type: 'Polygon', coordinates: [[[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1], [x, y]]] },
});
const areaOf = (f: Feature) => String(f.properties?.area);

describe('sharedBoundaries', () => {
  it('keeps the edge two areas share and drops the coast', () => {
    const lines = sharedBoundaries([square(0, 0, 'a'), square(1, 0, 'b')], areaOf);
    expect(lines.coordinates).toHaveLength(1);
    expect(lines.coordinates[0]!.map((p) => p.join(',')).sort()).toEqual(['1,0', '1,1']);
  });

  it('chains consecutive shared edges into one line, and splits at a junction of three areas', () => {
    // a over b and c: a shares its whole bottom (two edges) with b and c; b and c share their middle edge.
    const a: Feature<Polygon> = { type: 'Feature', properties: { area: 'a' }, geometry: { type: 'Polygon', coordinates: [[[0, 1], [1, 1], [2, 1], [2, 2], [0, 2], [0, 1]]] } };
    const lines = sharedBoundaries([a, square(0, 0, 'b'), square(1, 0, 'c')], areaOf);
    const lengths = lines.coordinates.map((l) => l.length).sort();
    // [0,1]-[1,1] and [1,1]-[2,1] meet at the junction [1,1], where the b|c edge starts: three lines of 2 points.
    expect(lengths).toEqual([2, 2, 2]);
    const straight = sharedBoundaries([a, { ...square(0, 0, 'b'), geometry: { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 1], [1, 1], [0, 1], [0, 0]]] } }], areaOf);
    expect(straight.coordinates).toHaveLength(1);
    expect(straight.coordinates[0]).toHaveLength(3);
  });

  it('draws no line between parts of the same area', () => {
    expect(sharedBoundaries([square(0, 0, 'a'), square(1, 0, 'a')], areaOf).coordinates).toEqual([]);
  });
});
