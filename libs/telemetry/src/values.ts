import { FIELD_LIMITS } from '@fleet/domain';
import type { DeviceRecord, DroppedRecord } from './types';

/** 1 knot = 1.852 km/h; 1 m/s = 3.6 km/h. */
export const KNOTS_TO_KMH = 1.852;
export const MPS_TO_KMH = 3.6;

/** Thrown only inside this library and always caught by the decoders' entry points. */
export class FieldError extends Error {}

export function fail(message: string): never {
  throw new FieldError(message);
}

/** A finite number from a number or numeric string; undefined when absent or empty. */
export function toNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n)) fail(`${field}: not a number (${JSON.stringify(value).slice(0, 40)})`);
  return n;
}

export function toBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1' || v === 'on' || v === 'yes') return true;
    if (v === 'false' || v === '0' || v === 'off' || v === 'no') return false;
  }
  return fail(`${field}: not a boolean (${JSON.stringify(value).slice(0, 40)})`);
}

/**
 * Numeric times below this are Unix seconds, from it on ms. 1e11 s is the year 5138 and 1e11 ms is March 1973: no
 * device sends a time in seconds that large nor one in ms that small, so the rule holds both ways for every date
 * between 1973 and 5138 (Traccar's 2^31 cut-off read 2038 and later seconds as ms, i.e. as January 1970).
 */
export const SECONDS_BELOW = 1e11;

/** Latest time a record may carry, ms since epoch: the end of the JavaScript Date range (year 275760). */
export const MAX_TIME_MS = 8.64e15;

/**
 * Device time in ms. Numbers (or numeric strings) below {@link SECONDS_BELOW} are Unix seconds (fractions kept as
 * ms), larger ones are ms; any other string must parse as a date (ISO 8601, or 'YYYY-MM-DD HH:mm:ss' taken as UTC).
 */
export function toTime(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let ms: number;
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))) {
    const n = Number(value);
    ms = Math.abs(n) < SECONDS_BELOW ? n * 1000 : n;
  } else if (typeof value === 'string') {
    const s = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value.trim()) ? `${value.trim().replace(' ', 'T')}Z` : value;
    ms = Date.parse(s);
  } else {
    ms = NaN;
  }
  if (!Number.isFinite(ms) || ms < 0 || ms > MAX_TIME_MS) fail(`${field}: not a valid time (${JSON.stringify(value).slice(0, 40)})`);
  return Math.round(ms);
}

/** Range checks mirroring positionInputSchema, with the field named. Returns an error text or null. */
export function checkRecord(r: DeviceRecord): string | null {
  const within = (name: string, v: number | null | undefined, min: number, max: number): string | null =>
    v === null || v === undefined || (v >= min && v <= max) ? null : `${name} ${v} out of range ${min}..${max}`;
  return (
    within('time', r.time, 0, MAX_TIME_MS) ??
    within('lat', r.lat, -90, 90) ??
    within('lng', r.lng, -180, 180) ??
    within('speed', r.speed, 0, 2000) ??
    within('heading', r.heading, 0, 360) ??
    within('satellites', r.satellites, 0, 255) ??
    within('fuelPercent', r.fuelPercent, 0, 100) ??
    within('fuelLitres', r.fuelLitres, 0, Infinity) ??
    within('odometer', r.odometer, 0, Infinity)
  );
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * A device identifier as sent (trimmed): missing or longer than FIELD_LIMITS.deviceIdentifierMax (64) characters
 * fails with `field` named.
 */
export function toDeviceId(value: unknown, field: string, missing: string): string {
  const id = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!id) fail(`${field}: ${missing}`);
  const max = FIELD_LIMITS.deviceIdentifierMax;
  if (id.length > max) fail(`${field}: the device identifier is ${id.length} characters long, at most ${max} characters are accepted`);
  return id;
}

/**
 * Decodes the items of one message independently: an item that throws or fails the range checks is dropped with
 * its error (prefixed by the item's path `label(i)`, e.g. `location[2]`, unless the text names it already), the others
 * are kept.
 */
export function decodeEach<T>(
  items: readonly T[],
  decode: (item: T, index: number) => DeviceRecord,
  label: (index: number) => string = () => '',
): { records: DeviceRecord[]; dropped: DroppedRecord[] } {
  const records: DeviceRecord[] = [];
  const dropped: DroppedRecord[] = [];
  items.forEach((item, index) => {
    try {
      const record = decode(item, index);
      const problem = checkRecord(record);
      if (problem) dropped.push({ index, error: named(label(index), problem) });
      else records.push(record);
    } catch (e) {
      dropped.push({ index, error: named(label(index), e instanceof FieldError ? e.message : `unexpected: ${errorText(e)}`) });
    }
  });
  return { records, dropped };
}

/** `path.text`, or the text alone when it starts with the path already (or there is none). */
function named(path: string, text: string): string {
  return !path || text.startsWith(path) ? text : `${path}.${text}`;
}
