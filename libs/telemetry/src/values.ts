import type { DeviceRecord } from './types';

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
 * Device time in ms. Numbers (or numeric strings) below 2^31 are unix seconds (as Traccar reads them), larger ones
 * are ms; any other string must parse as a date (ISO 8601, or 'YYYY-MM-DD HH:mm:ss' taken as UTC).
 */
export function toTime(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let ms: number;
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))) {
    const n = Number(value);
    ms = Math.abs(n) < 2 ** 31 ? n * 1000 : n;
  } else if (typeof value === 'string') {
    const s = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value.trim()) ? `${value.trim().replace(' ', 'T')}Z` : value;
    ms = Date.parse(s);
  } else {
    ms = NaN;
  }
  if (!Number.isFinite(ms) || ms < 0 || ms > 8.64e15) fail(`${field}: not a valid time (${JSON.stringify(value).slice(0, 40)})`);
  return Math.round(ms);
}

/** Range checks mirroring positionInputSchema, with the field named. Returns an error text or null. */
export function checkRecord(r: DeviceRecord): string | null {
  const within = (name: string, v: number | null | undefined, min: number, max: number): string | null =>
    v === null || v === undefined || (v >= min && v <= max) ? null : `${name} ${v} out of range ${min}..${max}`;
  return (
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
