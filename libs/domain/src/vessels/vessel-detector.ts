import type { ZonePolygons } from './vessel-schemas';
import type { ZoneKind } from './vessels';

/** Knots to km/h. */
export const KMH_PER_KNOT = 1.852;

/** A zone ready for point tests: its polygons, their bounding box (degrees) and their rings' edge index. */
export interface ZoneShape {
  id: number;
  name: string;
  kind: ZoneKind;
  polygons: ZonePolygons;
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
  /** Per polygon, per ring (outer first): the ring's edges by latitude band. */
  index: RingIndex[][];
}

/**
 * A ring's edges by latitude band, so that a point test reads only the edges its latitude crosses (an EEZ ring holds
 * 10,000 positions; a band a few dozen edges). The test gives exactly the ray casting of the whole ring.
 */
export interface RingIndex {
  ring: readonly (readonly [number, number])[];
  minLat: number;
  /** Band height, degrees. */
  band: number;
  /** Edge numbers (edge i joins position i to i + 1) by band. */
  bands: number[][];
}

/** Bands of a ring: about one per 8 edges, at most 1,024. */
function indexRing(ring: readonly (readonly [number, number])[]): RingIndex {
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const [, lat] of ring) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  const count = Math.max(1, Math.min(1_024, Math.ceil(ring.length / 8)));
  const band = Math.max((maxLat - minLat) / count, 1e-9);
  const bands: number[][] = Array.from({ length: count }, () => []);
  const bandOf = (lat: number) => Math.min(count - 1, Math.max(0, Math.floor((lat - minLat) / band)));
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const a = ring[i]![1];
    const b = ring[i + 1]![1];
    for (let k = bandOf(Math.min(a, b)); k <= bandOf(Math.max(a, b)); k += 1) bands[k]!.push(i);
  }
  return { ring, minLat, band, bands };
}

/** Ray casting over the edges of the point's band only (the same answer as pointInRing over the whole closed ring). */
function inRingIndexed(lng: number, lat: number, index: RingIndex): boolean {
  const k = Math.floor((lat - index.minLat) / index.band);
  // Below or above the ring: outside (the top latitude itself falls in the last band).
  if (k < 0 || k > index.bands.length) return false;
  const edges = index.bands[Math.min(index.bands.length - 1, k)] ?? [];
  let inside = false;
  for (const i of edges) {
    const [xi, yi] = index.ring[i + 1]!;
    const [xj, yj] = index.ring[i]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A zone with its bounding box. */
export function prepareZone(zone: { id: number; name: string; kind: ZoneKind; polygons: ZonePolygons }): ZoneShape {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const polygon of zone.polygons) {
    for (const [lng, lat] of polygon[0] ?? []) {
      minLng = Math.min(minLng, lng);
      maxLng = Math.max(maxLng, lng);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
  }
  const index = zone.polygons.map((polygon) => polygon.map(indexRing));
  return { id: zone.id, name: zone.name, kind: zone.kind, polygons: zone.polygons, minLng, minLat, maxLng, maxLat, index };
}

/** Whether a position lies in a zone: in a polygon's outer ring and in none of its holes. */
export function inZone(lng: number, lat: number, zone: ZoneShape): boolean {
  if (lng < zone.minLng || lng > zone.maxLng || lat < zone.minLat || lat > zone.maxLat) return false;
  return zone.index.some((polygon) => {
    const [outer, ...holes] = polygon;
    return outer !== undefined && inRingIndexed(lng, lat, outer) && !holes.some((h) => inRingIndexed(lng, lat, h));
  });
}

/** One report of a vessel as the detector reads it (ms, degrees, km/h, degrees clockwise from north). */
export interface VesselFix {
  time: number;
  lat: number;
  lng: number;
  speed: number;
  heading: number;
}

/**
 * How fishing activity is told from a track: over the last `windowMs`, most reports slow (between `minKn` and
 * `maxKn`: trawling, hauling, drifting on lines) and the course turning often (the sum of course changes at least
 * `minTurnDeg`), outside any port. A spell ends after `endAfterMs` without it.
 */
export interface FishingOptions {
  /** @default 30 min, ms */
  windowMs: number;
  /** @default 0.5 knots */
  minKn: number;
  /** @default 5 knots */
  maxKn: number;
  /** Share of the window's reports within the speed band. @default 0.8 */
  minShare: number;
  /** Sum of the absolute course changes over the window, degrees. @default 270 */
  minTurnDeg: number;
  /** Reports in the window at least. @default 6 */
  minReports: number;
  /** A spell ends when the pattern has not been seen for this long, ms. @default 20 min */
  endAfterMs: number;
}
export const FISHING_DEFAULTS: FishingOptions = { windowMs: 30 * 60_000, minKn: 0.5, maxKn: 5, minShare: 0.8, minTurnDeg: 270, minReports: 6, endAfterMs: 20 * 60_000 };

/** What the vessel detector tells. */
export type VesselEventKind = 'port-arrival' | 'port-departure' | 'zone-enter' | 'zone-exit' | 'fishing-activity';
export interface VesselEvent {
  kind: VesselEventKind;
  time: number;
  lat: number;
  lng: number;
  details: Record<string, string | number>;
}

const RAD = Math.PI / 180;
/** Initial bearing from one position to another, degrees clockwise from north. */
function bearing(a: VesselFix, b: VesselFix): number {
  const y = Math.sin((b.lng - a.lng) * RAD) * Math.cos(b.lat * RAD);
  const x = Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos((b.lng - a.lng) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}
/** The smallest turn from one course to another, degrees 0..180. */
const turn = (from: number, to: number) => Math.abs(((to - from + 540) % 360) - 180);

/** Below this step (degrees of latitude, about 15 m) the course is the reported heading, not the step's bearing. */
const STEP_MIN_DEG = 0.000135;

/**
 * A window's fishing figures: share of reports in the speed band, mean speed (knots), the sum of course changes
 * (degrees; the course of a step is its bearing, or the reported heading for a step too short to have one).
 */
export function fishingFigures(window: readonly VesselFix[], options: FishingOptions = FISHING_DEFAULTS): { share: number; meanKn: number; turnDeg: number } {
  if (window.length === 0) return { share: 0, meanKn: 0, turnDeg: 0 };
  let inBand = 0;
  let sumKn = 0;
  for (const f of window) {
    const kn = f.speed / KMH_PER_KNOT;
    sumKn += kn;
    if (kn >= options.minKn && kn <= options.maxKn) inBand += 1;
  }
  let turnDeg = 0;
  let course: number | null = null;
  for (let i = 1; i < window.length; i += 1) {
    const a = window[i - 1]!;
    const b = window[i]!;
    const far = Math.abs(b.lat - a.lat) + Math.abs(b.lng - a.lng) * Math.cos(a.lat * RAD) > STEP_MIN_DEG;
    const next = far ? bearing(a, b) : b.heading;
    if (course !== null) turnDeg += turn(course, next);
    course = next;
  }
  return { share: inBand / window.length, meanKn: sumKn / window.length, turnDeg };
}

/**
 * Follows one vessel report by report (time ascending): port arrivals and departures (entering and leaving a zone of
 * kind `port`), entries and exits of the other zones, and spells of fishing activity (told once, at the report that
 * completes the pattern, dated there, with the spell's start). Pure: no clock, the zones are passed with each report
 * (they may change between reports; a zone gone while the vessel is inside is forgotten silently).
 */
export class VesselTracker {
  private inside: Set<number> | null = null;
  private readonly window: VesselFix[] = [];
  private fishingSince: number | null = null;
  private fishingLastSeen = 0;
  private lastTime = -Infinity;

  constructor(private readonly options: FishingOptions = FISHING_DEFAULTS) {}

  /** Starts from a known position without telling anything (the zones it lies in are taken as already entered). */
  resume(fix: VesselFix, zones: readonly ZoneShape[]): void {
    this.inside = new Set(zones.filter((z) => inZone(fix.lng, fix.lat, z)).map((z) => z.id));
    this.lastTime = fix.time;
  }

  /** Whether a fishing spell is under way. */
  get fishing(): boolean {
    return this.fishingSince !== null;
  }

  push(fix: VesselFix, zones: readonly ZoneShape[]): VesselEvent[] {
    if (fix.time <= this.lastTime) return [];
    this.lastTime = fix.time;
    const events: VesselEvent[] = [];
    const emit = (kind: VesselEventKind, details: VesselEvent['details']) => events.push({ kind, time: fix.time, lat: fix.lat, lng: fix.lng, details });
    const now = zones.filter((z) => inZone(fix.lng, fix.lat, z));
    const nowIds = new Set(now.map((z) => z.id));
    if (this.inside !== null) {
      const byId = new Map(zones.map((z) => [z.id, z]));
      for (const id of this.inside) {
        const z = byId.get(id);
        if (z && !nowIds.has(id)) emit(z.kind === 'port' ? 'port-departure' : 'zone-exit', { zoneId: z.id, zone: z.name, zoneKind: z.kind });
      }
      for (const z of now) if (!this.inside.has(z.id)) emit(z.kind === 'port' ? 'port-arrival' : 'zone-enter', { zoneId: z.id, zone: z.name, zoneKind: z.kind });
    }
    this.inside = nowIds;

    // Fishing: the window of the last windowMs, never in port.
    this.window.push(fix);
    while (this.window.length > 0 && this.window[0]!.time < fix.time - this.options.windowMs) this.window.shift();
    const inPort = now.some((z) => z.kind === 'port');
    const first = this.window[0]!;
    let pattern = false;
    const kn = fix.speed / KMH_PER_KNOT;
    // The window is read only at a report within the speed band (a transit report cannot complete the pattern).
    const inBand = kn >= this.options.minKn && kn <= this.options.maxKn;
    if (inBand && !inPort && this.window.length >= this.options.minReports && fix.time - first.time >= this.options.windowMs * 0.8) {
      const f = fishingFigures(this.window, this.options);
      pattern = f.share >= this.options.minShare && f.turnDeg >= this.options.minTurnDeg;
      if (pattern && this.fishingSince === null) {
        this.fishingSince = first.time;
        const zone = now.find((z) => z.kind === 'fishing') ?? now.find((z) => z.kind !== 'eez') ?? null;
        emit('fishing-activity', { startTime: first.time, minutes: Math.round((fix.time - first.time) / 60_000), meanKn: Math.round(f.meanKn * 10) / 10, turnDeg: Math.round(f.turnDeg), ...(zone ? { zone: zone.name } : {}) });
      }
    }
    if (pattern) this.fishingLastSeen = fix.time;
    else if (this.fishingSince !== null && (inPort || fix.time - this.fishingLastSeen >= this.options.endAfterMs)) this.fishingSince = null;
    return events;
  }
}

/** Every event of a whole track (tests, recorded tracks): a fresh tracker over the fixes in time order. */
export function detectVesselEvents(fixes: readonly VesselFix[], zones: readonly ZoneShape[], options: FishingOptions = FISHING_DEFAULTS): VesselEvent[] {
  const tracker = new VesselTracker(options);
  const first = fixes[0];
  if (first) tracker.resume({ ...first, time: first.time - 1 }, zones);
  return fixes.flatMap((f) => tracker.push(f, zones));
}

/** Whether a vessel is silent: it reported once, and not for `silentHours` since (ms; a vessel never heard is not). */
export function isSilent(lastReportAt: number | null, now: number, silentHours: number): boolean {
  return lastReportAt !== null && now - lastReportAt >= silentHours * 3_600_000;
}
