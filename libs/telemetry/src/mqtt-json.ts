import type { ClockOptions, DeviceRecord, RecordsResult } from './types';
import { decodeEach, fail, toBoolean, toDeviceId, toNumber, toTime } from './values';

export interface MqttOptions extends ClockOptions {
  /** Topic filter whose single-level wildcard `+` carries the device id when the payload lacks one. */
  topicTemplate?: string;
}

export const DEFAULT_MQTT_TOPIC = 'fleet/+/position';

const MAX_PAYLOAD = 1 << 20;
const KNOWN = new Set([
  'id', 'deviceId', 'lat', 'lon', 'lng', 'time', 'timestamp', 'speed', 'heading', 'course', 'altitude', 'satellites',
  'valid', 'ignition', 'inputs', 'fuel', 'fuelLitres', 'fuelPercent', 'temperature', 'voltage', 'odometer', 'attributes',
]);

/** The `+` segment of `topic` under `template` (e.g. 'fleet/+/position'), or undefined when it does not match. */
export function deviceIdFromTopic(topic: string, template: string = DEFAULT_MQTT_TOPIC): string | undefined {
  const t = template.split('/');
  const s = topic.split('/');
  const hash = t[t.length - 1] === '#';
  if (hash ? s.length < t.length - 1 : s.length !== t.length) return undefined;
  let id: string | undefined;
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '#') break;
    if (t[i] === '+') id ??= s[i];
    else if (t[i] !== s[i]) return undefined;
  }
  return id || undefined;
}

/**
 * Decodes an MQTT message carrying one JSON position object or an array of them (format in the README).
 * Never throws: a payload that is not JSON (or an empty array) gives `{ ok: false, error }`; an item that is out of
 * range or unusable (no device identifier, no coordinates) is dropped with its error naming the field (with `[i].`
 * for arrays) and the others are kept.
 */
export function decodeMqttJson(topic: string, payload: Uint8Array, options: MqttOptions = {}): RecordsResult {
  if (payload.length > MAX_PAYLOAD) return { ok: false, error: `payload: over ${MAX_PAYLOAD} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload.buffer, payload.byteOffset, payload.length).toString('utf8'));
  } catch {
    return { ok: false, error: 'payload: invalid JSON' };
  }
  if (!Array.isArray(json) && (typeof json !== 'object' || json === null)) return { ok: false, error: 'payload: expected a JSON object' };
  const items: unknown[] = Array.isArray(json) ? json : [json];
  if (items.length === 0) return { ok: false, error: 'payload: empty array' };
  const topicId = deviceIdFromTopic(topic, options.topicTemplate ?? DEFAULT_MQTT_TOPIC);
  const now = options.now ?? Date.now;
  return { ok: true, ...decodeEach(items, (item) => decodeItem(item, topicId, now), (i) => (Array.isArray(json) ? `[${i}]` : '')) };
}

function decodeItem(item: unknown, topicId: string | undefined, now: () => number): DeviceRecord {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail('payload: expected a JSON object');
  const o = item as Record<string, unknown>;
  const deviceId = toDeviceId(o['id'] ?? o['deviceId'] ?? topicId, 'id', 'missing device identifier (id, deviceId or the topic)');
  const lat = toNumber(o['lat'], 'lat');
  const lngKey = o['lng'] !== undefined ? 'lng' : 'lon';
  const lng = toNumber(o[lngKey], lngKey);
  if (lat === undefined) fail('lat: missing');
  if (lng === undefined) fail('lng: missing (lng or lon)');
  const speed = toNumber(o['speed'], 'speed');
  if (speed !== undefined && speed < 0) fail(`speed: ${speed} is negative`);
  const headingKey = o['heading'] !== undefined ? 'heading' : 'course';
  const inputs: Record<string, boolean> = {};
  if (o['inputs'] !== undefined) {
    if (typeof o['inputs'] !== 'object' || o['inputs'] === null || Array.isArray(o['inputs'])) fail('inputs: expected an object');
    for (const [k, v] of Object.entries(o['inputs'] as object)) inputs[k] = toBoolean(v, `inputs.${k}`) ?? false;
  }
  const attributes: Record<string, unknown> = {};
  if (o['attributes'] !== undefined) {
    if (typeof o['attributes'] !== 'object' || o['attributes'] === null || Array.isArray(o['attributes'])) fail('attributes: expected an object');
    Object.assign(attributes, o['attributes']);
  }
  for (const [k, v] of Object.entries(o)) if (!KNOWN.has(k)) attributes[k] = v;
  return {
    deviceId,
    protocol: 'mqtt',
    time: toTime(o['time'] ?? o['timestamp'], o['time'] !== undefined ? 'time' : 'timestamp') ?? now(),
    lat,
    lng,
    speed: speed ?? 0,
    heading: toNumber(o[headingKey], headingKey) ?? 0,
    altitude: toNumber(o['altitude'], 'altitude') ?? null,
    satellites: toNumber(o['satellites'], 'satellites') ?? null,
    valid: toBoolean(o['valid'], 'valid') ?? true,
    ignition: toBoolean(o['ignition'], 'ignition') ?? null,
    inputs,
    fuelLitres: toNumber(o['fuel'] ?? o['fuelLitres'], 'fuel') ?? null,
    fuelPercent: toNumber(o['fuelPercent'], 'fuelPercent') ?? null,
    temperature: toNumber(o['temperature'], 'temperature') ?? null,
    voltage: toNumber(o['voltage'], 'voltage') ?? null,
    odometer: toNumber(o['odometer'], 'odometer') ?? null,
    attributes,
  };
}
