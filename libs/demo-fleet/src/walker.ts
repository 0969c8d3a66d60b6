/**
 * Staff (phones) and watches: at home at night, a commute to the site in the morning, walking around the site
 * (3-6 km/h, within a radius) between desk time and breaks, lunch, and the commute home; or the night shift of a
 * security guard (patrols of the site every night, evening to morning). No ignition signal.
 */
import type { AgentContext, Behaviour } from './context';
import { haversineM, type GeoPoint } from './geo';
import { LOCAL_LINK, type Site } from './links';
import { travelTrack, type Loc } from './mobility';
import { CAR_DRIVING, WALKING } from './profiles';
import { randomWalk } from './random-walk';
import { nodeSite, type Region } from './regions';
import { HOUR_MS, localDayStart, localHour, MINUTE_MS, weekday } from './schedule';
import { buildTrack } from './track';

/** Fastest walking pace, km/h; faster rounds are ridden. */
const WALKING_MAX_KMH = 7;
/** How far from the site's centre a guard's rounds go, metres. */
const PATROL_RADIUS_M = 700;
/** Riding a patrol motorcycle round a site: gentle, slow corners. */
const PATROL_RIDING = { ...CAR_DRIVING, accel: 1.2, decel: 1.8, lateralAccel: 1.5, minTurnSpeed: 2, maxStepM: 40 };

/** Where people of a places or sea region may live: its sites 2-20 km from the hub (their workplace). */
export function commuteHomesOf(region: Region): Site[] {
  return region.sites.filter((s) => {
    const d = haversineM(s.lat, s.lng, region.hub.lat, region.hub.lng);
    return d > 2_000 && d < 20_000;
  });
}

/** Plans a person. */
export class WalkerBehaviour implements Behaviour {
  private readonly work: Loc;
  private readonly home: Loc;
  private readonly radiusM: number;
  private readonly walkKmh: number;

  constructor(private readonly ctx: AgentContext) {
    const { rng, region, world } = ctx;
    this.radiusM = rng.range(120, 280);
    this.walkKmh = rng.range(3.2, 5.4);
    if (region.kind === 'roads') {
      const workNode = region.nodes[0]!;
      this.work = { site: nodeSite(world.graph, workNode), node: workNode };
      let homeNode = rng.pick(world.graph.mainNodes);
      for (let i = 0; i < 8 && haversineM(...this.coords(homeNode), this.work.site.lat, this.work.site.lng) < 1_000; i += 1) {
        homeNode = rng.pick(world.graph.mainNodes);
      }
      this.home = { site: nodeSite(world.graph, homeNode), node: homeNode };
    } else {
      this.work = { site: region.hub, node: null };
      const homes = commuteHomesOf(region);
      this.home = { site: homes.length > 0 ? rng.pick(homes) : region.hub, node: null };
    }
    ctx.timeline.placeAt(this.home.site);
  }

  private coords(node: number): [number, number] {
    const c = this.ctx.world.graph.nodes[node]!.coord;
    return [c[1], c[0]];
  }

  planDay(day: number): void {
    const { rng, timeline: tl, settings, spec } = this.ctx;
    const midnight = localDayStart(day, settings.utcOffsetMs);
    const nextMidnight = localDayStart(day + 1, settings.utcOffsetMs);
    if (this.ctx.traits.shift === 'night') {
      this.nightShift(midnight, nextMidnight);
      return;
    }
    const dow = weekday(day);
    const workday = spec.type === 'watch' ? dow !== 0 : dow !== 0 && dow !== 6;
    if (!workday) {
      if (rng.chance(0.5)) {
        tl.stayUntil(midnight + rng.range(7, 18) * HOUR_MS, { ignition: null });
        this.walk(this.home.site, rng.range(20, 60) * MINUTE_MS);
        this.walkTo(this.home.site);
      }
      tl.stayUntil(nextMidnight, { ignition: null });
      return;
    }
    tl.stayUntil(midnight + rng.range(7, 8.5) * HOUR_MS, { ignition: null });
    this.commute(this.home, this.work);
    const leave = midnight + rng.range(17, 18.5) * HOUR_MS;
    let lunch = false;
    while (tl.t < leave) {
      this.walk(this.work.site, rng.range(5, 25) * MINUTE_MS);
      const hour = localHour(tl.t, settings.utcOffsetMs);
      const pause = !lunch && hour >= 12 && hour < 14 ? ((lunch = true), rng.range(45, 60)) : rng.range(10, 50);
      tl.stayFor(pause * MINUTE_MS, { ignition: null });
    }
    this.commute(this.work, this.home);
    tl.stayUntil(nextMidnight, { ignition: null });
  }

  /** A guard's day: patrols until the morning, home, back in the evening and patrolling past midnight. */
  private nightShift(midnight: number, nextMidnight: number): void {
    const { rng, timeline: tl } = this.ctx;
    const atWork = haversineM(tl.lat, tl.lng, this.work.site.lat, this.work.site.lng) < this.radiusM * 3;
    if (atWork) {
      this.patrol(midnight + rng.range(7, 8) * HOUR_MS);
      this.commute(this.work, this.home);
    }
    tl.stayUntil(midnight + rng.range(18, 19) * HOUR_MS, { ignition: null });
    this.commute(this.home, this.work);
    this.patrol(nextMidnight);
  }

  /** Rounds of the site on a patrol motorcycle with short pauses until `end` (the last may end after it). */
  private patrol(end: number): void {
    const { rng, timeline: tl } = this.ctx;
    while (tl.t < end) {
      this.walk(this.work.site, rng.range(20, 40) * MINUTE_MS, rng.range(12, 20), PATROL_RADIUS_M);
      tl.stayFor(rng.range(3, 10) * MINUTE_MS, { ignition: null });
    }
  }

  private commute(from: Loc, to: Loc): void {
    const { world, rng, timeline: tl } = this.ctx;
    if (from.site.key === to.site.key) return;
    const track = travelTrack(world, { lat: tl.lat, lng: tl.lng }, from, to, CAR_DRIVING, LOCAL_LINK, rng);
    if (track) tl.drive(track, { ignition: null });
  }

  /** Walks around `centre` for about `durationMs` (at `kmh` within `radiusM`: a guard's rounds are ridden). */
  private walk(centre: GeoPoint, durationMs: number, kmh = this.walkKmh, radiusM = this.radiusM): void {
    const { rng, timeline: tl } = this.ctx;
    const lengthM = (kmh / 3.6) * (durationMs / 1000);
    const points = randomWalk(rng, { lat: tl.lat, lng: tl.lng }, centre, radiusM, lengthM, [15, 50]);
    const track = buildTrack(points, points.map(() => kmh), kmh > WALKING_MAX_KMH ? PATROL_RIDING : WALKING, rng);
    if (track) tl.drive(track, { ignition: null });
  }

  private walkTo(target: GeoPoint): void {
    const { rng, timeline: tl } = this.ctx;
    const track = buildTrack([{ lat: tl.lat, lng: tl.lng }, target], [this.walkKmh], WALKING, rng);
    if (track) tl.drive(track, { ignition: null });
  }
}

