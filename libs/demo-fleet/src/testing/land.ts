/**
 * Test helper: land or water against the OSM land polygons the offline basemap draws (point in polygon, holes
 * honoured), with each ring indexed by latitude band so a ray cast only looks at the edges that can cross its latitude.
 */
import type { GeoPoint } from '../geo';

type Ring = number[][];

/** Latitude band height of the edge index, degrees. */
const BAND = 0.02;

/** A ring indexed by latitude band. */
class IndexedRing {
  private readonly bands = new Map<number, number[]>();
  readonly bbox: [number, number, number, number];

  constructor(private readonly ring: Ring) {
    const xs = ring.map((p) => p[0]!);
    const ys = ring.map((p) => p[1]!);
    this.bbox = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const y0 = Math.min(ring[i]![1]!, ring[j]![1]!);
      const y1 = Math.max(ring[i]![1]!, ring[j]![1]!);
      for (let b = Math.floor(y0 / BAND); b <= Math.floor(y1 / BAND); b += 1) {
        const list = this.bands.get(b);
        if (list) list.push(i);
        else this.bands.set(b, [i]);
      }
    }
  }

  /** Even-odd ray cast towards +lng. */
  contains(lng: number, lat: number): boolean {
    const [x0, y0, x1, y1] = this.bbox;
    if (lng < x0 || lng > x1 || lat < y0 || lat > y1) return false;
    let inside = false;
    const n = this.ring.length;
    for (const i of this.bands.get(Math.floor(lat / BAND)) ?? []) {
      const [xi, yi] = this.ring[i] as [number, number];
      const [xj, yj] = this.ring[(i + n - 1) % n] as [number, number];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  }
}

/** Land tests of one land file. */
export interface Land {
  /** Whether a point lies on land. */
  onLand(p: GeoPoint): boolean;
  /** Whether the straight line between two points stays on water (checked at `steps` + 1 points). */
  legOnWater(a: GeoPoint, b: GeoPoint, steps?: number): boolean;
}

/** Land of a GeoJSON FeatureCollection of (Multi)Polygons, given as its text (tests read it with node:fs). */
export function loadLand(geojson: string): Land {
  const collection = JSON.parse(geojson) as { features: { geometry: { type: string; coordinates: unknown } }[] };
  const polygons: { outer: IndexedRing; holes: IndexedRing[] }[] = [];
  for (const f of collection.features) {
    const list = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
    for (const [outer, ...holes] of list) polygons.push({ outer: new IndexedRing(outer!), holes: holes.map((h) => new IndexedRing(h)) });
  }
  const onLand = (p: GeoPoint): boolean => {
    for (const { outer, holes } of polygons) {
      if (outer.contains(p.lng, p.lat) && !holes.some((h) => h.contains(p.lng, p.lat))) return true;
    }
    return false;
  };
  const legOnWater = (a: GeoPoint, b: GeoPoint, steps = 200): boolean => {
    for (let i = 0; i <= steps; i += 1) {
      const f = i / steps;
      if (onLand({ lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f })) return false;
    }
    return true;
  };
  return { onLand, legOnWater };
}
