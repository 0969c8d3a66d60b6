import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { landLayer } from './land';

const box = (x0: number, y0: number, x1: number, y1: number) => [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]];
const fc = (features: { props: Record<string, unknown>; rings: number[][][] }[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: features.map((f) => ({ type: 'Feature', properties: f.props, geometry: { type: 'Polygon', coordinates: f.rings } })),
});

describe('landLayer', () => {
  it('keeps every OSM polygon and fills in Natural Earth only where the OSM land has nothing', () => {
    const osm = fc([{ props: { iso_a3: 'MYS' }, rings: box(100, 0, 102, 2) }]);
    const naturalEarth = fc([
      // Coarser outline of the same land: left out (its coast would cover harbours).
      { props: { name: 'Malaysia' }, rings: box(99.9, -0.1, 102.1, 2.1) },
      // Land the OSM extract does not have: kept, with no country code.
      { props: { name: 'Vietnam' }, rings: box(105, 9, 107, 11) },
    ]);
    const land = landLayer([osm], naturalEarth);
    expect(land.map((f) => f.properties)).toEqual([{ iso_a3: 'MYS' }, { iso_a3: '' }]);
    expect(land[1]!.geometry).toEqual({ type: 'Polygon', coordinates: box(105, 9, 107, 11) });
  });
});
