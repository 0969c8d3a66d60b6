/**
 * Cars and trucks: working days with a shift, trips between depots and customers with stops (idles with the engine
 * on, parks with it off), refuelling below the threshold, inter-town runs for long-haul trucks, parked at night; or
 * the night shift (evening to early morning, six nights a week).
 */
import type { AgentContext, Behaviour } from './context';
import { haversineM } from './geo';
import { buildLink, HIGHWAY_LINK, LOCAL_LINK, type Link, type Site } from './links';
import { CAR_OVERSPEED, travelTrack, tripOptions, TRUCK_OVERSPEED, type Loc } from './mobility';
import { CAR_DRIVING, CAR_FUEL, TRUCK_DRIVING, TRUCK_FUEL, type FuelProfile } from './profiles';
import { nodeSite, type Region } from './regions';
import { nearestNode } from './route';
import { HOUR_MS, localDayStart, localHour, MINUTE_MS, weekday } from './schedule';
import { buildTrack, type TrackOptions } from './track';

/** Local trips in places regions stay within this distance of the hub, metres. */
const LOCAL_RADIUS_M = 50_000;
/** Links longer than this get a rest stop half-way, metres. */
const REST_STOP_AFTER_M = 100_000;

/** Places local trips of a places region go to: the sites within reach of the hub (at least two, else the nearest three). */
export function localSitesOf(region: Region): Site[] {
  const near = region.sites.filter((s) => haversineM(s.lat, s.lng, region.hub.lat, region.hub.lng) <= LOCAL_RADIUS_M);
  return near.length >= 2 ? near : region.sites.slice(0, 3);
}

/** Plans a car or a truck. */
export class VehicleBehaviour implements Behaviour {
  private readonly fuel: FuelProfile;
  private readonly driving: TrackOptions;
  private readonly overspeed: readonly [number, number];
  /** Places local trips go to (places regions: within reach of the hub). */
  private readonly localSites: Site[];
  private readonly home: Loc;
  private loc: Loc;
  private lunchTaken = false;

  constructor(private readonly ctx: AgentContext) {
    const truck = ctx.spec.type === 'truck';
    this.fuel = truck ? TRUCK_FUEL : CAR_FUEL;
    this.driving = truck ? TRUCK_DRIVING : CAR_DRIVING;
    this.overspeed = truck ? TRUCK_OVERSPEED : CAR_OVERSPEED;
    const { region, world, rng } = ctx;
    this.localSites = localSitesOf(region);
    if (region.kind === 'roads') {
      const node = rng.pick(region.nodes);
      this.home = { site: nodeSite(world.graph, node), node };
    } else {
      this.home = { site: region.hub, node: null };
    }
    this.loc = this.home;
    ctx.timeline.placeAt(this.home.site);
  }

  planDay(day: number): void {
    const { rng, timeline: tl, spec, traits } = this.ctx;
    const off = this.ctx.settings.utcOffsetMs;
    const midnight = localDayStart(day, off);
    const nextMidnight = localDayStart(day + 1, off);
    const dow = weekday(day);
    const workday = spec.type === 'truck' ? dow !== 0 : dow !== 0 && dow !== 6;
    this.lunchTaken = false;
    if (traits.fuelTheft && rng.chance(this.ctx.settings.theftChancePerNight)) {
      tl.stayUntil(midnight + rng.range(1, 4.5) * HOUR_MS, { ignition: false });
      tl.drain(rng.range(25, 50), rng.range(8, 16) * MINUTE_MS);
    }
    if (traits.shift === 'night') {
      this.nightShift(day);
      return;
    }
    if (!workday) {
      if (spec.type === 'car' && rng.chance(0.35)) {
        tl.stayUntil(midnight + rng.range(9.5, 15) * HOUR_MS, { ignition: false });
        for (let i = rng.int(1, 2); i > 0; i -= 1) {
          this.trip(this.randomDestination());
          this.park(rng.range(30, 100) * MINUTE_MS);
        }
        this.trip(this.home);
      }
      tl.stayUntil(nextMidnight, { ignition: false });
      return;
    }

    const shiftStart = midnight + rng.range(7, 9) * HOUR_MS;
    const shiftEnd = midnight + rng.range(17, 20) * HOUR_MS;
    tl.stayUntil(shiftStart, { ignition: false });
    if (rng.chance(0.3)) this.idle(rng.range(2, 5) * MINUTE_MS);
    if (traits.longHaul && this.ctx.region.farSites.length > 0 && rng.chance(this.ctx.settings.interTownChance)) {
      this.interTown();
    } else {
      this.workUntil(shiftEnd);
    }
    this.endShift();
    tl.stayUntil(nextMidnight, { ignition: false });
  }

  /**
   * A night-shift day (every night: night haulage runs all week): the early hours finish the night that began the
   * evening before, then home and parked through the day, and out again in the evening until past midnight.
   */
  private nightShift(day: number): void {
    const { rng, timeline: tl } = this.ctx;
    const off = this.ctx.settings.utcOffsetMs;
    const midnight = localDayStart(day, off);
    const nextMidnight = localDayStart(day + 1, off);
    this.workUntil(midnight + rng.range(6.5, 8) * HOUR_MS, true);
    this.endShift();
    tl.stayUntil(midnight + rng.range(19.5, 21) * HOUR_MS, { ignition: false });
    if (rng.chance(0.3)) this.idle(rng.range(2, 5) * MINUTE_MS);
    // Night trunking for long-haul trucks; else local drops. The last trip of the evening runs past midnight and the
    // next day's plan goes on from there.
    if (this.ctx.traits.longHaul && this.ctx.region.farSites.length > 0 && rng.chance(this.ctx.settings.interTownChance)) this.interTown();
    else this.workUntil(nextMidnight, true);
  }

  /** Trips with stops in between until `end` (the last trip may end after it); night drops are short. */
  private workUntil(end: number, night = false): void {
    const tl = this.ctx.timeline;
    while (tl.t < end - 20 * MINUTE_MS) {
      if (!this.trip(this.randomDestination())) break;
      if (tl.t >= end) break;
      if (night) this.nightDrop();
      else this.stop();
    }
  }

  /** A drop on the night shift: refuel when low, else a short idle or park at the customer's dock. */
  private nightDrop(): void {
    const { rng, timeline: tl, settings } = this.ctx;
    const pct = tl.fuelPercent;
    if (pct !== null && pct < settings.refuelBelowPercent) {
      tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(4, 8) * MINUTE_MS);
      return;
    }
    if (rng.chance(settings.idleStopChance)) this.idle(rng.range(2, 6) * MINUTE_MS);
    else this.park(rng.range(5, 15) * MINUTE_MS);
  }

  /** Back home at the end of a shift, refuelled when the tank is low. */
  private endShift(): void {
    const { rng, timeline: tl } = this.ctx;
    this.trip(this.home);
    const pct = tl.fuelPercent;
    if (pct !== null && pct < this.ctx.settings.refuelBelowPercent + 10) tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(4, 8) * MINUTE_MS);
  }

  private randomDestination(): Loc {
    const { rng, region, world } = this.ctx;
    if (region.kind === 'roads') {
      const here = this.loc.site;
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const node = rng.chance(0.25) ? rng.pick(region.nodes) : rng.pick(world.graph.mainNodes);
        const site = nodeSite(world.graph, node);
        if (haversineM(here.lat, here.lng, site.lat, site.lng) > 600) return { site, node };
      }
      return this.home;
    }
    const choices = [region.hub, ...this.localSites].filter((s) => s.key !== this.loc.site.key);
    return choices.length > 0 ? { site: rng.pick(choices), node: null } : this.home;
  }

  /** Drives to `dest`; false when there is no way. */
  private trip(dest: Loc): boolean {
    const { world, rng, settings, timeline: tl } = this.ctx;
    if (dest.site.key === this.loc.site.key) return true;
    const track = travelTrack(world, { lat: tl.lat, lng: tl.lng }, this.loc, dest, tripOptions(this.driving, rng, settings, this.overspeed), LOCAL_LINK, rng);
    if (!track) return false;
    tl.drive(track, { ignition: true, litresPer100Km: this.fuel.litresPer100Km });
    this.loc = dest;
    return true;
  }

  private idle(durationMs: number): void {
    this.ctx.timeline.stayFor(durationMs, { ignition: true, litresPerHour: this.fuel.idleLitresPerHour });
  }

  private park(durationMs: number): void {
    const { timeline: tl, traits, rng } = this.ctx;
    if (traits.setPointC !== null && durationMs > 8 * MINUTE_MS) {
      tl.openDoor(tl.t + rng.range(1, 3) * MINUTE_MS, Math.min(durationMs - 4 * MINUTE_MS, rng.range(5, 15) * MINUTE_MS));
    }
    tl.stayFor(durationMs, { ignition: false });
  }

  /** A stop during the shift: refuel when low, else an idle or a park (a longer one at lunch). */
  private stop(): void {
    const { rng, timeline: tl, settings } = this.ctx;
    const pct = tl.fuelPercent;
    if (pct !== null && pct < settings.refuelBelowPercent) {
      this.idle(rng.range(1, 3) * MINUTE_MS);
      tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(4, 8) * MINUTE_MS);
      this.park(rng.range(5, 12) * MINUTE_MS);
      return;
    }
    const hour = localHour(tl.t, settings.utcOffsetMs);
    if (!this.lunchTaken && hour >= 12 && hour < 14) {
      this.lunchTaken = true;
      this.park(rng.range(45, 75) * MINUTE_MS);
    } else if (rng.chance(settings.idleStopChance)) {
      this.idle(rng.range(2, 10) * MINUTE_MS);
    } else {
      this.park((rng.chance(0.12) ? rng.range(60, 120) : rng.range(15, 50)) * MINUTE_MS);
    }
  }

  /** Drives a generated link, with a rest stop half-way on long ones. */
  private driveLink(link: Link): void {
    const { rng, settings, timeline: tl } = this.ctx;
    const options = { ...tripOptions(this.driving, rng, settings, this.overspeed), maxStepM: 200 };
    let total = 0;
    const cum = [0];
    for (let i = 1; i < link.points.length; i += 1) {
      const a = link.points[i - 1]!;
      const b = link.points[i]!;
      total += haversineM(a.lat, a.lng, b.lat, b.lng);
      cum.push(total);
    }
    const legs: [number, number][] = [[0, link.points.length - 1]];
    if (total > REST_STOP_AFTER_M) {
      const mid = Math.max(1, Math.min(link.points.length - 2, cum.findIndex((d) => d >= total / 2)));
      legs.splice(0, 1, [0, mid], [mid, link.points.length - 1]);
    }
    legs.forEach(([from, to], i) => {
      if (i > 0) tl.stayFor(rng.range(20, 40) * MINUTE_MS, { ignition: false });
      const track = buildTrack(link.points.slice(from, to + 1), link.limitsKmh.slice(from, to), options, rng);
      if (track) tl.drive(track, { ignition: true, litresPer100Km: this.fuel.litresPer100Km * 0.9 });
    });
  }

  /** An inter-town run: out along a highway link, unload, refuel when low, and back. */
  private interTown(): void {
    const { rng, region, world, timeline: tl, settings } = this.ctx;
    const dest = rng.pick(region.farSites);
    let gate = this.loc;
    if (region.kind === 'roads') {
      const node = nearestNode(world.graph, dest.lat, dest.lng);
      gate = { site: nodeSite(world.graph, node), node };
      this.trip(gate);
    }
    this.driveLink(buildLink(gate.site, dest, world.places, HIGHWAY_LINK, world.links));
    this.loc = { site: dest, node: null };
    this.park(rng.range(45, 90) * MINUTE_MS);
    const pct = tl.fuelPercent;
    if (pct !== null && pct < settings.refuelBelowPercent + 15) tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(5, 9) * MINUTE_MS);
    this.driveLink(buildLink(dest, gate.site, world.places, HIGHWAY_LINK, world.links));
    this.loc = gate;
  }
}
