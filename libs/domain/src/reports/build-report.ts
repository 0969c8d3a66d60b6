import { DEFAULT_STATUS_THRESHOLDS, deriveStatus } from '../status';
import { formatDuration, formatRangeTime } from '../time-format';
import { fatigueEvents, inputIntervals, poiVisits, temperatureStats, type TemperatureRange } from './analytics-extra';
import { detectFuelEvents, estimateTankLitres, smoothFuel } from './fuel';
import { REPORT_COLUMNS } from './report-columns';
import { assetReconciliation, receiptStatus, reconciliationRow, refuelStatus } from './report-reconciliation-rows';
import { effectiveTemperatureRange, temperatureProfileLabel } from './temperature-range';
import { REPORT_TYPES, type ReportAssetInput, type ReportColumn, type ReportInput, type ReportPoint, type ReportRow, type ReportTypeId } from './report-types';
import { mileageRow, summaryParts, summaryRowFromParts } from './summary';
import { dailyMileage, sortByTime } from './trips';
import { alarmRows, eventRows } from './report-event-rows';
import { maintenanceRows, tireRows } from './report-maintenance-rows';
import { base, countFiles, inRange, isWatchAsset, minutes, money, position, round } from './report-row-helpers';

export { ALARM_EVENT_TYPES, eventSentence, eventTitle, isAlarmEventType, normaliseEventType } from './report-event-rows';
export { countFiles, isWatchAsset } from './report-row-helpers';

/** What `buildReport` returns; the server adds `success`, `type` and `total`. */
export interface BuiltReport {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** Options beyond `ReportInput`. */
export interface BuildReportOptions {
  /** Allowed temperature range of the Temperature report, °C. @default 2–8 */
  temperatureRange?: TemperatureRange;
}

/** Title of a report type: its label. */
export function reportTitle(type: ReportTypeId): string {
  return REPORT_TYPES.find((t) => t.id === type)?.label ?? type;
}

/** History rows: every point, status derived at the point from speed, ignition and the stationary spell. */
function historyRows(asset: ReportAssetInput, points: ReportPoint[], tz: string): ReportRow[] {
  const rows: ReportRow[] = [];
  let stationarySince: number | null = null;
  for (const p of points) {
    const moving = p.speed >= DEFAULT_STATUS_THRESHOLDS.movingSpeedKmh;
    stationarySince = moving ? null : (stationarySince ?? p.time);
    const status = deriveStatus({ lastReportAt: p.time, speedKmh: p.speed, ignition: p.ignition, stationarySince }, p.time);
    rows.push({
      ...base(asset, p.time),
      time: formatRangeTime(p.time, tz),
      status,
      speed: p.speed,
      ignition: p.ignition === null ? null : p.ignition ? 'ON' : 'OFF',
      fuel: p.fuelLitres,
      odometer: p.odometer,
      volt: p.voltage,
      address: p.address ?? '',
      ...position(p.lat, p.lng),
    });
  }
  return rows;
}

/**
 * Fuel rows: each smoothed level, plus one row per refuel or drain at its start; a refuel row says whether a fuel
 * receipt matches it (fuel reconciliation).
 */
function fuelRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput): ReportRow[] {
  const tz = input.timeZone;
  const reconciliation = assetReconciliation(asset, points, input);
  const rows: ReportRow[] = [];
  for (const s of smoothFuel(points)) {
    const p = points[s.index] as ReportPoint;
    rows.push({
      ...base(asset, p.time),
      time: formatRangeTime(p.time, tz),
      title: 'Level',
      fuel: round(s.litres),
      rawFuel: s.raw,
      change: null,
      speed: p.speed,
      odometer: p.odometer,
      address: p.address ?? '',
      ...position(p.lat, p.lng),
      reconciliation: '',
      receiptId: null,
    });
  }
  for (const e of detectFuelEvents(points, estimateTankLitres(points))) {
    rows.push({
      ...base(asset, e.start),
      time: formatRangeTime(e.start, tz),
      end: formatRangeTime(e.end, tz),
      title: e.kind === 'refuel' ? 'Refuel' : 'Drain',
      fuel: round(e.after),
      rawFuel: null,
      change: round(e.kind === 'refuel' ? e.amount : -e.amount),
      speed: null,
      odometer: null,
      address: e.address ?? '',
      ...position(e.lat, e.lng),
      ...(e.kind === 'refuel' ? refuelStatus(reconciliation, e.start) : { reconciliation: '', receiptId: null }),
    });
  }
  // Events sort after the level at the same instant.
  return rows.sort((a, b) => (a['timestamp'] as number) - (b['timestamp'] as number) || (a['title'] === 'Level' ? -1 : 1));
}

function inputRows(asset: ReportAssetInput, points: ReportPoint[], key: string, tz: string): ReportRow[] {
  const r = inputIntervals(points, key);
  return r.intervals.map((x) => ({
    ...base(asset, x.start),
    input: key,
    inputName: r.inputName,
    state: x.state,
    start: formatRangeTime(x.start, tz),
    end: formatRangeTime(x.end, tz),
    duration: formatDuration(x.durationMs),
    durationMin: minutes(x.durationMs),
    distance: round(x.distanceKm),
    onCount: r.onCount,
    onTimeMin: minutes(r.onMs),
    offTimeMin: minutes(r.offMs),
    distanceOn: round(r.distanceOnKm),
    address: x.address ?? '',
    ...position(x.lat, x.lng),
  }));
}

function poiRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput, tz: string): ReportRow[] {
  return poiVisits(points, input.pois).map((v) => ({
    ...base(asset, v.enter),
    poiId: v.poiId,
    title: v.poiName,
    enter: formatRangeTime(v.enter, tz),
    exit: v.exit === null ? '' : formatRangeTime(v.exit, tz),
    dwell: formatDuration(v.dwellMs),
    dwellMin: minutes(v.dwellMs),
    address: v.address ?? '',
    ...position(v.lat, v.lng),
  }));
}

/** The asset's last fix before the period, when the caller passed one that is before it. */
function previousOf(asset: ReportAssetInput, input: ReportInput): ReportPoint | null {
  const p = asset.previousPoint ?? null;
  return p !== null && p.time < input.from ? p : null;
}

function rowsForAsset(asset: ReportAssetInput, input: ReportInput, options: BuildReportOptions): ReportRow[] {
  const tz = input.timeZone;
  const points = sortByTime(inRange(asset.points, input));
  switch (input.type) {
    case 'history':
      return historyRows(asset, points, tz);
    case 'history-watch':
      return isWatchAsset(asset)
        ? historyRows(asset, points, tz).map((r) => ({
            assetId: r['assetId'] ?? null,
            assetName: r['assetName'] ?? null,
            timestamp: r['timestamp'] ?? null,
            time: r['time'] ?? null,
            status: r['status'] ?? null,
            speed: r['speed'] ?? null,
            volt: r['volt'] ?? null,
            address: r['address'] ?? null,
            coordinates: r['coordinates'] ?? null,
            latitude: r['latitude'] ?? null,
            longitude: r['longitude'] ?? null,
          }))
        : [];
    case 'fuel':
      return fuelRows(asset, points, input);
    case 'mileage':
      return dailyMileage(points, tz, previousOf(asset, input)).map((d) => mileageRow(asset, d));
    case 'notification':
      return eventRows(asset, sortByTime(inRange(asset.events, input)), tz, false, input.units);
    case 'alarm':
      return alarmRows(asset, points, input);
    case 'fuel-receipt': {
      const reconciliation = assetReconciliation(asset, points, input);
      return sortByTime(inRange(asset.fuelReceipts, input)).map((r) => ({
        ...base(asset, r.time),
        assetName: r.assetName || asset.assetName,
        title: `Receipt ${r.receiptId}`,
        time: formatRangeTime(r.time, tz),
        fuel: r.fuel,
        price: money(r.price),
        priceperliter: money(r.priceperliter),
        location: r.location,
        receiptId: r.receiptId,
        uploadedAt: formatRangeTime(r.uploadedAt, tz),
        files: r.files,
        fileCount: countFiles(r.files),
        ...receiptStatus(reconciliation, r.receiptId),
      }));
    }
    case 'fuel-reconciliation': {
      const row = reconciliationRow(asset, points, input);
      return row ? [row] : [];
    }
    case 'toll-receipt':
      return sortByTime(inRange(asset.tollReceipts, input)).map((r) => ({
        ...base(asset, r.time),
        assetName: r.assetName || asset.assetName,
        title: `Receipt ${r.receiptId}`,
        time: formatRangeTime(r.time, tz),
        price: money(r.price),
        location: r.location,
        receiptId: r.receiptId,
        uploadedAt: formatRangeTime(r.uploadedAt, tz),
      }));
    case 'input':
      return inputRows(asset, points, 'din1', tz);
    case 'input2':
      return inputRows(asset, points, 'din2', tz);
    case 'input3':
      return inputRows(asset, points, 'din3', tz);
    case 'summary':
      return [summaryRowFromParts(asset, summaryParts(points, previousOf(asset, input)))];
    case 'temperature': {
      // The asset's own range (frozen, chilled, custom), else the caller's, else chilled 2-8 °C.
      const range = asset.temperatureRange ?? (options.temperatureRange ? { profile: 'custom' as const, ...options.temperatureRange } : effectiveTemperatureRange(null));
      const withT = points.filter((p) => p.temperature !== null);
      if (!withT.length) return [];
      const s = temperatureStats(points, range);
      const first = withT[0] as ReportPoint;
      const last = withT[withT.length - 1] as ReportPoint;
      return [
        {
          ...base(asset, first.time),
          samples: s.samples,
          minTemperature: s.min,
          maxTemperature: s.max,
          avgTemperature: s.avg === null ? null : round(s.avg, 1),
          rangeProfile: temperatureProfileLabel(range.profile),
          range: `${range.min} to ${range.max}`,
          rangeMin: range.min,
          rangeMax: range.max,
          outOfRange: formatDuration(s.outOfRangeMs),
          outOfRangeMin: minutes(s.outOfRangeMs),
          outOfRangeSamples: s.outOfRangeSamples,
          start: formatRangeTime(first.time, tz),
          end: formatRangeTime(last.time, tz),
        },
      ];
    }
    case 'maintenance-log':
      return maintenanceRows(asset, input, tz);
    case 'poi-watch':
      return isWatchAsset(asset) ? poiRows(asset, points, input, tz) : [];
    case 'poi':
      return poiRows(asset, points, input, tz);
    case 'fatigue-driving':
      return fatigueEvents(points).map((f) => ({
        ...base(asset, f.exceededAt),
        driverName: asset.drivers?.filter((d) => d.from <= f.exceededAt && f.exceededAt < d.to).at(-1)?.name ?? '',
        start: formatRangeTime(f.start, tz),
        time: formatRangeTime(f.exceededAt, tz),
        end: formatRangeTime(f.end, tz),
        drivingTime: formatDuration(f.drivingMs),
        drivingMin: minutes(f.drivingMs),
        address: f.address ?? '',
        ...position(f.lat, f.lng),
      }));
    case 'tire-cost-analysis':
      return tireRows(asset, input, tz);
  }
}

/**
 * Computes a report: title, the type's columns and every row (no cap; the server pages them). Points, events,
 * receipts and maintenance records outside [from, to] are left out. Rows are grouped per asset in input order and in
 * time order within an asset; each carries `assetId` and a numeric `timestamp` (ms) beside the formatted times.
 */
export function buildReport(input: ReportInput, options: BuildReportOptions = {}): BuiltReport {
  if (!Object.hasOwn(REPORT_COLUMNS, input.type)) throw new RangeError(`Unknown report type: ${String(input.type)}`);
  const rows: ReportRow[] = [];
  for (const asset of input.assets) {
    for (const row of rowsForAsset(asset, input, options)) rows.push(row);
  }
  return { title: reportTitle(input.type), columns: REPORT_COLUMNS[input.type], rows };
}
