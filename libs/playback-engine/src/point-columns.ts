import { PLAYBACK_EVENT_KINDS, PLAYBACK_STATUS_CODES, type PlaybackPointColumns, type PlaybackRoutePoint } from '@fleet/domain';
import { pointTimeFormatter } from './point-time';

const E6 = 1e6;
const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const roundOrNull = (v: number | null, digits: number) => (v === null || !Number.isFinite(v) ? null : round(v, digits));
const STATUS_CODE = new Map<string, number>(PLAYBACK_STATUS_CODES.map((s, i) => [s, i]));
const EVENT_CODE = new Map<string, number>(PLAYBACK_EVENT_KINDS.map((e, i) => [e, i + 1]));
const GPS = 1;
const OVERSPEED = 2;

/**
 * Writes route points as {@link PlaybackPointColumns} (the wire form of a full-resolution playback). Precision kept:
 * time 1 ms, position 1e-6° (~0.1 m), heading 1°, speed 0.1 km/h, odometer 1 m, fuel 0.1 L and %, temperature 0.1 °C.
 * The point's `time` text, `assetName`, `nextData` and `idling` are not written: the reader derives them.
 */
export function encodePointColumns(points: readonly PlaybackRoutePoint[]): PlaybackPointColumns {
  const c: PlaybackPointColumns = {
    t: [], lat: [], lng: [], heading: [], speed: [], status: [], mileage: [], fuel: [], fuelPercent: [], temp: [],
    ignition: [], flags: [], event: [], input: [], address: [], poi: [], strings: [''],
  };
  const ids = new Map<string, number>([['', 0]]);
  const id = (s: string | null) => {
    if (!s) return 0;
    let k = ids.get(s);
    if (k === undefined) {
      k = c.strings.length;
      ids.set(s, k);
      c.strings.push(s);
    }
    return k;
  };
  let t0 = 0;
  let lat0 = 0;
  let lng0 = 0;
  for (const p of points) {
    const lat = Math.round(p.lat * E6);
    const lng = Math.round(p.lng * E6);
    c.t.push(p.t - t0);
    c.lat.push(lat - lat0);
    c.lng.push(lng - lng0);
    t0 = p.t;
    lat0 = lat;
    lng0 = lng;
    c.heading.push(Math.round(p.heading));
    c.speed.push(round(p.speed, 1));
    c.status.push(STATUS_CODE.get(p.status) ?? 0);
    c.mileage.push(roundOrNull(p.mileage, 3));
    c.fuel.push(roundOrNull(p.fuel, 1));
    c.fuelPercent.push(roundOrNull(p.fuelPercent, 1));
    c.temp.push(roundOrNull(p.temp, 1));
    c.ignition.push(p.ignition === null ? null : p.ignition ? 1 : 0);
    c.flags.push((p.gps ? GPS : 0) | (p.overspeed ? OVERSPEED : 0));
    c.event.push(p.event === null ? 0 : (EVENT_CODE.get(p.event) ?? 0));
    c.input.push(id(p.input));
    c.address.push(id(p.address));
    c.poi.push(id(p.poi));
  }
  return c;
}

/** How to read columns back into points. */
export interface DecodeOptions {
  assetName: string;
  /** Zone of the points' `time` text (the answer's `timeZone`). */
  timeZone: string;
}

/** Reads {@link PlaybackPointColumns} back into route points (`time` in the zone, `nextData` to the next point). */
export function decodePointColumns(c: PlaybackPointColumns, options: DecodeOptions): PlaybackRoutePoint[] {
  const n = c.t.length;
  const out: PlaybackRoutePoint[] = new Array(n);
  const format = pointTimeFormatter(options.timeZone);
  let t = 0;
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < n; i++) {
    t += c.t[i]!;
    lat += c.lat[i]!;
    lng += c.lng[i]!;
    const status = PLAYBACK_STATUS_CODES[c.status[i]!] ?? 'Inactive';
    const flags = c.flags[i]!;
    const event = c.event[i]!;
    const ignition = c.ignition[i];
    out[i] = {
      time: format(t),
      t,
      lat: lat / E6,
      lng: lng / E6,
      heading: c.heading[i]!,
      status,
      speed: c.speed[i]!,
      mileage: c.mileage[i] ?? null,
      address: c.strings[c.address[i]!] ?? '',
      fuel: c.fuel[i] ?? null,
      fuelPercent: c.fuelPercent[i] ?? null,
      temp: c.temp[i] ?? null,
      idling: status === 'Idling',
      input: c.strings[c.input[i]!] ?? '',
      ignition: ignition === null || ignition === undefined ? null : ignition === 1,
      gps: (flags & GPS) !== 0,
      assetName: options.assetName,
      nextData: 0,
      overspeed: (flags & OVERSPEED) !== 0,
      event: event === 0 ? null : (PLAYBACK_EVENT_KINDS[event - 1] ?? null),
      poi: c.poi[i] === 0 ? null : (c.strings[c.poi[i]!] ?? null),
    };
    if (i > 0) out[i - 1]!.nextData = t - out[i - 1]!.t;
  }
  return out;
}
