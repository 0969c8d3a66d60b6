import { describe, expect, it } from 'vitest';
import { BASEMAP_SOURCE_IDS, buildRoadmapStyle, DISTRICTS_MIN_ZOOM, isLocalStyle, ROADMAP_ATTRIBUTION, ROADMAP_COLORS, ROADS_MIN_ZOOM } from './roadmap-style';

describe('buildRoadmapStyle', () => {
  const style = buildRoadmapStyle({ baseUrl: 'http://127.0.0.1:4200/basemap' });
  const layer = (id: string) => style.layers.find((l) => l.id === id) as Record<string, unknown> | undefined;

  it('reads two vector tilesets through their TileJSON in the base folder', () => {
    expect(style.sources).toEqual({
      [BASEMAP_SOURCE_IDS.land]: { type: 'vector', url: 'http://127.0.0.1:4200/basemap/land.json', attribution: '© OpenStreetMap contributors' },
      [BASEMAP_SOURCE_IDS.roads]: { type: 'vector', url: 'http://127.0.0.1:4200/basemap/roads.json', attribution: '© OpenStreetMap contributors' },
    });
  });
  it('is marked as a style of this library, which an online style is not', () => {
    expect(isLocalStyle(style)).toBe(true);
    expect(isLocalStyle({ version: 8, name: 'OpenFreeMap Liberty', metadata: { 'maputnik:renderer': 'mlgljs' } } as never)).toBe(false);
    expect(isLocalStyle(undefined)).toBe(false);
  });
  it('draws water as the background, then land, borders and roads in that order', () => {
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'district-lines', 'state-lines', 'country-lines', 'road-casing', 'roads']);
    expect(layer('water')).toMatchObject({ type: 'background', paint: { 'background-color': ROADMAP_COLORS.water } });
    expect(layer('land')).toMatchObject({ 'source-layer': 'land', paint: { 'fill-color': ['match', ['get', 'iso_a3'], 'MYS', ROADMAP_COLORS.malaysia, ROADMAP_COLORS.land] } });
  });
  it('draws each kind of boundary from the boundaries layer, districts from zoom 7', () => {
    expect(layer('district-lines')).toMatchObject({ 'source-layer': 'boundaries', minzoom: 7, filter: ['==', ['get', 'kind'], 'district'] });
    expect(DISTRICTS_MIN_ZOOM).toBe(7);
    expect(layer('state-lines')).toMatchObject({ filter: ['==', ['get', 'kind'], 'state'], paint: { 'line-dasharray': [3, 2] } });
    expect(layer('country-lines')).toMatchObject({ filter: ['==', ['get', 'kind'], 'country'], paint: { 'line-color': ROADMAP_COLORS.countryBorder } });
  });
  it('draws roads from zoom 6 (the tiles hold inter-town roads from 6, primary from 9, streets from 11)', () => {
    expect(layer('roads')).toMatchObject({ source: BASEMAP_SOURCE_IDS.roads, 'source-layer': 'roads', minzoom: 6 });
    expect(ROADS_MIN_ZOOM).toBe(6);
  });
  it('colours roads by class, link roads like their class', () => {
    const color = (layer('roads')?.paint as Record<string, unknown>)['line-color'] as unknown[];
    expect(color[0]).toBe('match');
    const i = color.findIndex((v) => Array.isArray(v) && v.includes('trunk_link'));
    expect(color[i + 1]).toBe('#f9b29c');
  });
  it('has no symbol layers (no glyphs offline) and credits its data', () => {
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
    expect(style.glyphs).toBeUndefined();
    const credits = Object.values(style.sources).map((s) => (s as { attribution: string }).attribution);
    for (const credit of credits) expect(ROADMAP_ATTRIBUTION).toContain(credit);
    expect(ROADMAP_ATTRIBUTION).toEqual(['© OpenStreetMap contributors', 'Natural Earth', 'Source: DOSM', 'GeoNames (geonames.org)']);
  });
});
