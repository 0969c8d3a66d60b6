/**
 * The waters round Malé where the Maldives fishing dhonis work. Every point below, and every straight line between
 * consecutive points of a path, is checked against the OSM land polygons the offline basemap draws for the Maldives
 * (osm-land-maldives.geojson; see maldives.test.ts). That file has the islands but not the reefs, so the paths follow
 * the navigable channels of the sailing directions: out of Malé's inner harbour (between Malé and Funadhoo) south
 * through Gaadhoo Koa (the Malé passage between Malé and Hulhulé), then east along the mouth of Vaadhoo Kandu into the
 * open ocean east of North and South Malé Atolls, a convex box kept 3 km or more off the outer reefs and inside the
 * territorial sea, so any straight leg inside it stays on open water. The fishing grounds lie inside that box, 10-40
 * nautical miles from Malé; the island harbours of port calls are reached through the reef passes beside them.
 */
import type { GeoPoint } from './geo';

/** The Maldives' local time (UTC+5, no daylight saving), ms: fishing days follow it whatever the company's zone. */
export const MALDIVES_UTC_OFFSET_MS = 5 * 3_600_000;

/** Berths in Malé's inner (north) harbour off the fish market, 150-250 m off Malé's north shore. */
export const MALE_BERTHS: readonly GeoPoint[] = [
  { lat: 4.1803, lng: 73.5045 },
  { lat: 4.1805, lng: 73.5062 },
  { lat: 4.1804, lng: 73.5079 },
  { lat: 4.1806, lng: 73.5096 },
  { lat: 4.1805, lng: 73.5112 },
];

/** Malé Fishing Harbour: where the berths are (the vessels' home port). */
export const MALE_HARBOUR: GeoPoint = { lat: 4.1805, lng: 73.5079 };

/**
 * From the harbour (first point, joined straight from every berth) south of Funadhoo and through Gaadhoo Koa
 * between Malé and Hulhulé, then east across the mouth of Vaadhoo Kandu to the ocean entry (last point, inside
 * {@link OCEAN}).
 */
export const MALE_CHANNEL: readonly GeoPoint[] = [
  { lat: 4.1808, lng: 73.5125 },
  { lat: 4.1805, lng: 73.5215 },
  { lat: 4.174, lng: 73.5225 },
  { lat: 4.164, lng: 73.53 },
  { lat: 4.158, lng: 73.555 },
  { lat: 4.163, lng: 73.592 },
];

/** The first pieces of the way out (berth to MALE_CHANNEL[0] to ... [3]) are the harbour and the passage; then open water. */
export const MALE_PASSAGE_PIECES = 4;

/** Speed in the harbour and the passage, km/h (about 5 knots). */
export const HARBOUR_KMH = 9;

/**
 * The open ocean east of North and South Malé Atolls: a convex polygon (counter-clockwise [lng, lat] vertices) 3 km or
 * more off the outer reefs and west of the territorial sea limit.
 */
export const OCEAN: readonly (readonly [number, number])[] = [
  [73.592, 4.163],
  [73.6, 4.0],
  [73.625, 3.72],
  [73.88, 3.72],
  [73.88, 4.47],
  [73.8, 4.47],
  [73.606, 4.255],
];

/** A fishing ground: a circle of open water (inside {@link OCEAN}) where the dhonis look for tuna schools. */
export interface FishingGround {
  name: string;
  centre: GeoPoint;
  radiusM: number;
}

/** The fishing grounds, 10-40 nautical miles from Malé: outer-reef slopes and fish aggregating devices (FADs). */
export const FISHING_GROUNDS: readonly FishingGround[] = [
  { name: 'Vaadhoo Kandu outer slope', centre: { lat: 4.05, lng: 73.675 }, radiusM: 3_000 },
  { name: 'Hulhumalé FAD', centre: { lat: 4.24, lng: 73.745 }, radiusM: 4_000 },
  { name: 'Off Thulusdhoo', centre: { lat: 4.38, lng: 73.775 }, radiusM: 3_000 },
  { name: 'Off Guraidhoo Kandu', centre: { lat: 3.88, lng: 73.69 }, radiusM: 4_000 },
  { name: 'South-east FAD', centre: { lat: 3.8, lng: 73.82 }, radiusM: 4_000 },
];

/** An island harbour a dhoni calls at (to sell catch, take ice or fuel): the way in from the ocean, and the berth. */
export interface IslandHarbour {
  name: string;
  /** From a point of {@link OCEAN} (first) through the reef pass to the berth (last). */
  approach: readonly GeoPoint[];
}

/** Island harbours of port calls: Thulusdhoo (North Malé Atoll) and Maafushi (South Malé Atoll), both on the lagoon side. */
export const ISLAND_HARBOURS: readonly IslandHarbour[] = [
  {
    name: 'Thulusdhoo Harbour',
    approach: [
      { lat: 4.35, lng: 73.7 },
      { lat: 4.3625, lng: 73.662 },
      { lat: 4.367, lng: 73.645 },
      { lat: 4.3728, lng: 73.6436 },
    ],
  },
  {
    name: 'Maafushi Harbour',
    approach: [
      { lat: 3.955, lng: 73.61 },
      { lat: 3.953, lng: 73.515 },
      { lat: 3.9485, lng: 73.4925 },
      { lat: 3.9435, lng: 73.4862 },
    ],
  },
];

/** The ports of the fleet (home port and island harbours) with where a vessel lies in each. */
export const MALDIVES_PORTS: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'Malé Fishing Harbour', ...MALE_HARBOUR },
  ...ISLAND_HARBOURS.map((h) => ({ name: h.name, ...h.approach[h.approach.length - 1]! })),
];

/** Whether a point lies inside {@link OCEAN}. */
export function inOcean(p: GeoPoint): boolean {
  const n = OCEAN.length;
  for (let i = 0; i < n; i += 1) {
    const [x0, y0] = OCEAN[i]!;
    const [x1, y1] = OCEAN[(i + 1) % n]!;
    // Left of every counter-clockwise edge.
    if ((x1 - x0) * (p.lat - y0) - (y1 - y0) * (p.lng - x0) < 0) return false;
  }
  return true;
}
