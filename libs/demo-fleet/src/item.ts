/**
 * Tagged items (containers, trailers, cold boxes, cabinets, beacons): stationary at their site nearly all the time;
 * movable ones are sometimes carried on a working day for about an hour and brought back. Beacons and buoys stay
 * at their moorings. No ignition signal.
 */
import type { AgentContext, Behaviour } from './context';
import { destinationPoint, type GeoPoint } from './geo';
import { LOCAL_LINK, type Site } from './links';
import { MOORINGS } from './marine';
import { travelTrack, type Loc } from './mobility';
import { TRUCK_DRIVING } from './profiles';
import { nodeSite, type Region } from './regions';
import { HOUR_MS, localDayStart, MINUTE_MS, weekday } from './schedule';

/** Items that never move (by name). */
const FIXED_ITEM = /cabinet|server|rack|beacon|buoy|fixed/i;

/** Whether an item of a sea region stays at a mooring (beacons, buoys: anything but containers, trailers and boxes). */
function isMooredItem(name: string, region: Region): boolean {
  return region.kind === 'sea' && !/container|trailer|box|crate/i.test(name);
}

/** Whether an item is sometimes carried away from its site and back. */
export function isMovableItem(name: string, region: Region): boolean {
  return !isMooredItem(name, region) && !FIXED_ITEM.test(name);
}

/** Where a movable item of a places or sea region is carried: one of the six nearest sites or the hub. */
export function itemStopsOf(region: Region): Site[] {
  return region.sites.slice(0, 6).concat(region.hub);
}

/** Plans an item. */
export class ItemBehaviour implements Behaviour {
  private readonly spot: GeoPoint;
  private readonly base: Loc;
  private readonly movable: boolean;

  constructor(private readonly ctx: AgentContext) {
    const { rng, region, world, spec } = ctx;
    if (isMooredItem(spec.name, region)) {
      this.spot = rng.pick(MOORINGS);
      this.base = { site: { key: 'mooring', ...this.spot }, node: null };
      this.movable = false;
    } else {
      if (region.kind === 'roads') {
        const node = rng.pick(region.nodes);
        this.base = { site: nodeSite(world.graph, node), node };
      } else {
        this.base = { site: region.hub, node: null };
      }
      this.spot = destinationPoint(this.base.site, rng.range(0, 360), rng.range(10, 40));
      this.movable = isMovableItem(spec.name, region);
    }
    ctx.timeline.placeAt(this.spot);
  }

  planDay(day: number): void {
    const { rng, timeline: tl, settings, region, world } = this.ctx;
    const midnight = localDayStart(day, settings.utcOffsetMs);
    const nextMidnight = localDayStart(day + 1, settings.utcOffsetMs);
    if (this.movable && weekday(day) !== 0 && rng.chance(0.15)) {
      tl.stayUntil(midnight + rng.range(9, 14) * HOUR_MS, { ignition: null });
      const options = { ...TRUCK_DRIVING, speedFactor: 0.85 };
      const started = tl.t;
      let here = this.base;
      // Carried from stop to stop for about an hour, then brought back.
      for (let attempt = 0; attempt < 12 && tl.t - started < 40 * MINUTE_MS; attempt += 1) {
        const to = this.randomStop();
        if (to.site.key === here.site.key) continue;
        const track = travelTrack(world, { lat: tl.lat, lng: tl.lng }, here, to, options, LOCAL_LINK, rng);
        if (!track) break;
        tl.drive(track, { ignition: null });
        here = to;
        tl.stayFor(rng.range(5, 15) * MINUTE_MS, { ignition: null });
        if (region.kind !== 'roads') break;
      }
      const back = travelTrack(world, { lat: tl.lat, lng: tl.lng }, here, this.base, options, LOCAL_LINK, rng, this.spot);
      if (back) tl.drive(back, { ignition: null });
    }
    tl.stayUntil(nextMidnight, { ignition: null });
  }

  private randomStop(): Loc {
    const { rng, region, world } = this.ctx;
    if (region.kind === 'roads') {
      const node = rng.pick(world.graph.mainNodes);
      return { site: nodeSite(world.graph, node), node };
    }
    return { site: rng.pick(itemStopsOf(region)), node: null };
  }
}
