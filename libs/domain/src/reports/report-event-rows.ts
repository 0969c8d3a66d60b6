/** Event rows of the Notification and Alarm reports. */
import { formatDuration, formatRangeTime } from '../time-format';
import { DEFAULT_UNITS, formatFigure, type UnitPreferences } from '../units';
import { detectFuelEvents, estimateTankLitres } from './fuel';
import { base, inRange, position, round } from './report-row-helpers';
import type { ReportAssetInput, ReportEvent, ReportInput, ReportPoint, ReportRow } from './report-types';
import { overspeedEvents, overspeedRule } from './overspeed';
import { sortByTime } from './trips';

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
  'jamming',
  'falldown',
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

/** 'overspeed' / 'fuel_drain' / 'ignitionOn' / 'poi-enter' -> 'Overspeed' / 'Fuel Drain' / 'Ignition On' / 'POI Enter'. */
export function eventTitle(type: string): string {
  const title = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
  return title.replace(/^Poi\b/, 'POI');
}


const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
/** A volume in the sentence's units, 1 decimal: '243.8 L', '64.4 gal'. */
const volumeText = (litres: number, units: UnitPreferences) => formatFigure('volume', round(litres, 1), units, 1);
/** A speed in the sentence's units: metric as recorded ('104 km/h'), mph to 1 decimal ('64.6 mph'). */
const speedText = (kmh: number, units: UnitPreferences) => formatFigure('speed', kmh, units);

/**
 * An event's details as a sentence ("Entered POI Kayangan Cold Store", "Reached 104 km/h against a limit of 90
 * km/h"), by type; an unknown type lists its details as "Key value" phrases. The address is shown in its own column.
 */
export function eventSentence(type: string, details: ReportEvent['details'], units: UnitPreferences = DEFAULT_UNITS): string {
  const litres = (v: number) => volumeText(v, units);
  const d = details;
  switch (normaliseEventType(type)) {
    case 'poienter':
      return `Entered POI ${text(d['name']) ?? `#${String(d['poiId'] ?? '')}`}`;
    case 'poiexit':
      return `Left POI ${text(d['name']) ?? `#${String(d['poiId'] ?? '')}`}`;
    case 'ignitionon':
      return 'Ignition switched on';
    case 'ignitionoff':
      return 'Ignition switched off';
    case 'overspeed': {
      const speed = num(d['speed']);
      const limit = num(d['limit']);
      if (speed === null) break;
      return limit === null ? `Reached ${speedText(speed, units)}` : `Reached ${speedText(speed, units)} against a limit of ${speedText(limit, units)}`;
    }
    case 'idletoolong': {
      const minutes = num(d['idleMinutes']);
      return minutes === null ? 'Idled too long with the engine on' : `Idled for ${minutes} min with the engine on`;
    }
    case 'refuel':
    case 'fueldrain':
    case 'drain': {
      const volume = num(d['volume']);
      const from = num(d['from']);
      const to = num(d['to']);
      if (volume === null) break;
      const span = from !== null && to !== null ? ` (${litres(from)} to ${litres(to)})` : '';
      return normaliseEventType(type) === 'refuel' ? `Refuelled ${litres(volume)}${span}` : `Fuel level fell by ${litres(volume)} while parked${span}`;
    }
    case 'lowbattery': {
      const v = num(d['voltage']);
      return v === null ? 'Vehicle battery low' : `Vehicle battery low at ${v} V`;
    }
    case 'powercut': {
      const v = num(d['voltage']);
      return v === null ? 'Tracker power cut' : `Tracker power cut (supply ${v} V)`;
    }
  }
  return Object.entries(d)
    .filter(([k, v]) => v !== null && k !== 'address')
    .map(([k, v]) => `${eventTitle(k)} ${String(v)}`)
    .join(', ');
}

export function eventRows(asset: ReportAssetInput, events: ReportEvent[], tz: string, alarms: boolean, units: UnitPreferences = DEFAULT_UNITS): ReportRow[] {
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
        details: eventSentence(e.type, e.details, units),
        speed: typeof speed === 'number' ? speed : null,
        address: typeof address === 'string' ? address : '',
        ...position(e.lat, e.lng),
      };
    });
}

/**
 * Alarm rows: the asset's events of alarm types. When the asset has no overspeed events, overspeed spells are derived
 * from the points by the overspeed rule (`input.speedLimit` plus the company's tolerance, for its minimum duration);
 * when it has no fuel drain events, drains are derived likewise.
 */
export function alarmRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput): ReportRow[] {
  const tz = input.timeZone;
  const events = sortByTime(inRange(asset.events, input));
  const units = input.units ?? DEFAULT_UNITS;
  const rows = eventRows(asset, events, tz, true, units);
  const types = new Set(events.map((e) => normaliseEventType(e.type)));
  if (!types.has('overspeed') && input.speedLimit > 0) {
    for (const o of overspeedEvents(points, overspeedRule(input.speedLimit, input.overspeed))) {
      rows.push({
        ...base(asset, o.start),
        eventId: null,
        type: 'overspeed',
        time: formatRangeTime(o.start, tz),
        title: 'Overspeed',
        details: `Reached ${speedText(o.maxSpeed, units)} against a limit of ${speedText(o.limit, units)} for ${formatDuration(o.durationMs)} over ${formatFigure('distance', round(o.distanceKm), units)}`,
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
        details: `Fuel level fell by ${volumeText(d.amount, units)} while parked (${volumeText(d.before, units)} to ${volumeText(d.after, units)})`,
        speed: 0,
        address: d.address ?? '',
        ...position(d.lat, d.lng),
      });
    }
  }
  return rows.sort((a, b) => (a['timestamp'] as number) - (b['timestamp'] as number));
}
