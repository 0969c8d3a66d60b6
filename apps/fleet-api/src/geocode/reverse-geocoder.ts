import type { DemoPlace, RoadCollection } from '@fleet/demo-fleet';

/** A named road is used when it passes within this distance of the point, m. */
export const ROAD_MATCH_METRES = 150;
/** Beyond this distance from the nearest place the address says 'N km from Place', km. */
export const NEAR_PLACE_KM = 2;
/** Beyond this distance from any place the address is the coordinates, km. */
export const MAX_PLACE_KM = 100;
/** Coordinates are rounded to this many decimals for the cache (1e-4° ≈ 11 m). */
const CACHE_DECIMALS = 4;
/** The cache is emptied when it grows past this many entries. */
const CACHE_LIMIT = 200_000;
/** Grid cell of the road index, degrees (≈ 167 m ≥ ROAD_MATCH_METRES, so the 3×3 cells around a point suffice). */
const CELL_DEG = 0.0015;
const METRES_PER_DEG = 111_320;

/** One straight piece of a named road, in degrees. */
interface Segment {
  name: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** What the geocoder is built from: the OSM roads and the gazetteer. */
export interface GeocoderData {
  roads: RoadCollection | null;
  places: readonly DemoPlace[];
}

const cellKey = (cx: number, cy: number) => cx * 1_000_003 + cy;

/**
 * Offline reverse geocoder (pure, synchronous): 'Road, Place, State' when a named OSM road lies within 150 m, else
 * 'near Place, District, State' (or '12 km from Place, State' beyond 2 km) for the nearest gazetteer place, else the
 * coordinates. Answers are cached by coordinates rounded to 1e-4°.
 */
export class ReverseGeocoder {
  private readonly grid = new Map<number, Segment[]>();
  private readonly places: readonly DemoPlace[];
  private readonly cache = new Map<string, string>();

  constructor(data: GeocoderData) {
    this.places = data.places.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
    for (const f of data.roads?.features ?? []) {
      const name = f.properties.name?.trim();
      if (!name || f.geometry.type !== 'LineString') continue;
      const coords = f.geometry.coordinates as number[][];
      for (let i = 1; i < coords.length; i++) {
        const [x1, y1] = coords[i - 1] as [number, number];
        const [x2, y2] = coords[i] as [number, number];
        this.addSegment({ name, x1, y1, x2, y2 });
        this.segmentCount++;
      }
    }
  }

  /** Number of indexed road segments (named roads only). */
  segmentCount = 0;

  private addSegment(s: Segment): void {
    const [ax, bx] = [Math.floor(Math.min(s.x1, s.x2) / CELL_DEG), Math.floor(Math.max(s.x1, s.x2) / CELL_DEG)];
    const [ay, by] = [Math.floor(Math.min(s.y1, s.y2) / CELL_DEG), Math.floor(Math.max(s.y1, s.y2) / CELL_DEG)];
    for (let cx = ax; cx <= bx; cx++) {
      for (let cy = ay; cy <= by; cy++) {
        const key = cellKey(cx, cy);
        const list = this.grid.get(key);
        if (list) list.push(s);
        else this.grid.set(key, [s]);
      }
    }
  }

  /** The address of a position (cached by rounded coordinates). */
  address(lat: number, lng: number): string {
    const key = `${lat.toFixed(CACHE_DECIMALS)},${lng.toFixed(CACHE_DECIMALS)}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const text = this.lookup(lat, lng);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, text);
    return text;
  }

  /** The address without the cache. */
  lookup(lat: number, lng: number): string {
    const road = this.nearestRoad(lat, lng);
    const place = this.nearestPlace(lat, lng);
    if (road) return place ? `${road}, ${place.place.name}, ${place.place.state}` : road;
    if (!place || place.km > MAX_PLACE_KM) return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
    const { name, state, district } = place.place;
    if (place.km > NEAR_PLACE_KM) return `${Math.round(place.km)} km from ${name}, ${state}`;
    const parts = [name, district && district !== name ? district : undefined, state].filter((s): s is string => !!s);
    return `near ${parts.join(', ')}`;
  }

  /** The name of the nearest named road within ROAD_MATCH_METRES, else null. */
  nearestRoad(lat: number, lng: number): string | null {
    const cx = Math.floor(lng / CELL_DEG);
    const cy = Math.floor(lat / CELL_DEG);
    const kx = Math.cos((lat * Math.PI) / 180) * METRES_PER_DEG;
    let best: string | null = null;
    let bestD2 = ROAD_MATCH_METRES * ROAD_MATCH_METRES;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const s of this.grid.get(cellKey(cx + dx, cy + dy)) ?? []) {
          const d2 = segmentDistance2(lng, lat, s, kx);
          if (d2 <= bestD2) [best, bestD2] = [s.name, d2];
        }
      }
    }
    return best;
  }

  /** The nearest gazetteer place and its distance, km. */
  nearestPlace(lat: number, lng: number): { place: DemoPlace; km: number } | null {
    const kx = Math.cos((lat * Math.PI) / 180);
    let best: DemoPlace | null = null;
    let bestD2 = Infinity;
    for (const p of this.places) {
      const dx = (p.lng - lng) * kx;
      const dy = p.lat - lat;
      const d2 = dx * dx + dy * dy;
      if (d2 < bestD2) [best, bestD2] = [p, d2];
    }
    return best ? { place: best, km: (Math.sqrt(bestD2) * METRES_PER_DEG) / 1000 } : null;
  }
}

/** Squared distance from a point to a segment, m² (local equirectangular projection). */
function segmentDistance2(x: number, y: number, s: Segment, kx: number): number {
  const ax = (s.x1 - x) * kx;
  const ay = (s.y1 - y) * METRES_PER_DEG;
  const bx = (s.x2 - x) * kx;
  const by = (s.y2 - y) * METRES_PER_DEG;
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * vx + ay * vy) / len2));
  const px = ax + t * vx;
  const py = ay + t * vy;
  return px * px + py * py;
}
