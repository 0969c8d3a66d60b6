import type { ClockOptions, DeviceRecord, DroppedRecord, RecordsResult } from './types';
import { FieldError, KNOTS_TO_KMH, MPS_TO_KMH, decodeEach, errorText, fail, toBoolean, toDeviceId, toNumber, toTime } from './values';

export interface OsmAndRequest {
  method: 'GET' | 'POST';
  query: Record<string, string | string[]>;
  body?: string | Buffer;
  contentType?: string;
}

/** Largest body the decoder will look at; the HTTP server should refuse bigger ones first. */
const MAX_BODY = 1 << 20;

/** Query keys with a meaning of their own; any other key is kept as an attribute. */
const KNOWN = new Set([
  'id', 'deviceid', 'lat', 'lon', 'location', 'timestamp', 'speed', 'bearing', 'heading', 'altitude', 'accuracy',
  'hdop', 'batt', 'battery', 'ignition', 'valid', 'charge', 'sat', 'satellites', 'odometer',
]);

/**
 * Decodes one OsmAnd-protocol request (Traccar's port 5055), as the OsmAnd phone app and the Traccar Client send it.
 * - GET (or POST with a form body / empty body): query keys as in {@link KNOWN}; `speed` is in knots (Traccar's
 *   OsmAnd convention) and converted to km/h.
 * - POST application/json: the Traccar Client JSON (`device_id`, `location.coords`, speed in m/s, battery.level
 *   0..1); `location` may also be an array (batch sync).
 * Never throws. A request without a usable device identifier (missing, over 64 characters), without any position
 * (no lat/lon/location) or with an unreadable body gives `{ ok: false, error }`; otherwise each location that is
 * out of range or unreadable is dropped with its error naming the field, and the others are kept.
 */
export function decodeOsmAnd(request: OsmAndRequest, options: ClockOptions = {}): RecordsResult {
  const now = options.now ?? Date.now;
  try {
    const query = flatten(request.query ?? {});
    const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : request.body.toString('utf8');
    if (body.length > MAX_BODY) return { ok: false, error: `body: over ${MAX_BODY} bytes` };
    const type = (request.contentType ?? '').toLowerCase();
    const trimmed = body.trim();
    if (request.method === 'POST' && (type.includes('json') || trimmed.startsWith('{') || trimmed.startsWith('['))) {
      return { ok: true, ...decodeJson(trimmed, query, now) };
    }
    if (request.method === 'POST' && trimmed) Object.assign(query, flatten(Object.fromEntries(new URLSearchParams(trimmed))));
    const deviceId = toDeviceId(query['id'] ?? query['deviceid'], 'id', 'missing device identifier (id or deviceid)');
    if (query['lat'] === undefined && query['lon'] === undefined && query['location'] === undefined) {
      fail('lat, lon: missing (not a position: send lat and lon, or location=lat,lon)');
    }
    return { ok: true, ...decodeEach([query], (q) => decodeQuery(q, deviceId, now)) };
  } catch (e) {
    if (e instanceof FieldError) return { ok: false, error: e.message };
    return { ok: false, error: `unexpected: ${errorText(e)}` };
  }
}

function flatten(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === 'string') out[k] = value;
  }
  return out;
}

function decodeQuery(q: Record<string, string>, deviceId: string, now: () => number): DeviceRecord {
  let lat = toNumber(q['lat'], 'lat');
  let lng = toNumber(q['lon'], 'lon');
  if (q['location'] !== undefined) {
    const [a, b, extra] = q['location'].split(',');
    if (a === undefined || b === undefined || extra !== undefined) fail('location: expected "lat,lon"');
    lat = toNumber(a, 'location.lat');
    lng = toNumber(b, 'location.lon');
  }
  if (lat === undefined) fail('lat: missing');
  if (lng === undefined) fail('lon: missing');
  const speedKn = toNumber(q['speed'], 'speed');
  if (speedKn !== undefined && speedKn < 0) fail(`speed: ${speedKn} is negative`);
  const heading = toNumber(q['bearing'] ?? q['heading'], q['bearing'] !== undefined ? 'bearing' : 'heading');
  const satellites = toNumber(q['sat'] ?? q['satellites'], 'satellites');
  const attributes: Record<string, unknown> = {};
  const accuracy = toNumber(q['accuracy'], 'accuracy');
  if (accuracy !== undefined) attributes['accuracy'] = accuracy;
  const hdop = toNumber(q['hdop'], 'hdop');
  if (hdop !== undefined) attributes['hdop'] = hdop;
  const battery = toNumber(q['batt'] ?? q['battery'], 'batt');
  if (battery !== undefined) attributes['batteryLevel'] = battery;
  const charge = toBoolean(q['charge'], 'charge');
  if (charge !== undefined) attributes['charge'] = charge;
  for (const [k, v] of Object.entries(q)) if (!KNOWN.has(k)) attributes[k] = attributeValue(v);
  // The trip meter in metres (Traccar's `odometer` attribute), as in the JSON form.
  const odometerM = toNumber(q['odometer'], 'odometer');
  return {
    deviceId,
    protocol: 'osmand',
    time: toTime(q['timestamp'], 'timestamp') ?? now(),
    lat,
    lng,
    speed: speedKn === undefined ? 0 : Math.round(speedKn * KNOTS_TO_KMH * 1e6) / 1e6,
    heading: heading === undefined ? 0 : heading,
    altitude: toNumber(q['altitude'], 'altitude') ?? null,
    satellites: satellites ?? null,
    valid: toBoolean(q['valid'], 'valid') ?? true,
    ignition: toBoolean(q['ignition'], 'ignition') ?? null,
    odometer: odometerM === undefined || odometerM < 0 ? null : odometerM / 1000,
    attributes,
  };
}

/** Extra keys: numbers and booleans typed, the rest kept as text. */
function attributeValue(v: string): unknown {
  if (v === 'true' || v === 'false') return v === 'true';
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? n : v;
}

function decodeJson(body: string, q: Record<string, string>, now: () => number): { records: DeviceRecord[]; dropped: DroppedRecord[] } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail('body: invalid JSON');
  }
  if (!isObject(json)) return fail('body: expected a JSON object');
  const deviceId = toDeviceId(json['device_id'] ?? json['deviceId'] ?? json['id'] ?? q['id'] ?? q['deviceid'], 'device_id', 'missing device identifier');
  if (json['location'] === undefined || json['location'] === null) fail('location: missing (not a position)');
  const locations: unknown[] = Array.isArray(json['location']) ? json['location'] : [json['location']];
  if (locations.length === 0) fail('location: empty array');
  const path = (i: number) => (locations.length > 1 ? `location[${i}]` : 'location');
  return decodeEach(locations, (loc, i) => decodeLocation(loc, deviceId, path(i), now), (i) => (locations.length > 1 ? path(i) : ''));
}

function decodeLocation(loc: unknown, deviceId: string, path: string, now: () => number): DeviceRecord {
  if (!isObject(loc)) return fail(`${path}: missing or not an object`);
  const coords = loc['coords'];
  if (!isObject(coords)) return fail(`${path}.coords: missing or not an object`);
  const lat = toNumber(coords['latitude'], `${path}.coords.latitude`);
  const lng = toNumber(coords['longitude'], `${path}.coords.longitude`);
  if (lat === undefined) fail(`${path}.coords.latitude: missing`);
  if (lng === undefined) fail(`${path}.coords.longitude: missing`);
  // The background-geolocation SDK reports -1 for an unknown speed or heading.
  const speedMps = toNumber(coords['speed'], `${path}.coords.speed`);
  if (speedMps !== undefined && speedMps < 0 && speedMps !== -1) fail(`${path}.coords.speed: ${speedMps} is negative`);
  const heading = toNumber(coords['heading'], `${path}.coords.heading`);
  const attributes: Record<string, unknown> = {};
  const accuracy = toNumber(coords['accuracy'], `${path}.coords.accuracy`);
  if (accuracy !== undefined) attributes['accuracy'] = accuracy;
  const battery = loc['battery'];
  if (isObject(battery)) {
    const level = toNumber(battery['level'], `${path}.battery.level`);
    if (level !== undefined && level >= 0) attributes['batteryLevel'] = Math.round(level * 100);
    const charging = toBoolean(battery['is_charging'], `${path}.battery.is_charging`);
    if (charging !== undefined) attributes['charge'] = charging;
  }
  const moving = toBoolean(loc['is_moving'], `${path}.is_moving`);
  if (moving !== undefined) attributes['motion'] = moving;
  if (typeof loc['event'] === 'string') attributes['event'] = loc['event'];
  const activity = loc['activity'];
  if (isObject(activity) && typeof activity['type'] === 'string') attributes['activity'] = activity['type'];
  if (isObject(loc['extras'])) Object.assign(attributes, loc['extras']);
  const odometerM = toNumber(loc['odometer'], `${path}.odometer`);
  return {
    deviceId,
    protocol: 'osmand',
    time: toTime(loc['timestamp'], `${path}.timestamp`) ?? now(),
    lat,
    lng,
    speed: speedMps === undefined || speedMps < 0 ? 0 : Math.round(speedMps * MPS_TO_KMH * 1e6) / 1e6,
    heading: heading === undefined || heading < 0 ? 0 : heading,
    altitude: toNumber(coords['altitude'], `${path}.coords.altitude`) ?? null,
    odometer: odometerM === undefined || odometerM < 0 ? null : odometerM / 1000,
    attributes,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
