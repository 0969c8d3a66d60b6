import { pointInRing, type ReportPoi, type ReportRow } from '@fleet/domain';

/** What gives a position its address (the offline reverse geocoder, cached by rounded coordinates). */
export interface AddressSource {
  address(lat: number, lng: number): string;
}

/** A POI with its bounding box, for a quick test before the ring. */
interface BoxedPoi {
  name: string;
  ring: [number, number][];
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** Finds the POI a position lies in (the first, in the order given), by bounding box then ring. */
export function createPoiLookup(pois: readonly ReportPoi[]): (lat: number, lng: number) => string | null {
  const boxed: BoxedPoi[] = pois
    .filter((p) => p.ring.length >= 3)
    .map((p) => ({
      name: p.name,
      ring: p.ring,
      minLng: Math.min(...p.ring.map((c) => c[0])),
      maxLng: Math.max(...p.ring.map((c) => c[0])),
      minLat: Math.min(...p.ring.map((c) => c[1])),
      maxLat: Math.max(...p.ring.map((c) => c[1])),
    }));
  return (lat, lng) => {
    for (const p of boxed) {
      if (lng < p.minLng || lng > p.maxLng || lat < p.minLat || lat > p.maxLat) continue;
      if (pointInRing(lng, lat, p.ring)) return p.name;
    }
    return null;
  };
}

/**
 * Gives every report row with a position and no address one: the POI's name when the position lies inside a POI,
 * else the reverse geocoder's address ('Road, Place, State'). Rows are changed in place. Consecutive rows at the same
 * rounded position (a parked asset) reuse the answer; the geocoder caches the rest.
 * @returns how many rows got an address
 */
export function addressRows(rows: ReportRow[], geocoder: AddressSource, pois: readonly ReportPoi[]): number {
  const poiAt = createPoiLookup(pois);
  let lastKey = '';
  let lastText = '';
  let filled = 0;
  for (const row of rows) {
    if (!('address' in row) || (typeof row['address'] === 'string' && row['address'] !== '')) continue;
    const lat = row['latitude'];
    const lng = row['longitude'];
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const key = `${lat.toFixed(5)},${lng.toFixed(5)}`;
    if (key !== lastKey) {
      lastKey = key;
      lastText = poiAt(lat, lng) ?? geocoder.address(lat, lng);
    }
    row['address'] = lastText;
    filled++;
  }
  return filled;
}
