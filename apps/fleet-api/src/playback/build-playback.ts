import {
  DEFAULT_STATUS_THRESHOLDS,
  deriveStatus,
  overspeedMask,
  pointInRing,
  type OverspeedRule,
  type AssetStatus,
  type PlaybackEventKind,
  type PlaybackRoutePoint,
  type StatusThresholds,
} from '@fleet/domain';

/** One stored position as playback reads it (the columns it needs). */
export interface PlaybackRow {
  /** ms since epoch */
  t: number;
  lat: number;
  lng: number;
  speed: number;
  heading: number;
  ignition: boolean | null;
  valid: boolean;
  fuelLitres: number | null;
  fuelPercent: number | null;
  temperature: number | null;
  odometer: number | null;
  /** Digital inputs and their names; undefined when not read (yet). */
  inputs?: Record<string, boolean> | null;
  inputNames?: Record<string, string> | null;
}

/** A POI to match points against: a ring of [lng, lat] pairs. */
export interface PlaybackPoi {
  name: string;
  ring: readonly (readonly [number, number])[];
}

/** What the analysis of a route needs besides the rows. */
export interface AnalyseOptions {
  thresholds?: StatusThresholds;
  /**
   * Mark the points of overspeed spells by this rule (limit + the company's tolerance, for its minimum duration); null
   * when the request did not ask for overspeed marking.
   */
  overspeed: OverspeedRule | null;
  pois: readonly PlaybackPoi[];
}

/** Status, event, POI and overspeed of every row (index-aligned). */
export interface PlaybackAnalysis {
  status: AssetStatus[];
  event: (PlaybackEventKind | null)[];
  poi: (string | null)[];
  overspeed: boolean[];
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Bounding box of a ring, [lng, lat]. */
export function ringBox(ring: readonly (readonly [number, number])[]): Box {
  const box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const [x, y] of ring) {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

/**
 * Derives status (as the History report does: deriveStatus with the time since the asset stopped moving), overspeed,
 * the POI each point lies in and the event at each point, in one pass over the rows in time order. One event per point,
 * by priority: start/end, stop/move, ignition, overspeed, POI exit/enter.
 */
export function analysePlayback(rows: readonly PlaybackRow[], options: AnalyseOptions): PlaybackAnalysis {
  const thresholds = options.thresholds ?? DEFAULT_STATUS_THRESHOLDS;
  const pois = options.pois.filter((p) => p.ring.length >= 3).map((p) => ({ ...p, box: ringBox(p.ring) }));
  const n = rows.length;
  const overMask = options.overspeed ? overspeedMask(rows.map((r) => ({ time: r.t, speed: r.speed })), options.overspeed) : null;
  const out: PlaybackAnalysis = { status: new Array(n), event: new Array(n), poi: new Array(n), overspeed: new Array(n) };
  let stationarySince: number | null = null;
  let prevMoving = false;
  let prevIgnition: boolean | null = null;
  let prevOver = false;
  let prevPoi: string | null = null;
  for (let i = 0; i < n; i++) {
    const r = rows[i] as PlaybackRow;
    const moving = r.speed >= thresholds.movingSpeedKmh;
    stationarySince = moving ? null : (stationarySince ?? r.t);
    const status = deriveStatus({ lastReportAt: r.t, speedKmh: r.speed, ignition: r.ignition, stationarySince }, r.t, thresholds);
    const over = overMask !== null && (overMask[i] ?? false);
    let poi: string | null = null;
    for (const p of pois) {
      const b = p.box;
      if (r.lng < b.minX || r.lng > b.maxX || r.lat < b.minY || r.lat > b.maxY) continue;
      if (pointInRing(r.lng, r.lat, p.ring)) {
        poi = p.name;
        break;
      }
    }
    let event: PlaybackEventKind | null = null;
    if (i === 0) event = 'start';
    else if (i === n - 1) event = 'end';
    else if (prevMoving && !moving) event = 'stop';
    else if (!prevMoving && moving) event = 'move';
    else if (r.ignition !== null && prevIgnition !== null && r.ignition !== prevIgnition) event = r.ignition ? 'ignition-on' : 'ignition-off';
    else if (over && !prevOver) event = 'overspeed';
    else if (prevPoi !== null && poi !== prevPoi) event = 'poi-exit';
    else if (poi !== null && poi !== prevPoi) event = 'poi-enter';
    out.status[i] = status;
    out.event[i] = event;
    out.poi[i] = poi;
    out.overspeed[i] = over;
    prevMoving = moving;
    if (r.ignition !== null) prevIgnition = r.ignition;
    prevOver = over;
    prevPoi = poi;
  }
  return out;
}

/** The names of the inputs that are on, joined by ', ' ('' when none). */
export function inputText(inputs: Record<string, boolean> | null | undefined, names: Record<string, string> | null | undefined): string {
  if (!inputs) return '';
  const on: string[] = [];
  for (const [key, value] of Object.entries(inputs)) if (value) on.push(names?.[key] ?? key);
  return on.join(', ');
}

/** How to turn an analysed row into a route point. */
export interface PointOptions {
  assetName: string;
  /** Formats the point time (the engine's pointTimeFormatter). */
  formatTime: (t: number) => string;
  address: (lat: number, lng: number) => string;
}

/** The route point of row `i` (nextData 0; see `withNextData`). */
export function toRoutePoint(rows: readonly PlaybackRow[], a: PlaybackAnalysis, i: number, options: PointOptions): PlaybackRoutePoint {
  const r = rows[i] as PlaybackRow;
  const status = a.status[i] as AssetStatus;
  return {
    time: options.formatTime(r.t),
    t: r.t,
    lat: r.lat,
    lng: r.lng,
    heading: r.heading,
    status,
    speed: r.speed,
    mileage: r.odometer,
    address: options.address(r.lat, r.lng),
    fuel: r.fuelLitres,
    fuelPercent: r.fuelPercent,
    temp: r.temperature,
    idling: status === 'Idling',
    input: inputText(r.inputs, r.inputNames),
    ignition: r.ignition,
    gps: r.valid,
    assetName: options.assetName,
    nextData: 0,
    overspeed: a.overspeed[i] ?? false,
    event: a.event[i] ?? null,
    poi: a.poi[i] ?? null,
  };
}

/** Sets each point's `nextData` to the time to the next point (0 for the last). */
export function withNextData(points: PlaybackRoutePoint[]): PlaybackRoutePoint[] {
  for (let i = 0; i < points.length; i++) {
    const next = points[i + 1];
    (points[i] as PlaybackRoutePoint).nextData = next ? next.t - (points[i] as PlaybackRoutePoint).t : 0;
  }
  return points;
}
