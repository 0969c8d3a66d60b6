/**
 * PTO (input) analysis (SPEC §2 PTO Analysis, §3 PTO analysis data): ON/OFF intervals of a digital input, the
 * distance driven while it was ON and the area the implement covered, with and without overlap. Pure.
 *
 * Area without overlap: the ON paths, as one MultiLineString in lng/lat, are buffered by half the implement width
 * with @turf/buffer in one go (JSTS' buffer returns the union of the strips, overlap counted once, with its own
 * robustness fallbacks) and measured with @turf/area. Unioning one buffer per path with @turf/union (polyclip-ts)
 * failed on real tracks ('Unable to complete output ring'): that way is kept only as the fallback. Turf only draws
 * round end caps, so each ON path adds about one implement-wide disc, π·(w/2)² (half a disc at each end), to the area a
 * flat-capped strip would have: 7.07 m² for a 3 m implement, per ON path.
 */
import { area as turfArea } from '@turf/area';
import { buffer as turfBuffer } from '@turf/buffer';
import { featureCollection, lineString, multiLineString } from '@turf/helpers';
import { union as turfUnion } from '@turf/union';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { PtoAnalysis, PtoInterval } from '../pto';
import { formatDuration, formatRangeTime } from '../time-format';
import { inputIntervals } from './analytics-extra';
import { haversineKm } from './geo';
import type { ReportPoint } from './report-types';
import { sortByTime } from './trips';

/** Most points of one playbackMap path (the map only); areas and distances use every point. */
export const PTO_MAP_MAX_POINTS = 2_000;
/** Buffers unioned per batch (then the batch results are unioned). */
export const PTO_UNION_BATCH = 32;
/** Segments per quarter circle of the buffers' round joins and caps. */
const BUFFER_STEPS = 8;

/** What `ptoAnalysis` needs besides the points. */
export interface PtoAnalysisOptions {
  /** The input key, e.g. 'din1'. */
  input: string;
  /** Implement (working) width, metres. */
  implementWidthM: number;
  /** The period, ms since epoch; points outside it are ignored. */
  from: number;
  to: number;
  /** Time zone of the `time` text. */
  timeZone?: string;
  assetId?: number;
  assetName?: string;
}

/** The swept strip of a set of paths: its union's area and polygons. */
export interface SweptStrip {
  /** m² */
  areaM2: number;
  /** Polygons of rings of [lng, lat]. */
  polygons: [number, number][][][];
}

type Coord = [number, number];
type Area = Feature<Polygon | MultiPolygon>;

/** Haversine length of a path of points, metres. */
function pathLengthM(path: readonly { lat: number; lng: number }[]): number {
  let m = 0;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1] as { lat: number; lng: number };
    const b = path[k] as { lat: number; lng: number };
    m += haversineKm(a.lat, a.lng, b.lat, b.lng) * 1000;
  }
  return m;
}

/** Every `step`-th point and the last, so that at most `max` remain. */
export function thinPath<T>(path: readonly T[], max = PTO_MAP_MAX_POINTS): T[] {
  if (path.length <= max) return [...path];
  const step = Math.ceil((path.length - 1) / (max - 1));
  const out: T[] = [];
  for (let k = 0; k < path.length - 1; k += step) out.push(path[k] as T);
  out.push(path[path.length - 1] as T);
  return out;
}

/** Unions polygons in batches of PTO_UNION_BATCH (a tree of unions keeps each sweep small). */
function unionAll(parts: Area[]): Area | null {
  let level = parts;
  while (level.length > 1) {
    const next: Area[] = [];
    for (let k = 0; k < level.length; k += PTO_UNION_BATCH) {
      const batch = level.slice(k, k + PTO_UNION_BATCH);
      const merged = batch.length === 1 ? batch[0] : turfUnion(featureCollection(batch));
      if (merged) next.push(merged);
    }
    level = next;
  }
  return level[0] ?? null;
}

/** The union of one buffer per path, unioned in batches (the fallback of sweptStrip). */
function unionOfBuffers(lines: Coord[][], widthM: number): Area | null {
  const buffers: Area[] = [];
  for (const coords of lines) {
    const b = turfBuffer(lineString(coords), widthM / 2, { units: 'meters', steps: BUFFER_STEPS });
    if (b) buffers.push(b);
  }
  return unionAll(buffers);
}

/** The buffer of all paths at once: JSTS buffers the MultiLineString into the union of the strips. */
function bufferOfAll(lines: Coord[][], widthM: number): Area | null {
  const b = turfBuffer(multiLineString(lines), widthM / 2, { units: 'meters', steps: BUFFER_STEPS });
  return (b as Area | undefined) ?? null;
}

/**
 * The union of the strips `widthM` wide swept along the paths (lists of { lat, lng }): its area (overlap counted once)
 * and its polygons. Paths with fewer than two distinct positions sweep nothing.
 */
export function sweptStrip(paths: readonly (readonly { lat: number; lng: number }[])[], widthM: number): SweptStrip {
  const lines: Coord[][] = [];
  for (const path of paths) {
    const coords: Coord[] = [];
    for (const p of path) {
      const last = coords[coords.length - 1];
      if (!last || last[0] !== p.lng || last[1] !== p.lat) coords.push([p.lng, p.lat]);
    }
    if (coords.length >= 2 && widthM > 0) lines.push(coords);
  }
  if (lines.length === 0) return { areaM2: 0, polygons: [] };
  let merged: Area | null;
  try {
    merged = bufferOfAll(lines, widthM);
  } catch {
    // JSTS could not buffer the whole (a topology exception it could not resolve): one buffer per path, unioned.
    merged = unionOfBuffers(lines, widthM);
  }
  if (!merged) return { areaM2: 0, polygons: [] };
  const g = merged.geometry;
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as [number, number][][][];
  return { areaM2: turfArea(merged), polygons };
}

/**
 * PTO analysis of one asset's points over [from, to] for input `input`: ON/OFF intervals (inputIntervals), ON count
 * (OFF→ON switches, an ON at the start counting as one), durations, distance while ON (haversine along the path, the
 * segment to the first OFF point included, as inputIntervals does), the area with overlap (distance × width) and
 * without (the swept strip's union), the ON paths for the map (thinned) and the strip's polygons.
 *
 * Elapsed time is the period (to - from); ON time is the sum of the ON intervals and OFF time the rest of the period
 * (OFF intervals and time without reports).
 */
export function ptoAnalysis(input: readonly ReportPoint[], options: PtoAnalysisOptions): PtoAnalysis {
  const { input: key, implementWidthM: width, from, to, timeZone } = options;
  const points = sortByTime(input).filter((p) => p.time >= from && p.time <= to && typeof p.inputs[key] === 'boolean');
  const result = inputIntervals(points, key);

  // The runs of equal state, as inputIntervals cuts them: points i..end (end = first point of the next run).
  const paths: ReportPoint[][] = [];
  const runDistances: number[] = [];
  let i = 0;
  while (i < points.length) {
    const on = (points[i] as ReportPoint).inputs[key] === true;
    let j = i;
    while (j < points.length && ((points[j] as ReportPoint).inputs[key] === true) === on) j++;
    const run = points.slice(i, j < points.length ? j + 1 : points.length);
    runDistances.push(pathLengthM(run));
    if (on) paths.push(run);
    i = j;
  }

  const intervals: PtoInterval[] = result.intervals.map((x, k) => ({ state: x.state, start: x.start, end: x.end, distanceM: runDistances[k] ?? 0 }));
  const cumulativeDistance = intervals.filter((x) => x.state === 'ON').reduce((a, x) => a + x.distanceM, 0);
  const strip = sweptStrip(paths, width);
  const elapsedMs = Math.max(0, to - from);
  const onMs = Math.min(result.onMs, elapsedMs);
  const offMs = elapsedMs - onMs;
  return {
    success: true,
    assetId: options.assetId ?? 0,
    assetName: options.assetName ?? '',
    input: key,
    inputName: result.inputName,
    time: `${formatRangeTime(from, timeZone)} - ${formatRangeTime(to, timeZone)}`,
    from,
    to,
    elapsedMs,
    elapsedTime: formatDuration(elapsedMs),
    offMs,
    offTime: formatDuration(offMs),
    onMs,
    onTime: formatDuration(onMs),
    onCount: result.onCount,
    cumulativeDistance,
    implementWidthM: width,
    areaCoveredFinessedOverlap: cumulativeDistance * width,
    areaCoveredFinessed: strip.areaM2,
    areaCovered: strip.areaM2,
    intervals,
    playbackMap: paths.map((path) => thinPath(path).map((p) => ({ lat: p.lat, lng: p.lng }))),
    polygons: strip.polygons,
  };
}
