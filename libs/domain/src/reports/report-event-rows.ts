/** Event rows of the Notification and Alarm reports. */
import { formatDuration, formatRangeTime } from '../time-format';
import { detectFuelEvents, estimateTankLitres } from './fuel';
import { base, inRange, position, round } from './report-row-helpers';
import type { ReportAssetInput, ReportEvent, ReportInput, ReportPoint, ReportRow } from './report-types';
import { overspeedEvents, sortByTime } from './trips';

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


export function detailsText(details: ReportEvent['details']): string {
  return Object.entries(details)
    .filter(([k, v]) => v !== null && k !== 'address')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

export function eventRows(asset: ReportAssetInput, events: ReportEvent[], tz: string, alarms: boolean): ReportRow[] {
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
export function alarmRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput): ReportRow[] {
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
