import area from '@turf/area';
import { PTO_AREA_UNIT_LABELS, convertArea, formatRangeTime, ptoCompletionPercent, type PtoAnalysis, type PtoAreaUnit } from '@fleet/domain';

/** A closed ring of [lng, lat] pairs (the first point repeated at the end), as PolygonDraw gives it. */
export type PtoRing = [number, number][];

/** The keys of the summary fields (`pto-field-<key>` test ids), in display order. */
export const PTO_FIELD_KEYS = [
  'asset',
  'inputType',
  'time',
  'elapsedTime',
  'offTime',
  'onTime',
  'onCount',
  'distance',
  'areaOverlap',
  'areaNoOverlap',
  'aoi',
  'completion',
] as const;
export type PtoFieldKey = (typeof PTO_FIELD_KEYS)[number];

/** The summary labels, verbatim (SPEC §2 PTO Analysis). */
export const PTO_FIELD_LABELS: Record<PtoFieldKey, string> = {
  asset: 'Asset',
  inputType: 'Input Type',
  time: 'Time',
  elapsedTime: 'Elapsed Time',
  offTime: 'OFF Time',
  onTime: 'ON Time',
  onCount: 'ON Count (times)',
  distance: 'Distance Travelled',
  areaOverlap: 'Area Covered with overlap included',
  areaNoOverlap: 'Area Covered with overlap not included',
  aoi: 'Area of Interest',
  completion: '% Completion (polygon estimate)',
};

/** Shown as the Area of Interest while none is drawn. */
export const PTO_NO_AOI_TEXT = 'Not drawn';

const number = (value: number, digits: number) => value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** An amount under 1 with two significant digits (0.003 km², not 0 km²), else with up to 2 decimals. */
const amount = (value: number) =>
  value !== 0 && Math.abs(value) < 1 ? value.toLocaleString('en-US', { maximumSignificantDigits: 2 }) : number(value, 2);

/** An area in m² in the chosen unit with its label: 10,000 m² → '1 hectares', '2.47 acres', '0.01 km²', '10,000 m²'. */
export function formatArea(squareMetres: number, unit: PtoAreaUnit): string {
  return `${amount(convertArea(squareMetres, unit))} ${PTO_AREA_UNIT_LABELS[unit]}`;
}

/** The distance driven, in m while the unit is m² and in km otherwise. */
export function formatDistance(metres: number, unit: PtoAreaUnit): string {
  return unit === 'm2' ? `${number(metres, 0)} m` : `${number(metres / 1000, 2)} km`;
}

/** 'N times'. */
export function formatOnCount(count: number): string {
  return `${number(count, 0)} ${count === 1 ? 'time' : 'times'}`;
}

/** The area of a drawn ring, m² (geodesic, turf); null without a ring of at least 3 points. */
export function aoiArea(ring: PtoRing | null | undefined): number | null {
  if (!ring || ring.length < 3) return null;
  const closed = ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring : [...ring, ring[0]!];
  if (closed.length < 4) return null;
  return area({ type: 'Polygon', coordinates: [closed] });
}

/**
 * % Completion (polygon estimate, SPEC §5): the worked area (the swept strip, overlap not included) inside the area of
 * interest over the area of interest, or the worked area over itself (100) when none is drawn. Work outside the area
 * of interest does not count: an area drawn on empty land is 0 %.
 */
export function ptoCompletion(analysis: Pick<PtoAnalysis, 'areaCovered' | 'polygons'>, aoi: PtoRing | null, aoiSquareMetres: number | null = aoiArea(aoi)): number {
  return ptoCompletionPercent(analysis.polygons, analysis.areaCovered, aoi, aoiSquareMetres);
}

/** The period text: the analysis' own, else from/to in the time zone. */
export function formatPeriod(analysis: Pick<PtoAnalysis, 'time' | 'from' | 'to'>, timeZone?: string): string {
  if (analysis.time) return analysis.time;
  return `${formatRangeTime(analysis.from, timeZone)} - ${formatRangeTime(analysis.to, timeZone)}`;
}

/** Every summary value as shown for a unit, an area of interest (m², null when none) and its % completion. */
export function ptoFieldValues(
  analysis: PtoAnalysis,
  unit: PtoAreaUnit,
  aoiSquareMetres: number | null,
  completion: number,
  timeZone?: string,
): Record<PtoFieldKey, string> {
  return {
    asset: analysis.assetName,
    inputType: analysis.inputName || analysis.input,
    time: formatPeriod(analysis, timeZone),
    elapsedTime: analysis.elapsedTime,
    offTime: analysis.offTime,
    onTime: analysis.onTime,
    onCount: formatOnCount(analysis.onCount),
    distance: formatDistance(analysis.cumulativeDistance, unit),
    areaOverlap: formatArea(analysis.areaCoveredFinessedOverlap, unit),
    areaNoOverlap: formatArea(analysis.areaCoveredFinessed, unit),
    aoi: aoiSquareMetres === null ? PTO_NO_AOI_TEXT : formatArea(aoiSquareMetres, unit),
    completion: `${completion}%`,
  };
}

/** The points the input was ON along, as [lng, lat] pairs. */
export function ptoOnPoints(analysis: Pick<PtoAnalysis, 'playbackMap'>): [number, number][] {
  return analysis.playbackMap.flatMap((path) => path.map((p): [number, number] => [p.lng, p.lat]));
}

/** The bounds of the work (ON paths, else the polygons) as [west, south, east, north]; null when there is none. */
export function ptoBounds(analysis: Pick<PtoAnalysis, 'playbackMap' | 'polygons'>): [number, number, number, number] | null {
  let points = ptoOnPoints(analysis);
  if (points.length === 0) points = analysis.polygons.flatMap((polygon) => polygon[0] ?? []);
  if (points.length === 0) return null;
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of points) {
    b[0] = Math.min(b[0], lng);
    b[1] = Math.min(b[1], lat);
    b[2] = Math.max(b[2], lng);
    b[3] = Math.max(b[3], lat);
  }
  return b;
}

/** Where the PTO map opens: the centre of the work's bounds; null when there is no work. */
export function ptoCentre(analysis: Pick<PtoAnalysis, 'playbackMap' | 'polygons'>): { lat: number; lng: number } | null {
  const b = ptoBounds(analysis);
  return b ? { lat: (b[1] + b[3]) / 2, lng: (b[0] + b[2]) / 2 } : null;
}
