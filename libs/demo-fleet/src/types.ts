import type { AssetType, PositionInput } from '@fleet/domain';
import type { DemoFleetSettings } from './settings';

/** One asset the simulator drives. The group decides where it operates (see README). */
export interface DemoAssetSpec {
  assetId: number;
  name: string;
  type: AssetType;
  group: string;
}

/** One gazetteer place (extra properties such as population are ignored). */
export interface DemoPlace {
  name: string;
  lat: number;
  lng: number;
  state: string;
  district?: string;
  population?: number;
}

/** Properties of one OSM road LineString. */
export interface RoadProperties {
  highway: string;
  name?: string | null;
  /** OSM maxspeed, e.g. "60" (km/h) or "40 mph". */
  maxspeed?: string | number | null;
  /** OSM oneway: "yes" | "1" | "true" (forward), "-1" | "reverse" (backward), anything else two-way. */
  oneway?: string | number | boolean | null;
}

/** One OSM road way as a GeoJSON Feature; coordinates are [lng, lat]. */
export interface RoadFeature {
  type: 'Feature';
  id?: number | string;
  properties: RoadProperties;
  geometry: { type: 'LineString'; coordinates: number[][] } | { type: string; coordinates: unknown };
}

/** The OSM road GeoJSON FeatureCollection (LineStrings). */
export interface RoadCollection {
  type: 'FeatureCollection';
  features: RoadFeature[];
}

/** The world data the caller loads and passes in (the library does no I/O). */
export interface DemoWorld {
  /** The Shah Alam OSM roads. */
  roads: RoadCollection;
  /** The gazetteer of Malaysian places. */
  places: DemoPlace[];
}

/** Options of {@link createDemoFleet}. */
export interface DemoFleetOptions {
  assets: DemoAssetSpec[];
  world: DemoWorld;
  /** Seed of every random choice; the same seed gives the same fleet. */
  seed: number;
  /** Start of the simulation, ms since epoch. */
  startTime: number;
  /** Tuning merged over {@link DEMO_FLEET_DEFAULTS}. */
  settings?: Partial<DemoFleetSettings>;
}

/** Report intervals of one advance call. */
export interface AdvanceOptions {
  /** Report interval while moving, ms. History backfill uses 30_000-60_000; live uses 2_000. */
  movingIntervalMs: number;
  /** Heartbeat while stationary, ms (history 600_000, live 60_000). */
  stationaryIntervalMs: number;
}

/** A refuel the simulation made: the asset, where, when and the litres pumped (what a fuel receipt would say). */
export interface DemoRefuel {
  assetId: number;
  /** ms since epoch: pumping starts and ends */
  start: number;
  end: number;
  lat: number;
  lng: number;
  /** litres pumped */
  litres: number;
}

/** A running demo fleet. */
export interface DemoFleet {
  /** Simulated up to here, ms since epoch. */
  readonly time: number;
  /**
   * Every report in (time, untilMs], sorted by time (then assetId); `time` becomes untilMs. Silent trackers report
   * nothing after max(untilMs, startTime + silentHorizonMs) - their lag (2-5 days), so they always look Inactive.
   */
  advance(untilMs: number, options: AdvanceOptions): PositionInput[];
  /**
   * The refuels that ended (and were reported) since the last call, in time order (then assetId): each is handed out
   * once. Refuels before the simulation's start are never handed out.
   */
  takeRefuels(): DemoRefuel[];
}
