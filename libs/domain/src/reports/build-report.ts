import { CURRENCY } from '../constants';
import { DEFAULT_STATUS_THRESHOLDS, deriveStatus } from '../status';
import { formatDuration, formatRangeTime } from '../time-format';
import { DEFAULT_TEMPERATURE_RANGE, fatigueEvents, inputIntervals, poiVisits, temperatureStats, type TemperatureRange } from './analytics-extra';
import { detectFuelEvents, estimateTankLitres, smoothFuel } from './fuel';
import { formatCoordinates } from './geo';
import { REPORT_COLUMNS } from './report-columns';
import { REPORT_TYPES, type ReportAssetInput, type ReportColumn, type ReportEvent, type ReportInput, type ReportPoint, type ReportRow, type ReportTypeId } from './report-types';
import { dailyMileage, overspeedEvents, segmentTrips, sortByTime } from './trips';

/** What `buildReport` returns; the server adds `success`, `type` and `total`. */
export interface BuiltReport {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** Event types (normalised: lower case, letters and digits only) that the Alarm report lists; the rest are notifications. */
export const ALARM_EVENT_TYPES: readonly string[] = [
  'overspeed',
  'fueldrain',
  'drain',
  'powercut',
  'powerdisconnected',
  'lowbattery',
  'lowpower',
  'sos',
  'alarm',
  'panic',
  'tamper',
  'tampering',
  'tow',
  'towing',
  'crash',
  'accident',
  'vibration',
  'harshbraking',
  'harshacceleration',
  'harshcornering',
  'fatigue',
  'fatiguedriving',
  'temperaturealarm',
  'geofenceexit',
];

/** Event type lower-cased with everything but letters and digits removed ('Fuel Drain' -> 'fueldrain'). */
export function normaliseEventType(type: string): string {
  return type.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether an event type belongs to the Alarm report. */
export function isAlarmEventType(type: string): boolean {
  return ALARM_EVENT_TYPES.includes(normaliseEventType(type));
}

/** 'overspeed' / 'fuel_drain' / 'ignitionOn' -> 'Overspeed' / 'Fuel Drain' / 'Ignition On'. */
export function eventTitle(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** Whether an asset is a watch or staff tracker (asset type contains 'watch' or 'staff', any case). */
export function isWatchAsset(asset: Pick<ReportAssetInput, 'type'>): boolean {
  return /watch|staff/i.test(asset.type);
}

const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const minutes = (ms: number) => round(ms / 60_000, 1);
const money = (n: number) => round(n, 2);

/** Options beyond `ReportInput`. */
export interface BuildReportOptions {
  /** Allowed temperature range of the Temperature report, °C. @default 2–8 */
  temperatureRange?: TemperatureRange;
}

/** Title of a report type: its label. */
export function reportTitle(type: ReportTypeId): string {
  return REPORT_TYPES.find((t) => t.id === type)?.label ?? type;
}

function position(lat: number, lng: number): ReportRow {
  return { coordinates: formatCoordinates(lat, lng), latitude: lat, longitude: lng };
}

function inRange<T extends { time: number }>(items: readonly T[], input: ReportInput): T[] {
  return items.filter((x) => x.time >= input.from && x.time <= input.to);
}

function base(asset: ReportAssetInput, timestamp: number): ReportRow {
  return { assetId: asset.assetId, assetName: asset.assetName, timestamp };
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

function detailsText(details: ReportEvent['details']): string {
  return Object.entries(details)
    .filter(([k, v]) => v !== null && k !== 'address')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

function eventRows(asset: ReportAssetInput, events: ReportEvent[], tz: string, alarms: boolean): ReportRow[] {
  return events
    .filter((e) => isAlarmEventType(e.type) === alarms)
    .map((e) => {
      const address = e.details['address'];
      const speed = e.details['speed'];
      return {
        ...base(asset, e.time),
        eventId: e.id,
        type: e.type,
        time: formatRangeTime(e.time, tz),
        title: eventTitle(e.type),
        details: detailsText(e.details),
        speed: typeof speed === 'number' ? speed : null,
        address: typeof address === 'string' ? address : '',
        ...position(e.lat, e.lng),
      };
    });
}

/**
 * Alarm rows: the asset's events of alarm types. When the asset has no overspeed events, overspeed spells above
 * `input.speedLimit` are derived from the points; when it has no fuel drain events, drains are derived likewise.
 */
function alarmRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput): ReportRow[] {
  const tz = input.timeZone;
  const events = sortByTime(inRange(asset.events, input));
  const rows = eventRows(asset, events, tz, true);
  const types = new Set(events.map((e) => normaliseEventType(e.type)));
  if (!types.has('overspeed') && input.speedLimit > 0) {
    for (const o of overspeedEvents(points, input.speedLimit)) {
      rows.push({
        ...base(asset, o.start),
        eventId: null,
        type: 'overspeed',
        time: formatRangeTime(o.start, tz),
        title: 'Overspeed',
        details: `max ${o.maxSpeed} km/h, limit ${o.limit} km/h, ${formatDuration(o.durationMs)}, ${round(o.distanceKm)} km`,
        speed: o.maxSpeed,
        address: o.address ?? '',
        ...position(o.lat, o.lng),
      });
    }
  }
  if (!types.has('fueldrain') && !types.has('drain')) {
    for (const d of detectFuelEvents(points, estimateTankLitres(points)).filter((e) => e.kind === 'drain')) {
      rows.push({
        ...base(asset, d.start),
        eventId: null,
        type: 'fuelDrain',
        time: formatRangeTime(d.start, tz),
        title: 'Fuel Drain',
        details: `${round(d.amount)} L (${round(d.before)} L to ${round(d.after)} L)`,
        speed: 0,
        address: d.address ?? '',
        ...position(d.lat, d.lng),
      });
    }
  }
  return rows.sort((a, b) => (a['timestamp'] as number) - (b['timestamp'] as number));
}

/** Fuel rows: each smoothed level, plus one row per refuel or drain at its start. */
function fuelRows(asset: ReportAssetInput, points: ReportPoint[], tz: string): ReportRow[] {
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
    });
  }
  // Events sort after the level at the same instant.
  return rows.sort((a, b) => (a['timestamp'] as number) - (b['timestamp'] as number) || (a['title'] === 'Level' ? -1 : 1));
}

function summaryRow(asset: ReportAssetInput, points: ReportPoint[]): ReportRow {
  const { trips, stops } = segmentTrips(points);
  const distance = trips.reduce((a, t) => a + t.distanceKm, 0);
  const tripMs = trips.reduce((a, t) => a + t.durationMs, 0);
  const tripIdle = trips.reduce((a, t) => a + t.idleMs, 0);
  const idleMs = tripIdle + stops.reduce((a, s) => a + s.idleMs, 0);
  const drivingMs = tripMs - tripIdle;
  const maxSpeed = points.reduce((m, p) => Math.max(m, p.speed), 0);
  const smoothed = smoothFuel(points);
  const events = detectFuelEvents(points, estimateTankLitres(points));
  const refuels = events.filter((e) => e.kind === 'refuel');
  const refuelled = refuels.reduce((a, e) => a + e.amount, 0);
  const drained = events.filter((e) => e.kind === 'drain').reduce((a, e) => a + e.amount, 0);
  const first = smoothed[0];
  const last = smoothed[smoothed.length - 1];
  const fuelUsed = first && last ? Math.max(0, first.litres - last.litres + refuelled - drained) : null;
  const odos = points.filter((p) => p.odometer !== null).map((p) => p.odometer as number);
  return {
    ...base(asset, points[0]?.time ?? 0),
    assetGroup: asset.assetGroup,
    distance: round(distance),
    drivingTime: formatDuration(drivingMs),
    drivingMs,
    idling: formatDuration(idleMs),
    idlingMs: idleMs,
    trips: trips.length,
    stops: stops.length,
    maxSpeed,
    avgSpeed: drivingMs > 0 ? round(distance / (drivingMs / 3_600_000), 1) : 0,
    fuel: fuelUsed === null ? null : round(fuelUsed),
    refuels: refuels.length,
    refuelled: round(refuelled),
    drained: round(drained),
    startOdometer: odos.length ? round(odos[0] as number) : null,
    endOdometer: odos.length ? round(odos[odos.length - 1] as number) : null,
  };
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

const KIND_LABEL = { d: 'Document', s: 'Service', t: 'Tire' } as const;

function maintenanceRows(asset: ReportAssetInput, input: ReportInput, tz: string): ReportRow[] {
  const records = sortByTime(inRange(asset.maintenance, input));
  const count = { d: 0, s: 0, t: 0 };
  const cost = { d: 0, s: 0, t: 0 };
  for (const r of records) {
    count[r.kind]++;
    cost[r.kind] += r.cost;
  }
  const total = cost.d + cost.s + cost.t;
  const summary =
    `d ${count.d} (${CURRENCY} ${cost.d.toFixed(2)}) · s ${count.s} (${CURRENCY} ${cost.s.toFixed(2)}) · ` +
    `t ${count.t} (${CURRENCY} ${cost.t.toFixed(2)}) · total ${CURRENCY} ${total.toFixed(2)}`;
  return records.map((r) => ({
    ...base(asset, r.time),
    time: formatRangeTime(r.time, tz),
    kind: KIND_LABEL[r.kind],
    title: r.title,
    cost: money(r.cost),
    odometer: r.odometer,
    maintenance: summary,
    documentCount: count.d,
    serviceCount: count.s,
    tireCount: count.t,
    documentCost: money(cost.d),
    serviceCost: money(cost.s),
    tireCost: money(cost.t),
    totalCost: money(total),
  }));
}

function numberDetail(details: Record<string, string | number | null>, keys: string[]): number | null {
  for (const k of keys) {
    const v = details[k];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  return null;
}

/**
 * Tire rows. Km run: `details.kmRun` (or `km`, `distance`); else the odometer difference to the next tire record of
 * the same position (`details.position`, else the title); else to the asset's last known odometer.
 */
function tireRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput, tz: string): ReportRow[] {
  const tires = sortByTime(inRange(asset.maintenance, input).filter((r) => r.kind === 't'));
  const lastOdo = [...points].reverse().find((p) => p.odometer !== null)?.odometer ?? null;
  const slot = (r: (typeof tires)[number]) => String(r.details['position'] ?? r.title);
  return tires.map((r, k) => {
    let kmRun = numberDetail(r.details, ['kmRun', 'km', 'distance']);
    if (kmRun === null && r.odometer !== null) {
      const next = tires.slice(k + 1).find((x) => slot(x) === slot(r) && x.odometer !== null);
      const until = next?.odometer ?? lastOdo;
      if (until !== null && until >= r.odometer) kmRun = until - r.odometer;
    }
    return {
      ...base(asset, r.time),
      time: formatRangeTime(r.time, tz),
      title: slot(r) === r.title ? r.title : `${r.title} (${slot(r)})`,
      cost: money(r.cost),
      kmRun: kmRun === null ? null : round(kmRun),
      costPer1000Km: kmRun !== null && kmRun > 0 ? money((r.cost / kmRun) * 1000) : null,
      odometer: r.odometer,
    };
  });
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
      return fuelRows(asset, points, tz);
    case 'mileage':
      return dailyMileage(points, tz).map((d) => ({
        ...base(asset, d.firstTime),
        assetGroup: asset.assetGroup,
        date: d.label,
        mileage: round(d.distanceKm),
        startOdometer: d.startOdometer === null ? null : round(d.startOdometer),
        endOdometer: d.endOdometer === null ? null : round(d.endOdometer),
      }));
    case 'notification':
      return eventRows(asset, sortByTime(inRange(asset.events, input)), tz, false);
    case 'alarm':
      return alarmRows(asset, points, input);
    case 'fuel-receipt':
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
      }));
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
      return [summaryRow(asset, points)];
    case 'temperature': {
      const range = options.temperatureRange ?? DEFAULT_TEMPERATURE_RANGE;
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
          range: `${range.min} to ${range.max}`,
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
        start: formatRangeTime(f.start, tz),
        time: formatRangeTime(f.exceededAt, tz),
        end: formatRangeTime(f.end, tz),
        drivingTime: formatDuration(f.drivingMs),
        drivingMin: minutes(f.drivingMs),
        address: f.address ?? '',
        ...position(f.lat, f.lng),
      }));
    case 'tire-cost-analysis':
      return tireRows(asset, points, input, tz);
  }
}

/** Number of file URLs in a receipt's JSON list (0 when it does not parse). */
export function countFiles(files: string): number {
  try {
    const v: unknown = JSON.parse(files);
    return Array.isArray(v) ? v.length : 0;
  } catch {
    return 0;
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
