import { describe, expect, it } from 'vitest';
import { VESSEL_TEXTS as T } from './vessels';
import { vesselTripsOf, tripsInPeriod, daysAtSea } from './vessel-trips';
import { parseZoneGeoJson } from './zone-geojson';

const ring: [number, number][] = [
  [73.5, 4.17],
  [73.52, 4.17],
  [73.52, 4.18],
  [73.5, 4.17],
];

describe('parseZoneGeoJson', () => {
  it('reads Polygon and MultiPolygon features with their names, leaving points out', () => {
    const r = parseZoneGeoJson({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'Malé port' }, geometry: { type: 'Polygon', coordinates: [ring] } },
        { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring]] } },
        { type: 'Feature', properties: { name: 'Buoy' }, geometry: { type: 'Point', coordinates: [73.5, 4.1] } },
      ],
    }, 'harbour');
    expect(r).toEqual({ ok: true, zones: [{ name: 'Malé port', polygons: [[ring]] }, { name: 'harbour 2', polygons: [[ring], [ring]] }] });
  });

  it('a bare geometry is one zone named after the file', () => {
    expect(parseZoneGeoJson({ type: 'Polygon', coordinates: [ring] }, 'eez')).toEqual({ ok: true, zones: [{ name: 'eez', polygons: [[ring]] }] });
  });

  it('says what is wrong, naming the feature', () => {
    expect(parseZoneGeoJson([1, 2])).toEqual({ ok: false, error: T.importNotGeoJson });
    expect(parseZoneGeoJson({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] } }] })).toEqual({ ok: false, error: T.importNoPolygons });
    const open = parseZoneGeoJson({ type: 'Feature', properties: { name: 'Open' }, geometry: { type: 'Polygon', coordinates: [ring.slice(0, 3).concat([[73.6, 4.2]])] } });
    expect(open).toEqual({ ok: false, error: `Feature 1 (Open): ${T.ringNotClosed}` });
    const far = parseZoneGeoJson({ type: 'Polygon', coordinates: [[[200, 4], [73, 4], [73, 5], [200, 4]]] });
    expect(far).toEqual({ ok: false, error: `Feature 1 (Zone): ${T.positionInvalid}` });
    const short = parseZoneGeoJson({ type: 'Polygon', coordinates: [[[73, 4], [73, 5], [73, 4]]] });
    expect(short.ok === false && short.error).toContain(T.ringTooShort);
    const many = { type: 'FeatureCollection', features: Array.from({ length: 201 }, () => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } })) };
    expect(parseZoneGeoJson(many)).toEqual({ ok: false, error: T.importTooManyFeatures });
    const big = Array.from({ length: 25_001 }, (_, i) => [73 + i / 1e6, 4] as [number, number]);
    big.push(big[0]!);
    expect(parseZoneGeoJson({ type: 'Polygon', coordinates: [big] })).toEqual({ ok: false, error: `Feature 1 (Zone): ${T.geometryTooBig}` });
  });
});

describe('vessel trips', () => {
  const H = 3_600_000;
  const calls = [
    { assetId: 1, time: 10 * H, kind: 'departure' as const, port: 'Malé' },
    { assetId: 1, time: 58 * H, kind: 'arrival' as const, port: 'Malé' },
    { assetId: 1, time: 70 * H, kind: 'departure' as const, port: 'Malé' },
  ];
  it('a trip is a departure to the next arrival; the last one is under way', () => {
    const trips = vesselTripsOf(calls);
    expect(trips).toEqual([
      { assetId: 1, start: 10 * H, end: 58 * H, fromPort: 'Malé', toPort: 'Malé' },
      { assetId: 1, start: 70 * H, end: null, fromPort: 'Malé', toPort: null },
    ]);
    expect(daysAtSea(trips[0]!, 0)).toBe(2);
    expect(daysAtSea(trips[1]!, 82 * H)).toBe(0.5);
  });
  it('counts the trips of a period and their days at sea within it', () => {
    const trips = vesselTripsOf(calls);
    expect(tripsInPeriod(trips, 34 * H, 82 * H, 82 * H)).toEqual({ trips: 2, daysAtSea: 1.5 });
    expect(tripsInPeriod(trips, 59 * H, 69 * H, 82 * H)).toEqual({ trips: 0, daysAtSea: 0 });
  });
});
