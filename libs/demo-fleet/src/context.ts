/** What every behaviour gets: its asset, random stream, world, region, traits and timeline. */
import type { Link } from './links';
import type { Random } from './prng';
import type { Region } from './regions';
import type { RoadGraph } from './road-graph';
import type { DemoFleetSettings } from './settings';
import type { Timeline } from './timeline';
import type { DemoAssetSpec, DemoPlace } from './types';

/** The shared, read-only world of one fleet (caches only memoise pure results). */
export interface SimWorld {
  graph: RoadGraph;
  places: readonly DemoPlace[];
  links: Map<string, Link>;
  regions: Map<string, Region>;
}

/** Special roles decided once per fleet, independent of the order of the assets. */
export interface AgentTraits {
  /** How long before the advance target a silent tracker stopped, ms; null when it reports normally. */
  silentLagMs: number | null;
  /** Set point of a refrigerated unit, degrees Celsius; null without temperature sensor. */
  setPointC: number | null;
  /** The truck whose tank is sometimes drained at night. */
  fuelTheft: boolean;
  /** The vehicle with a weak battery in some periods. */
  lowBattery: boolean;
  /** A truck that runs inter-town trips. */
  longHaul: boolean;
  /**
   * When it works: the day shift; the night shift (night haulage, security staff: evening to early morning); or round
   * the clock (port tugs: harbour jobs at any hour).
   */
  shift: WorkShift;
}

/** When an asset works. */
export type WorkShift = 'day' | 'night' | 'round-the-clock';

/** Everything a behaviour plans with. */
export interface AgentContext {
  spec: DemoAssetSpec;
  rng: Random;
  settings: DemoFleetSettings;
  world: SimWorld;
  region: Region;
  traits: AgentTraits;
  timeline: Timeline;
}

/** Plans an asset's activity one local day at a time. */
export interface Behaviour {
  /** Appends segments from the timeline's end to at least the next local midnight after day `day` starts. */
  planDay(day: number): void;
}
