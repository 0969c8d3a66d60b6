/** The demo fleet: one agent per asset over a shared, read-only world. */
import type { PositionInput } from '@fleet/domain';
import { Agent } from './agent';
import { AnimalBehaviour } from './animal';
import { BoatBehaviour } from './boat';
import { FishingBehaviour } from './fishing';
import type { AgentContext, Behaviour, SimWorld } from './context';
import { ItemBehaviour } from './item';
import { MachineBehaviour } from './machine';
import { hash32, Random } from './prng';
import { fuelProfileOf } from './profiles';
import { regionOfAsset } from './regions';
import { buildRoadGraph } from './road-graph';
import { localDay, localDayStart } from './schedule';
import { DEMO_FLEET_DEFAULTS } from './settings';
import { Timeline } from './timeline';
import { assignTraits } from './traits';
import type { AdvanceOptions, DemoFleet, DemoFleetOptions, DemoRefuel } from './types';
import { VehicleBehaviour } from './vehicle';
import { WalkerBehaviour } from './walker';

function behaviourFor(ctx: AgentContext): Behaviour {
  switch (ctx.spec.type) {
    case 'car':
    case 'truck':
      return new VehicleBehaviour(ctx);
    case 'machine':
      return new MachineBehaviour(ctx);
    case 'boat':
      return ctx.region.kind === 'atoll' ? new FishingBehaviour(ctx) : new BoatBehaviour(ctx);
    case 'watch':
    case 'staff':
      return new WalkerBehaviour(ctx);
    case 'animal':
      return new AnimalBehaviour(ctx);
    case 'item':
      return new ItemBehaviour(ctx);
  }
}

/**
 * Creates a deterministic demo fleet. The same options (seed, start, assets in any order, world) always produce the
 * same reports, however the time range is split into `advance` calls.
 */
export function createDemoFleet(options: DemoFleetOptions): DemoFleet {
  const settings = { ...DEMO_FLEET_DEFAULTS, ...options.settings };
  const startTime = Math.round(options.startTime);
  const ids = new Set<number>();
  for (const a of options.assets) {
    if (ids.has(a.assetId)) throw new Error(`createDemoFleet: duplicate assetId ${a.assetId}`);
    ids.add(a.assetId);
  }
  const world: SimWorld = { graph: buildRoadGraph(options.world.roads), places: options.world.places, links: new Map(), regions: new Map() };
  if (world.graph.mainNodes.length < 2) throw new Error('createDemoFleet: the road network has no routable component');
  const traits = assignTraits(options.assets, options.seed, settings);
  const agents = [...options.assets]
    .sort((a, b) => a.assetId - b.assetId)
    .map((spec) => {
      const rng = new Random(hash32(options.seed, spec.assetId));
      const region = regionOfAsset(spec, world.graph, world.places, world.regions);
      // A region on another clock (the Maldives) plans its days, shifts and nights on its own local time.
      const local = region.utcOffsetMs === undefined ? settings : { ...settings, utcOffsetMs: region.utcOffsetMs };
      const dayStart = localDayStart(localDay(startTime, local.utcOffsetMs), local.utcOffsetMs);
      const fuel = fuelProfileOf(spec.type);
      const capacity = fuel ? Math.round(rng.range(fuel.tankLitres[0], fuel.tankLitres[1]) / 10) * 10 : null;
      const timeline = new Timeline({
        t: dayStart,
        at: { lat: 0, lng: 0 },
        capacity,
        fuel: capacity === null ? null : capacity * rng.range(0.3, 0.95),
        odo: fuel ? Math.round(rng.range(fuel.odometerKm[0], fuel.odometerKm[1])) : null,
        hasPto: spec.type === 'machine',
      });
      const ctx: AgentContext = { spec, rng, settings: local, world, region, traits: traits.get(spec.assetId)!, timeline };
      return new Agent(ctx, behaviourFor(ctx), startTime);
    });

  let time = startTime;
  return {
    get time() {
      return time;
    },
    advance(untilMs: number, intervals: AdvanceOptions): PositionInput[] {
      if (!(intervals.movingIntervalMs > 0) || !(intervals.stationaryIntervalMs > 0)) {
        throw new Error('advance: report intervals must be positive');
      }
      const until = Math.floor(untilMs);
      if (until <= time) return [];
      const out: PositionInput[] = [];
      for (const agent of agents) agent.advance(until, intervals, out);
      out.sort((a, b) => a.time - b.time || a.assetId - b.assetId);
      time = until;
      return out;
    },
    takeRefuels() {
      const out: DemoRefuel[] = [];
      for (const agent of agents) agent.takeRefuels(out);
      return out.sort((a, b) => a.start - b.start || a.assetId - b.assetId);
    },
  };
}
