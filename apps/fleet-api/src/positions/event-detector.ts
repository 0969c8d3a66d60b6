import { DERIVED_EVENT_TYPES, FuelEventTracker, deviceAlarmEvents, OverspeedTracker, pointInRing, VesselTracker, type OverspeedRule, type Position } from '@fleet/domain';
import type { CachedPoi, PoiSource } from '../pois/poi-cache';
import type { VesselSource } from '../vessels/vessel-zone-cache';

/** Event types the detector derives (ARCHITECTURE.md definitions; listed once, in @fleet/domain's alerts). */
export const EVENT_TYPES = DERIVED_EVENT_TYPES;

/** Reports kept per asset while its tenant's POIs are loading (tested for POIs once they are there). */
export const POI_PENDING_MAX = 5_000;

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

/** Rolling state of one asset, kept in memory between ingests. */
interface AssetTrack {
  lastTime: number;
  ignition: boolean | null;
  /** Overspeed spells by the company's rule (limit + tolerance, minimum duration). */
  overspeed: OverspeedTracker<Position>;
  stationarySince: number | null;
  idleReported: boolean;
  battery: 'ok' | 'low' | 'cut';
  /** A vehicle supply (>= 11.8 V) was seen: low battery applies (not to 3.7 V trackers, which only report cuts). */
  vehicleSupply: boolean;
  /** Refuels and drains: the domain's streaming detector (the rule set the Fuel and Summary reports use too). */
  fuel: FuelEventTracker<Position>;
  /** POIs the asset is inside; null until the tenant's POIs are known. */
  insidePois: Set<number> | null;
  /** The position the POI state starts from (the seed's last report), tested once the POIs are known. */
  poiStart: Position | null;
  /** Reports seen while the POIs were loading. */
  poiPending: Position[];
  /** A boat's port calls, zone entries and exits, fishing spells; null until the company's vessel zones are known. */
  vessel: VesselTracker | null;
  /** The position the vessel state starts from (the seed's last report); reports seen while the zones were loading. */
  vesselStart: Position | null;
  vesselPending: Position[];
}

/** Whether a position lies in the POI (bounding box, then the ring). */
function inPoi(p: { lat: number; lng: number }, poi: CachedPoi): boolean {
  return p.lng >= poi.minLng && p.lng <= poi.maxLng && p.lat >= poi.minLat && p.lat <= poi.maxLat && pointInRing(p.lng, p.lat, poi.ring);
}

/** What the detector may start from when it meets an asset first (its asset_state row). */
export interface DetectorSeed {
  last: Position;
  stationarySince: number | null;
}

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

  /**
   * @param options.pois the tenants' POIs, for poi-enter / poi-exit events (none without)
   * @param options.vessels the tenants' vessel zones and boats, for port calls, zone entries / exits and fishing
   *   activity of boats (none without)
   */
  constructor(private readonly options: { pois?: PoiSource; vessels?: VesselSource } = {}) {}

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
   * @param overspeed the company's overspeed rule (limit, tolerance, minimum duration)
   * @param seed the asset's stored state before these reports, used when the asset is new to the detector
   */
  detect(tenantId: string, reports: readonly Position[], overspeed: OverspeedRule, seed?: DetectorSeed): DetectedEvent[] {
    const first = reports[0];
    if (!first) return [];
    const assetId = first.assetId;
    let track = this.tracks.get(assetId);
    if (!track) {
      track = seed ? this.trackFrom(seed, overspeed) : this.trackFrom({ last: first, stationarySince: null }, overspeed, true);
      this.tracks.set(assetId, track);
    }
    track.overspeed.setRule(overspeed);
    const events: DetectedEvent[] = [];
    const emit = (p: Position, type: string, details: DetectedEvent['details'] = {}) =>
      events.push({ tenantId, assetId, time: p.time, type, lat: p.lat, lng: p.lng, details });
    const pois = this.options.pois?.peek(tenantId);
    const poiTrack = track;
    const poiStep = (p: Position) => {
      if (!this.options.pois) return;
      if (pois) this.pois(poiTrack, pois, p, emit);
      else if (poiTrack.poiPending.length < POI_PENDING_MAX) poiTrack.poiPending.push(p);
    };
    if (pois && track.poiPending.length > 0) {
      for (const p of track.poiPending.splice(0)) this.pois(track, pois, p, emit);
    }
    const world = this.options.vessels?.peek(tenantId);
    const vesselStep = (p: Position) => {
      if (!this.options.vessels) return;
      if (!world) {
        if (poiTrack.vesselPending.length < POI_PENDING_MAX) poiTrack.vesselPending.push(p);
        return;
      }
      if (!world.boats.has(assetId)) return;
      if (!poiTrack.vessel) {
        poiTrack.vessel = new VesselTracker();
        if (poiTrack.vesselStart) poiTrack.vessel.resume(poiTrack.vesselStart, world.zones);
        poiTrack.vesselStart = null;
      }
      for (const e of poiTrack.vessel.push(p, world.zones)) emit({ ...p, time: e.time, lat: e.lat, lng: e.lng }, e.kind, e.details);
    };
    if (world && track.vesselPending.length > 0) for (const p of track.vesselPending.splice(0)) vesselStep(p);

    for (const p of reports) {
      if (p.time <= track.lastTime) continue;
      track.lastTime = p.time;

      // Alarms the tracker reports itself (SOS, towing, jamming, harsh driving, a watch's fall ...).
      for (const type of deviceAlarmEvents(p.attributes)) emit(p, type, { speed: round1(p.speed) });

      // Ignition on/off.
      if (p.ignition !== null && track.ignition !== null && p.ignition !== track.ignition) {
        emit(p, p.ignition ? EVENT_TYPES.ignitionOn : EVENT_TYPES.ignitionOff);
      }
      if (p.ignition !== null) track.ignition = p.ignition;

      // Overspeed: once per spell above the limit + tolerance that lasted the minimum duration, dated at its start.
      const spell = track.overspeed.push(p);
      if (spell) {
        emit(spell.start, EVENT_TYPES.overspeed, {
          speed: round1(spell.maxSpeed),
          limit: overspeed.limitKmh,
          tolerance: overspeed.toleranceKmh,
        });
      }

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
      poiStep(p);
      vesselStep(p);
    }
    // A refuel or drain is known two reports after it ended (its level settles one report late): keep time order.
    return events.sort((a, b) => a.time - b.time);
  }

  private trackFrom(seed: DetectorSeed, overspeed: OverspeedRule, fresh = false): AssetTrack {
    const p = seed.last;
    const spells = new OverspeedTracker<Position>(overspeed);
    if (!fresh) spells.resume(p);
    const track: AssetTrack = {
      // A fresh track has seen nothing: its first report counts.
      lastTime: fresh ? p.time - 1 : p.time,
      ignition: fresh ? null : p.ignition,
      overspeed: spells,
      stationarySince: fresh ? null : seed.stationarySince,
      idleReported: false,
      battery: fresh ? 'ok' : batteryOf(p.voltage),
      vehicleSupply: !fresh && p.voltage !== null && p.voltage >= LOW_BATTERY_V,
      fuel: new FuelEventTracker<Position>(),
      // A fresh track starts outside every POI: its first report inside enters (as the POI report's visits do).
      insidePois: fresh ? new Set() : null,
      poiStart: fresh ? null : p,
      poiPending: [],
      vessel: null,
      vesselStart: fresh ? null : p,
      vesselPending: [],
    };
    // The stored last report is the tracker's first sample (an edge: it smooths the next one, never makes an event).
    if (!fresh) track.fuel.push(p);
    return track;
  }

  /**
   * Refuel / drain: the domain's FuelEventTracker (see libs/domain/src/reports/fuel.ts for the rule set). An event is
   * known once the level after it settled (two reports after its end); it is stamped with its end time.
   */
  private fuel(track: AssetTrack, p: Position, emit: (p: Position, type: string, details: DetectedEvent['details']) => void): void {
    for (const e of track.fuel.push(p)) {
      emit({ ...p, time: e.end, lat: e.lat, lng: e.lng }, e.kind === 'refuel' ? EVENT_TYPES.refuel : EVENT_TYPES.drain, {
        volume: round1(e.amount),
        from: round1(e.before),
        to: round1(e.after),
        startTime: e.start,
      });
    }
  }

  /**
   * POI enter / exit: the POIs the report lies in against those the asset was in (bounding box, then pointInRing);
   * an exit comes before an enter at the same report. A POI deleted while the asset is inside is forgotten silently.
   */
  private pois(track: AssetTrack, pois: readonly CachedPoi[], p: Position, emit: (p: Position, type: string, details: DetectedEvent['details']) => void): void {
    if (track.insidePois === null) {
      const start = track.poiStart;
      track.insidePois = new Set(start ? pois.filter((poi) => inPoi(start, poi)).map((poi) => poi.id) : []);
      track.poiStart = null;
    }
    const inside = new Set(pois.filter((poi) => inPoi(p, poi)).map((poi) => poi.id));
    const byId = new Map(pois.map((poi) => [poi.id, poi]));
    for (const id of track.insidePois) {
      const poi = byId.get(id);
      if (poi && !inside.has(id)) emit(p, EVENT_TYPES.poiExit, { poiId: id, name: poi.name });
    }
    for (const poi of pois) if (inside.has(poi.id) && !track.insidePois.has(poi.id)) emit(p, EVENT_TYPES.poiEnter, { poiId: poi.id, name: poi.name });
    track.insidePois = inside;
  }
}
