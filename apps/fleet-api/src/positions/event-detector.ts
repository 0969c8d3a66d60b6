import type { Position } from '@fleet/domain';

/** Event types the detector derives (ARCHITECTURE.md definitions). */
export const EVENT_TYPES = {
  ignitionOn: 'ignition-on',
  ignitionOff: 'ignition-off',
  overspeed: 'overspeed',
  idle: 'idle-too-long',
  refuel: 'refuel',
  drain: 'fuel-drain',
  lowBattery: 'low-battery',
  powerCut: 'power-cut',
} as const;

/** Default overspeed limit, km/h. */
export const DEFAULT_SPEED_LIMIT_KMH = 90;
/** Idle too long: ignition on and stationary for longer than this, ms. */
export const IDLE_TOO_LONG_MS = 10 * 60_000;
/** Below this speed an asset counts as stationary, km/h. */
export const STATIONARY_KMH = 3;
/** Low battery below this supply voltage, V. */
export const LOW_BATTERY_V = 11.8;
/** Power cut below this supply voltage, V. */
export const POWER_CUT_V = 1;
/** A refuel or drain: the smoothed level changes by >= 5 % of the tank, or 10 L when the tank is unknown. */
export const FUEL_JUMP_TANK_SHARE = 0.05;
export const FUEL_JUMP_LITRES = 10;
/** Consecutive reports of one fuel rise or fall are at most this far apart, ms. */
export const FUEL_STEP_GAP_MS = 30 * 60_000;

/** A derived event before it is stored. */
export interface DetectedEvent {
  tenantId: string;
  assetId: number;
  time: number;
  type: string;
  lat: number;
  lng: number;
  details: Record<string, string | number | boolean | null>;
}

interface FuelMark {
  time: number;
  level: number;
  lat: number;
  lng: number;
}

/** Rolling state of one asset, kept in memory between ingests. */
interface AssetTrack {
  lastTime: number;
  ignition: boolean | null;
  overspeed: boolean;
  stationarySince: number | null;
  idleReported: boolean;
  battery: 'ok' | 'low' | 'cut';
  /** A vehicle supply (>= 11.8 V) was seen: low battery applies (not to 3.7 V trackers, which only report cuts). */
  vehicleSupply: boolean;
  /** The last three raw fuel readings (litres), for a median-of-3 smoothing. */
  raw: number[];
  smoothed: FuelMark | null;
  /** Where the current rise or fall (of the smoothed level) started. */
  riseFrom: FuelMark | null;
  fallFrom: FuelMark | null;
  tankLitres: number | null;
}

/** What the detector may start from when it meets an asset first (its asset_state row). */
export interface DetectorSeed {
  last: Position;
  stationarySince: number | null;
}

const median3 = (values: number[]): number => {
  if (values.length < 3) return values[values.length - 1] ?? 0;
  const [a, b, c] = values as [number, number, number];
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function batteryOf(voltage: number | null): AssetTrack['battery'] {
  if (voltage === null) return 'ok';
  if (voltage < POWER_CUT_V) return 'cut';
  if (voltage < LOW_BATTERY_V) return 'low';
  return 'ok';
}

/**
 * Derives events from each asset's reports as they arrive. Keeps a rolling state per asset in memory (seeded from
 * asset_state the first time an asset is seen, so a restart does not re-announce the current ignition or battery
 * state); only reports newer than the last one seen count. Episodes (overspeed, idle, low battery) report once.
 */
export class EventDetector {
  private readonly tracks = new Map<number, AssetTrack>();

  /** Forgets every asset (tests). */
  clear(): void {
    this.tracks.clear();
  }

  /** True when the asset has a rolling state. */
  knows(assetId: number): boolean {
    return this.tracks.has(assetId);
  }

  /**
   * @param reports the asset's reports, sorted by time ascending
   * @param seed the asset's stored state before these reports, used when the asset is new to the detector
   */
  detect(tenantId: string, reports: readonly Position[], speedLimit: number, seed?: DetectorSeed): DetectedEvent[] {
    const first = reports[0];
    if (!first) return [];
    const assetId = first.assetId;
    let track = this.tracks.get(assetId);
    if (!track) {
      track = seed ? this.trackFrom(seed, speedLimit) : this.trackFrom({ last: first, stationarySince: null }, speedLimit, true);
      this.tracks.set(assetId, track);
    }
    const events: DetectedEvent[] = [];
    const emit = (p: Position, type: string, details: DetectedEvent['details'] = {}) =>
      events.push({ tenantId, assetId, time: p.time, type, lat: p.lat, lng: p.lng, details });

    for (const p of reports) {
      if (p.time <= track.lastTime) continue;
      track.lastTime = p.time;

      // Ignition on/off.
      if (p.ignition !== null && track.ignition !== null && p.ignition !== track.ignition) {
        emit(p, p.ignition ? EVENT_TYPES.ignitionOn : EVENT_TYPES.ignitionOff);
      }
      if (p.ignition !== null) track.ignition = p.ignition;

      // Overspeed: once per episode above the limit.
      if (p.speed > speedLimit) {
        if (!track.overspeed) emit(p, EVENT_TYPES.overspeed, { speed: round1(p.speed), limit: speedLimit });
        track.overspeed = true;
      } else track.overspeed = false;

      // Idle too long: ignition on and stationary longer than 10 min, once per stop.
      if (p.speed < STATIONARY_KMH) {
        track.stationarySince ??= p.time;
        const idleMs = p.time - track.stationarySince;
        if (p.ignition === true && idleMs > IDLE_TOO_LONG_MS && !track.idleReported) {
          emit(p, EVENT_TYPES.idle, { idleMinutes: Math.round(idleMs / 60_000) });
          track.idleReported = true;
        }
        if (p.ignition === false) track.idleReported = false;
      } else {
        track.stationarySince = null;
        track.idleReported = false;
      }

      // Supply voltage: low battery (vehicle supplies only) / power cut when the level worsens.
      if (p.voltage !== null && p.voltage >= LOW_BATTERY_V) track.vehicleSupply = true;
      let battery = batteryOf(p.voltage);
      if (battery === 'low' && !track.vehicleSupply) battery = 'ok';
      if (battery !== track.battery && battery !== 'ok' && !(battery === 'low' && track.battery === 'cut')) {
        emit(p, battery === 'cut' ? EVENT_TYPES.powerCut : EVENT_TYPES.lowBattery, { voltage: p.voltage });
      }
      track.battery = battery;

      this.fuel(track, p, emit);
    }
    // A refuel or drain is known one report after it ended: keep the list in time order.
    return events.sort((a, b) => a.time - b.time);
  }

  private trackFrom(seed: DetectorSeed, speedLimit: number, fresh = false): AssetTrack {
    const p = seed.last;
    const track: AssetTrack = {
      // A fresh track has seen nothing: its first report counts.
      lastTime: fresh ? p.time - 1 : p.time,
      ignition: fresh ? null : p.ignition,
      overspeed: !fresh && p.speed > speedLimit,
      stationarySince: fresh ? null : seed.stationarySince,
      idleReported: false,
      battery: fresh ? 'ok' : batteryOf(p.voltage),
      vehicleSupply: !fresh && p.voltage !== null && p.voltage >= LOW_BATTERY_V,
      raw: [],
      smoothed: null,
      riseFrom: null,
      fallFrom: null,
      tankLitres: null,
    };
    if (!fresh && p.fuelLitres !== null) {
      track.raw = [p.fuelLitres];
      track.smoothed = { time: p.time, level: p.fuelLitres, lat: p.lat, lng: p.lng };
    }
    return track;
  }

  /** Refuel / drain on the median-of-3 smoothed fuel level; a drain counts only while parked. */
  private fuel(track: AssetTrack, p: Position, emit: (p: Position, type: string, details: DetectedEvent['details']) => void): void {
    if (p.fuelLitres === null) return;
    if (p.fuelPercent !== null && p.fuelPercent > 5) track.tankLitres = (100 * p.fuelLitres) / p.fuelPercent;
    track.raw.push(p.fuelLitres);
    if (track.raw.length > 3) track.raw.shift();
    const level = median3(track.raw);
    const mark: FuelMark = { time: p.time, level, lat: p.lat, lng: p.lng };
    const prev = track.smoothed;
    track.smoothed = mark;
    if (!prev) return;
    const threshold = track.tankLitres ? FUEL_JUMP_TANK_SHARE * track.tankLitres : FUEL_JUMP_LITRES;
    const gapOk = mark.time - prev.time <= FUEL_STEP_GAP_MS;
    const eps = 0.05;

    // A rise: starts at the previous smoothed level, ends at the first report that does not rise.
    if (level > prev.level + eps && gapOk) {
      track.riseFrom ??= prev;
    } else if (track.riseFrom) {
      const volume = prev.level - track.riseFrom.level;
      if (volume >= threshold) {
        emit({ ...p, time: prev.time, lat: prev.lat, lng: prev.lng }, EVENT_TYPES.refuel, {
          volume: round1(volume),
          from: round1(track.riseFrom.level),
          to: round1(prev.level),
          startTime: track.riseFrom.time,
        });
      }
      track.riseFrom = null;
    }

    const parked = p.speed < STATIONARY_KMH;
    if (level < prev.level - eps && gapOk && parked) {
      track.fallFrom ??= prev;
    } else if (track.fallFrom) {
      const volume = track.fallFrom.level - prev.level;
      if (volume >= threshold) {
        emit({ ...p, time: prev.time, lat: prev.lat, lng: prev.lng }, EVENT_TYPES.drain, {
          volume: round1(volume),
          from: round1(track.fallFrom.level),
          to: round1(prev.level),
          startTime: track.fallFrom.time,
        });
      }
      track.fallFrom = null;
    }
  }
}
