/** One IO element as read from the packet. */
export interface IoValue {
  id: number;
  /** Width in bytes (1, 2, 4, 8) or the NX length for Codec 8 Extended variable-length values. */
  size: number;
  /** Unsigned value (8-byte values beyond 2^53 lose precision); NaN for variable-length values. */
  value: number;
  /** The same bits read as two's complement. */
  signed: number;
  /** Raw bytes of a variable-length (NX) value, hex. */
  hex?: string;
}

export type IoTarget = 'ignition' | 'fuelLitres' | 'fuelPercent' | 'temperature' | 'voltage' | 'odometer';

/**
 * Where an IO id goes: a record field, a named digital input (`input: 'din1'`) or an attribute. The value is
 * `(signed ? signed : unsigned) * scale`, a boolean when `bool`, and falls back to the attribute `io<id>` (raw)
 * when outside `range` (e.g. Dallas sensor error codes 850/2000/3000).
 */
export type IoRule = ({ field: IoTarget } | { input: string } | { attribute: string }) & {
  scale?: number;
  signed?: boolean;
  bool?: boolean;
  range?: [number, number];
};

export type IoMap = Readonly<Record<number, IoRule>>;

/** Teltonika FMB series (FMB920, FMB120, FMB640 …) defaults. */
export const FMB_IO_MAP: IoMap = {
  239: { field: 'ignition', bool: true },
  1: { input: 'din1', bool: true },
  2: { input: 'din2', bool: true },
  3: { input: 'din3', bool: true },
  9: { attribute: 'adc1', scale: 0.001 },
  66: { field: 'voltage', scale: 0.001 },
  67: { attribute: 'batteryVoltage', scale: 0.001 },
  16: { field: 'odometer', scale: 0.001 },
  72: { field: 'temperature', signed: true, scale: 0.1, range: [-55, 125] },
  73: { attribute: 'temp2', signed: true, scale: 0.1, range: [-55, 125] },
  74: { attribute: 'temp3', signed: true, scale: 0.1, range: [-55, 125] },
  89: { field: 'fuelPercent', range: [0, 100] },
  84: { field: 'fuelLitres', scale: 0.1 },
  240: { attribute: 'motion', bool: true },
  21: { attribute: 'gsmSignal' },
};

const MODEL_MAPS: Record<string, IoMap> = { FMB: FMB_IO_MAP };

/**
 * The IO map for a device model: the family's defaults (by prefix, e.g. 'FMB920' → FMB) with per-deployment
 * overrides on top. Unknown models get the FMB defaults.
 */
export function ioMapForModel(model?: string, overrides: IoMap = {}): IoMap {
  const family = Object.keys(MODEL_MAPS).find((prefix) => model?.toUpperCase().startsWith(prefix));
  return { ...(family ? MODEL_MAPS[family] : FMB_IO_MAP), ...overrides };
}

interface IoFields {
  ignition: boolean | null;
  inputs: Record<string, boolean>;
  fuelLitres: number | null;
  fuelPercent: number | null;
  temperature: number | null;
  voltage: number | null;
  odometer: number | null;
  attributes: Record<string, unknown>;
}

/** Applies an IO map to one record's IO elements. Unmapped ids are kept as attributes `io<id>`. */
export function mapIo(io: readonly IoValue[], map: IoMap): IoFields {
  const out: IoFields = { ignition: null, inputs: {}, fuelLitres: null, fuelPercent: null, temperature: null, voltage: null, odometer: null, attributes: {} };
  for (const e of io) {
    const raw = e.hex ?? e.value;
    const rule = map[e.id];
    if (!rule || e.hex !== undefined) {
      out.attributes[`io${e.id}`] = raw;
      continue;
    }
    const n = (rule.signed ? e.signed : e.value) * (rule.scale ?? 1);
    const [min, max] = rule.range ?? [-Infinity, Infinity];
    if (!Number.isFinite(n) || n < min || n > max) {
      out.attributes[`io${e.id}`] = raw;
      continue;
    }
    const value = rule.bool ? n !== 0 : Math.round(n * 1e6) / 1e6;
    if ('input' in rule) out.inputs[rule.input] = value !== false && value !== 0;
    else if ('attribute' in rule) out.attributes[rule.attribute] = value;
    else if (rule.field === 'ignition') out.ignition = value !== false && value !== 0;
    else if (typeof value === 'number' && (value >= 0 || rule.field === 'temperature' || rule.field === 'voltage')) out[rule.field] = value;
    else out.attributes[`io${e.id}`] = raw;
  }
  return out;
}
