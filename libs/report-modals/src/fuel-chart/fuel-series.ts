import { DEFAULT_UNITS, isConverted, toDisplay, unitLabel, type ReportRow, type UnitPreferences } from '@fleet/domain';

/** One sample of the fuel chart: time (ms since epoch), fuel (L), odometer (km) and speed (kph); null = no value. */
export interface FuelChartPoint {
  time: number;
  fuel: number | null;
  odometer: number | null;
  speed: number | null;
}

/** The three series of the chart, in legend (and palette) order. */
export const FUEL_CHART_SERIES = ['fuel', 'odometer', 'speed'] as const;
/** Key of one series (a field of FuelChartPoint). */
export type FuelChartSeriesKey = (typeof FUEL_CHART_SERIES)[number];

/** Chart title and exported file base name (SPEC §2, verbatim). */
export const FUEL_CHART_TITLE = 'Fuel Chart';
/** The exported image file name. */
export const FUEL_CHART_FILE_NAME = `${FUEL_CHART_TITLE}.png`;

/**
 * Line colours: fuel red, odometer blue, speed green (SPEC §2 'palette red, blue, green').
 * Defined here because libs/domain has no fuel-chart palette (its PALETTE holds the theme colours).
 */
export const FUEL_CHART_COLORS: Readonly<Record<FuelChartSeriesKey, string>> = { fuel: 'red', odometer: 'blue', speed: 'green' };

/**
 * Speed axis domain, kph (SPEC §9 'Fuel chart speed axis 0 to 200 kph').
 * Defined here because libs/domain/src/constants.ts has no such constant yet.
 */
export const FUEL_CHART_SPEED_DOMAIN_KPH: readonly [number, number] = [0, 200];

/** Most points drawn; longer series are thinned keeping each bucket's extrema. */
export const FUEL_CHART_MAX_POINTS = 2000;

/** Series labels and units as the legend and tooltip show them. */
export const FUEL_CHART_LABELS: Readonly<Record<FuelChartSeriesKey, { label: string; unit: string }>> = {
  fuel: { label: 'Fuel', unit: 'L' },
  odometer: { label: 'Odometer', unit: 'km' },
  speed: { label: 'Speed', unit: 'kph' },
};

/**
 * The series labels in the company's units (the History rows the chart reads arrive converted by the server): metric
 * keeps the SPEC's 'L', 'km', 'kph'; otherwise 'gal', 'mi', 'mph'.
 */
export function fuelChartLabels(units: UnitPreferences = DEFAULT_UNITS): Readonly<Record<FuelChartSeriesKey, { label: string; unit: string }>> {
  return {
    fuel: { label: FUEL_CHART_LABELS.fuel.label, unit: unitLabel('volume', units) },
    odometer: { label: FUEL_CHART_LABELS.odometer.label, unit: unitLabel('distance', units) },
    speed: { label: FUEL_CHART_LABELS.speed.label, unit: isConverted('speed', units) ? unitLabel('speed', units) : FUEL_CHART_LABELS.speed.unit },
  };
}

/** The speed axis in the company's units: 0-200 kph, or 0-124.3 mph (the same 200 kph). */
export function fuelChartSpeedDomain(units: UnitPreferences = DEFAULT_UNITS): [number, number] {
  return [0, toDisplay('speed', FUEL_CHART_SPEED_DOMAIN_KPH[1], units)];
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Keeps, per equal-count bucket, the first and last point and each series' minimum and maximum (sorted, no repeats). */
function bucketExtrema(points: readonly FuelChartPoint[], buckets: number): FuelChartPoint[] {
  const size = points.length / buckets;
  const out: FuelChartPoint[] = [];
  for (let b = 0; b < buckets; b++) {
    const start = Math.floor(b * size);
    const end = b === buckets - 1 ? points.length : Math.floor((b + 1) * size);
    if (end <= start) continue;
    const keep = new Set<number>([start, end - 1]);
    for (const key of FUEL_CHART_SERIES) {
      let lo = -1;
      let hi = -1;
      for (let i = start; i < end; i++) {
        const v = points[i]![key];
        if (v === null) continue;
        if (lo < 0 || v < points[lo]![key]!) lo = i;
        if (hi < 0 || v > points[hi]![key]!) hi = i;
      }
      if (lo >= 0) keep.add(lo);
      if (hi >= 0) keep.add(hi);
    }
    for (const i of [...keep].sort((a, c) => a - c)) out.push(points[i]!);
  }
  return out;
}

/**
 * Thins sorted points to at most `maxPoints`: the series is cut into equal-count buckets and each bucket keeps its
 * first and last point and the points holding the minimum and maximum of fuel, odometer and speed (at most 8 per
 * bucket), so refuel steps, drains and speed peaks stay visible. Where extrema coincide (smooth series) the bucket
 * count is raised (a short binary search) to use the point budget. Shorter series are returned as they are.
 */
export function thinFuelPoints(points: readonly FuelChartPoint[], maxPoints: number = FUEL_CHART_MAX_POINTS): FuelChartPoint[] {
  if (points.length <= maxPoints) return points.slice();
  const perBucket = 2 + FUEL_CHART_SERIES.length * 2;
  // At least one bucket: with maxPoints under 8 the result may hold up to 8 points.
  let lo = Math.max(1, Math.floor(maxPoints / perBucket));
  let best = bucketExtrema(points, lo);
  // Where extrema coincide (smooth series) more buckets fit the budget: a short binary search for the most that do.
  let hi = Math.min(Math.floor(maxPoints / 2), points.length);
  for (let pass = 0; pass < 8 && hi - lo > 1 && best.length < maxPoints * 0.95; pass++) {
    const mid = Math.floor((lo + hi) / 2);
    const candidate = bucketExtrema(points, mid);
    if (candidate.length <= maxPoints) {
      lo = mid;
      best = candidate;
    } else {
      hi = mid;
    }
  }
  return best;
}

/**
 * Turns report rows (History report fields `timestamp` ms, `fuel` L, `odometer` km, `speed` km/h) into chart
 * points: rows without a numeric timestamp are dropped, non-numeric values become null, the points are sorted by
 * time and thinned to at most `maxPoints` (see {@link thinFuelPoints}).
 */
export function fuelChartSeries(rows: readonly ReportRow[], maxPoints: number = FUEL_CHART_MAX_POINTS): FuelChartPoint[] {
  const points: FuelChartPoint[] = [];
  for (const row of rows) {
    const time = num(row['timestamp']);
    if (time === null) continue;
    points.push({ time, fuel: num(row['fuel']), odometer: num(row['odometer']), speed: num(row['speed']) });
  }
  points.sort((a, b) => a.time - b.time);
  return thinFuelPoints(points, maxPoints);
}
