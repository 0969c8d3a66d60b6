/**
 * Fishing dhonis out of Malé, on Maldives time (UTC+5): out of the harbour before dawn, through the Malé passage and
 * across the ocean at 7-10 knots to a fishing ground 10-40 nautical miles away, then 2-6 hours of pole-and-line /
 * handline fishing: slow (0.5-4 knots), turning tracks round a school, drifts and short moves to the next school; now
 * and then a call at an island harbour (Thulusdhoo, Maafushi) on the way back, and home to Malé in the afternoon or
 * evening. Most Fridays, and now and then another day, the dhoni stays in port. Every point it passes is water
 * (see maldives.ts).
 */
import type { AgentContext, Behaviour } from './context';
import { bearingDeg, destinationPoint, haversineM, type GeoPoint } from './geo';
import { FISHING_GROUNDS, HARBOUR_KMH, inOcean, ISLAND_HARBOURS, MALE_BERTHS, MALE_CHANNEL, MALE_PASSAGE_PIECES, type FishingGround, type IslandHarbour } from './maldives';
import { BOAT_FUEL } from './profiles';
import { HOUR_MS, localDayStart, MINUTE_MS, weekday } from './schedule';
import { buildTrack, type TrackOptions } from './track';

/** How a dhoni manoeuvres while fishing: gentle acceleration, slow through turns, short profile steps. */
export const FISHING_MANOEUVRE: Readonly<TrackOptions> = {
  accel: 0.12,
  decel: 0.2,
  lateralAccel: 0.15,
  minTurnSpeed: 0.3,
  maxStepM: 40,
  speedFactor: 1,
  speedNoise: 0.12,
  cornerSpanM: 40,
};

/** How a dhoni cruises: as the Port Klang boats, a long hull slow to speed up and to turn. */
const CRUISING: Readonly<TrackOptions> = {
  accel: 0.2,
  decel: 0.3,
  lateralAccel: 0.4,
  minTurnSpeed: 1.5,
  maxStepM: 250,
  speedFactor: 1,
  speedNoise: 0.04,
  cornerSpanM: 150,
};

/** Fuel, litres per hour: cruising, fishing (slow ahead, engine working the bait tank and winch) and idling. */
const CRUISE_LPH = 30;
const FISHING_LPH = 12;
const IDLE_LPH = BOAT_FUEL.idleLitresPerHour;

/** Fishing speeds, km/h: circling a school 1.8-7.4 (1-4 knots), drifting with the current 0.9-1.8 (0.5-1 knot). */
const WORK_KMH: readonly [number, number] = [1.8, 7.4];
const DRIFT_KMH: readonly [number, number] = [0.9, 1.8];

/** A day out can burn a third of the tank: the dhoni fills up at Malé when below this, percent. */
const REFUEL_BELOW_PERCENT = 45;

/** Chance of a call at an island harbour on a fishing day, and of a rest day on a Friday and on any other day. */
const PORT_CALL_CHANCE = 0.3;
const FRIDAY_REST_CHANCE = 0.85;
const REST_CHANCE = 0.08;

/** The island harbour whose way in starts nearest to a point. */
function nearestHarbour(at: GeoPoint): IslandHarbour {
  let best = ISLAND_HARBOURS[0]!;
  for (const h of ISLAND_HARBOURS) {
    const d = (p: IslandHarbour): number => haversineM(at.lat, at.lng, p.approach[0]!.lat, p.approach[0]!.lng);
    if (d(h) < d(best)) best = h;
  }
  return best;
}

/** Plans a fishing dhoni of Malé. */
export class FishingBehaviour implements Behaviour {
  private readonly berth: GeoPoint;
  private readonly cruiseKmh: number;
  /** The grounds this skipper works, favourite first. */
  private readonly grounds: FishingGround[];

  constructor(private readonly ctx: AgentContext) {
    const { rng } = ctx;
    this.berth = rng.pick(MALE_BERTHS);
    this.cruiseKmh = rng.range(13.5, 17.5);
    const all = [...FISHING_GROUNDS];
    for (let i = all.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    this.grounds = all.slice(0, 3);
    ctx.timeline.placeAt(this.berth);
  }

  planDay(day: number): void {
    const { rng, timeline: tl, settings } = this.ctx;
    const midnight = localDayStart(day, settings.utcOffsetMs);
    const nextMidnight = localDayStart(day + 1, settings.utcOffsetMs);
    const friday = weekday(day) === 5;
    if (rng.chance(friday ? FRIDAY_REST_CHANCE : REST_CHANCE)) {
      // In port: a look at the engine now and then, otherwise still.
      if (rng.chance(0.3)) {
        tl.stayUntil(midnight + rng.range(9, 16) * HOUR_MS, { ignition: false });
        this.idle(rng.range(10, 30) * MINUTE_MS);
      }
      tl.stayUntil(nextMidnight, { ignition: false });
      return;
    }
    // Before dawn (about 06:00 all year at Malé): the engine warmed up, away (fuelled the evening before).
    const departure = midnight + rng.range(4.25, 5.75) * HOUR_MS;
    if (this.lowOnFuel()) {
      tl.stayUntil(departure - rng.range(40, 60) * MINUTE_MS, { ignition: false });
      tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(15, 25) * MINUTE_MS);
    }
    tl.stayUntil(departure, { ignition: false });
    this.idle(rng.range(5, 12) * MINUTE_MS);

    const ground = rng.chance(0.6) ? this.grounds[0]! : rng.pick(this.grounds);
    const first = this.pointIn(ground, 0.6);
    const entry = MALE_CHANNEL[MALE_CHANNEL.length - 1]!;
    this.cruise([this.berth, ...MALE_CHANNEL, this.via(entry, first), first], [...this.channelLimits(), this.cruiseKmh, this.cruiseKmh]);

    // Fishing: one to three schools, each worked for a while, with a short run between them; done by early afternoon
    // (earlier on a day with a port call).
    const portCall = rng.chance(PORT_CALL_CHANCE);
    const latest = midnight + (portCall ? rng.range(11.5, 14) : rng.range(12.5, 15.5)) * HOUR_MS;
    const stopFishing = Math.min(tl.t + 6 * HOUR_MS, Math.max(tl.t + 2.5 * HOUR_MS, latest));
    while (tl.t < stopFishing - 20 * MINUTE_MS) {
      this.workSchool(ground, Math.min(stopFishing, tl.t + rng.range(45, 150) * MINUTE_MS));
      if (tl.t >= stopFishing - 30 * MINUTE_MS) break;
      // Birds over the next school: a run of 1-5 km, then a pause with the engine idling.
      const next = this.nearbyIn(ground, { lat: tl.lat, lng: tl.lng }, rng.range(1_000, 5_000));
      this.cruise([{ lat: tl.lat, lng: tl.lng }, next], [this.cruiseKmh]);
      this.idle(rng.range(2, 8) * MINUTE_MS);
    }

    let at: GeoPoint = { lat: tl.lat, lng: tl.lng };
    if (portCall) {
      // A call at an island harbour: in through the reef pass, alongside for a while with the engine off, out again.
      const way = nearestHarbour(at).approach;
      this.cruise([at, ...way], [this.cruiseKmh, ...way.slice(1).map((_, i) => (i === 0 ? this.cruiseKmh : HARBOUR_KMH))]);
      tl.stayFor(rng.range(30, 90) * MINUTE_MS, { ignition: false });
      this.idle(rng.range(2, 5) * MINUTE_MS);
      const out = way.slice().reverse();
      this.cruise(out, out.slice(1).map((_, i) => (i < out.length - 2 ? HARBOUR_KMH : this.cruiseKmh)));
      at = way[0]!;
    }
    const back = MALE_CHANNEL.slice().reverse();
    this.cruise([at, this.via(at, entry), ...back, this.berth], [this.cruiseKmh, this.cruiseKmh, ...this.channelLimits().reverse()]);
    // Alongside at Malé: the catch landed at the fish market, fuel taken when low, engine off for the night.
    this.idle(rng.range(3, 8) * MINUTE_MS);
    if (this.lowOnFuel()) {
      tl.stayFor(rng.range(20, 60) * MINUTE_MS, { ignition: false });
      tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(15, 25) * MINUTE_MS);
    }
    tl.stayUntil(nextMidnight, { ignition: false });
  }

  private lowOnFuel(): boolean {
    const pct = this.ctx.timeline.fuelPercent;
    return pct !== null && pct < Math.max(REFUEL_BELOW_PERCENT, this.ctx.settings.refuelBelowPercent);
  }

  /**
   * Works a school until `until`: a slow track looping round it (legs of 60-350 m, each turned 35-160 degrees from the
   * last, mostly to the same side, at 1-4 knots) with drifts (0.5-1 knot, the engine just ticking over), kept inside
   * the ground.
   */
  private workSchool(ground: FishingGround, until: number): void {
    const { rng, timeline: tl } = this.ctx;
    const points: GeoPoint[] = [{ lat: tl.lat, lng: tl.lng }];
    const limits: number[] = [];
    let heading = tl.heading;
    // Round the school: most turns to the same side, so the track loops back over it.
    const side = rng.chance(0.5) ? 1 : -1;
    let seconds = 0;
    const budget = (until - tl.t) / 1000;
    while (seconds < budget) {
      const from = points[points.length - 1]!;
      const drift = rng.chance(0.25);
      const kmh = drift ? rng.range(DRIFT_KMH[0], DRIFT_KMH[1]) : rng.range(WORK_KMH[0], WORK_KMH[1]);
      const length = drift ? rng.range(40, 150) : rng.range(60, 350);
      heading = (heading + (rng.chance(0.8) ? side : -side) * rng.range(35, 160) + 360) % 360;
      let to = destinationPoint(from, heading, length);
      if (haversineM(to.lat, to.lng, ground.centre.lat, ground.centre.lng) > ground.radiusM) {
        // Back towards the middle of the ground.
        heading = (bearingDeg(from.lat, from.lng, ground.centre.lat, ground.centre.lng) + rng.range(-40, 40) + 360) % 360;
        to = destinationPoint(from, heading, length);
      }
      points.push(to);
      limits.push(kmh);
      // Slower than the limit through the turns and at the ends: about 1.4 times the straight-run time.
      seconds += (1.4 * length) / (kmh / 3.6);
    }
    const track = buildTrack(points, limits, FISHING_MANOEUVRE, rng);
    if (track) tl.drive(track, { ignition: true, litresPerHour: FISHING_LPH });
  }

  /** A point of the ground within `share` of its radius from the centre. */
  private pointIn(ground: FishingGround, share: number): GeoPoint {
    const { rng } = this.ctx;
    return destinationPoint(ground.centre, rng.range(0, 360), ground.radiusM * share * Math.sqrt(rng.float()));
  }

  /** A point `distanceM` away from `from`, inside the ground (towards its middle when the bearing leads out). */
  private nearbyIn(ground: FishingGround, from: GeoPoint, distanceM: number): GeoPoint {
    const { rng } = this.ctx;
    for (let i = 0; i < 6; i += 1) {
      const p = destinationPoint(from, rng.range(0, 360), distanceM);
      if (haversineM(p.lat, p.lng, ground.centre.lat, ground.centre.lng) <= ground.radiusM * 0.9) return p;
    }
    return this.pointIn(ground, 0.5);
  }

  /** A point on the way from `a` to `b`, pushed off the straight line (a helmsman's course), kept in the ocean. */
  private via(a: GeoPoint, b: GeoPoint): GeoPoint {
    const { rng } = this.ctx;
    const f = rng.range(0.35, 0.65);
    const mid = { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
    const side = destinationPoint(mid, bearingDeg(a.lat, a.lng, b.lat, b.lng) + 90, rng.range(-1, 1) * 0.04 * haversineM(a.lat, a.lng, b.lat, b.lng));
    return inOcean(side) ? side : mid;
  }

  /** Limits of the way out from the berth along {@link MALE_CHANNEL}: harbour speed through the passage, then cruising. */
  private channelLimits(): number[] {
    return MALE_CHANNEL.map((_, i) => (i < MALE_PASSAGE_PIECES ? HARBOUR_KMH : this.cruiseKmh));
  }

  private idle(durationMs: number): void {
    this.ctx.timeline.stayFor(durationMs, { ignition: true, litresPerHour: IDLE_LPH });
  }

  private cruise(points: GeoPoint[], limitsKmh: number[]): void {
    const { rng, timeline: tl } = this.ctx;
    const track = buildTrack(points, limitsKmh, CRUISING, rng);
    if (track) tl.drive(track, { ignition: true, litresPerHour: CRUISE_LPH });
  }
}
