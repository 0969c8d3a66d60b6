import { describe, expect, it } from 'vitest';
import { buildRoadmapStyle, DISTRICTS_MIN_ZOOM, ROADMAP_ATTRIBUTION, ROADMAP_COLORS, ROADS_MIN_ZOOM } from './roadmap-style';

describe('buildRoadmapStyle', () => {
  const style = buildRoadmapStyle({ baseUrl: 'http://127.0.0.1:4200/basemap' });
  const layer = (id: string) => style.layers.find((l) => l.id === id) as Record<string, unknown> | undefined;

  it('reads the GeoJSON files from the base URL', () => {
    const urls = Object.values(style.sources).map((s) => (s as { data: string }).data);
    expect(urls).toEqual([
      'http://127.0.0.1:4200/basemap/region-countries-10m.geojson',
      'http://127.0.0.1:4200/basemap/my-states.geojson',
      'http://127.0.0.1:4200/basemap/my-districts.geojson',
      'http://127.0.0.1:4200/basemap/shah-alam-roads.geojson',
    ]);
  });
  it('draws water as the background, then land, borders and roads in that order', () => {
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'malaysia', 'district-lines', 'state-lines', 'country-lines', 'road-casing', 'roads']);
    expect(layer('water')).toMatchObject({ type: 'background', paint: { 'background-color': ROADMAP_COLORS.water } });
  });
  it('shows districts from zoom 7 and roads from zoom 11', () => {
    expect(layer('district-lines')?.minzoom).toBe(DISTRICTS_MIN_ZOOM);
    expect(DISTRICTS_MIN_ZOOM).toBe(7);
    expect(layer('roads')?.minzoom).toBe(ROADS_MIN_ZOOM);
    expect(ROADS_MIN_ZOOM).toBe(11);
  });
  it('colours roads by class, link roads like their class', () => {
    const color = (layer('roads')?.paint as Record<string, unknown>)['line-color'] as unknown[];
    expect(color[0]).toBe('match');
    const i = color.findIndex((v) => Array.isArray(v) && v.includes('trunk_link'));
    expect(color[i + 1]).toBe('#f9b29c');
  });
  it('has no symbol layers (no glyphs offline) and credits every source', () => {
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
    expect(style.glyphs).toBeUndefined();
    const credits = Object.values(style.sources).map((s) => (s as { attribution: string }).attribution);
    for (const credit of credits) expect(ROADMAP_ATTRIBUTION).toContain(credit);
    expect(ROADMAP_ATTRIBUTION).toContain('GeoNames (geonames.org)');
  });
});
