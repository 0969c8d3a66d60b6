/**
 * Boats off Port Klang: out through the North Port channel in the morning, legs between random points of the open
 * water with anchor stops (engine off) and drifts (engine on), back to the berth in the evening; now and then a
 * night at anchor at sea. Harbour craft (tugs) work round the clock instead: jobs out of the channel and back at any
 * hour, with waits at the berth between them. Every point they pass is water (see marine.ts).
 */
import type { AgentContext, Behaviour } from './context';
import { destinationPoint, type GeoPoint } from './geo';
import { BERTHS, CHANNEL, OPEN_WATER } from './marine';
import { BOAT_DRIVING, BOAT_FUEL } from './profiles';
import { HOUR_MS, localDayStart, MINUTE_MS } from './schedule';
import { buildTrack } from './track';

/** Speed limit in the port channel, km/h. */
const CHANNEL_KMH = 12;

/** Plans a boat. */
export class BoatBehaviour implements Behaviour {
  private readonly berth: GeoPoint;
  private readonly cruiseKmh: number;
  private atBerth = true;

  constructor(private readonly ctx: AgentContext) {
    const { rng, spec } = ctx;
    this.berth = rng.pick(BERTHS);
    this.cruiseKmh = /fast|express|speed/i.test(spec.name) ? rng.range(22, 25) : rng.range(10, 20);
    ctx.timeline.placeAt(this.berth);
  }

  planDay(day: number): void {
    const { rng, timeline: tl, settings } = this.ctx;
    const midnight = localDayStart(day, settings.utcOffsetMs);
    const nextMidnight = localDayStart(day + 1, settings.utcOffsetMs);
    if (this.ctx.traits.shift === 'round-the-clock') {
      this.harbourJobs(nextMidnight);
      return;
    }
    const departure = midnight + rng.range(6, 9) * HOUR_MS;
    const returnBy = midnight + rng.range(16.5, 19.5) * HOUR_MS;
    if (this.atBerth) {
      const pct = tl.fuelPercent;
      if (pct !== null && pct < settings.refuelBelowPercent) {
        tl.stayUntil(departure - rng.range(30, 60) * MINUTE_MS, { ignition: false });
        tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(10, 20) * MINUTE_MS);
      }
      tl.stayUntil(departure, { ignition: false });
      this.idle(rng.range(5, 10) * MINUTE_MS);
    } else {
      tl.stayUntil(departure, { ignition: false });
    }
    let legs: GeoPoint[] = this.atBerth ? [this.berth, ...CHANNEL] : [{ lat: tl.lat, lng: tl.lng }];
    let limits: number[] = this.atBerth ? CHANNEL.map(() => CHANNEL_KMH) : [];
    this.atBerth = false;
    while (tl.t < returnBy - HOUR_MS) {
      legs.push(this.randomWater(legs[legs.length - 1]!));
      limits.push(this.cruiseKmh);
      const r = rng.float();
      if (r < 0.55 && legs.length < 6) continue;
      this.cruise(legs, limits);
      if (r < 0.8) tl.stayFor(rng.range(30, 120) * MINUTE_MS, { ignition: false });
      else this.idle(rng.range(5, 20) * MINUTE_MS);
      legs = [{ lat: tl.lat, lng: tl.lng }];
      limits = [];
    }
    if (legs.length > 1) this.cruise(legs, limits);
    if (rng.chance(0.12)) {
      tl.stayUntil(nextMidnight, { ignition: false });
      return;
    }
    const back = [{ lat: tl.lat, lng: tl.lng }, ...CHANNEL.slice().reverse(), this.berth];
    this.cruise(back, [this.cruiseKmh, ...CHANNEL.map(() => CHANNEL_KMH)]);
    this.atBerth = true;
    tl.stayFor(rng.range(3, 8) * MINUTE_MS, { ignition: true, litresPerHour: BOAT_FUEL.idleLitresPerHour });
    tl.stayUntil(nextMidnight, { ignition: false });
  }

  /**
   * Harbour jobs until `end` (the last may run past it): a wait at the berth (refuelled when low), then out through
   * the channel to one or two points of the open water (a ship to meet or to tow) and back.
   */
  private harbourJobs(end: number): void {
    const { rng, timeline: tl, settings } = this.ctx;
    while (tl.t < end) {
      if (!this.atBerth) {
        this.cruise([{ lat: tl.lat, lng: tl.lng }, ...CHANNEL.slice().reverse(), this.berth], [this.cruiseKmh, ...CHANNEL.map(() => CHANNEL_KMH)]);
        this.atBerth = true;
      }
      const pct = tl.fuelPercent;
      if (pct !== null && pct < settings.refuelBelowPercent) tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(10, 20) * MINUTE_MS);
      tl.stayFor(rng.range(10, 30) * MINUTE_MS, { ignition: false });
      this.idle(rng.range(2, 6) * MINUTE_MS);
      const legs: GeoPoint[] = [this.berth, ...CHANNEL];
      const limits = CHANNEL.map(() => CHANNEL_KMH);
      for (let i = rng.int(1, 2); i > 0; i -= 1) {
        legs.push(this.randomWater(legs[legs.length - 1]!));
        limits.push(this.cruiseKmh);
      }
      this.cruise(legs, limits);
      this.atBerth = false;
      // Alongside the ship for a while, engine running.
      this.idle(rng.range(5, 20) * MINUTE_MS);
    }
  }

  private idle(durationMs: number): void {
    this.ctx.timeline.stayFor(durationMs, { ignition: true, litresPerHour: BOAT_FUEL.idleLitresPerHour });
  }

  /** A point of the open water 4-12 km from the last one (clamped into the box, which is convex and all water). */
  private randomWater(from: GeoPoint): GeoPoint {
    const [minLng, minLat, maxLng, maxLat] = OPEN_WATER;
    const { rng } = this.ctx;
    const p = destinationPoint(from, rng.range(0, 360), rng.range(4_000, 12_000));
    return { lat: Math.min(maxLat, Math.max(minLat, p.lat)), lng: Math.min(maxLng, Math.max(minLng, p.lng)) };
  }

  private cruise(points: GeoPoint[], limitsKmh: number[]): void {
    const { rng, timeline: tl } = this.ctx;
    const track = buildTrack(points, limitsKmh, BOAT_DRIVING, rng);
    if (track) tl.drive(track, { ignition: true, litresPerHour: BOAT_FUEL.workLitresPerHour });
  }
}
