/**
 * Machines (tractors, harvesters, excavators, forklifts): on working days they transfer to a field with the PTO off,
 * work it row by row with the PTO on (din1), take breaks and lunch, and park at the yard at night.
 */
import type { AgentContext, Behaviour } from './context';
import { destinationPoint, haversineM, type GeoPoint } from './geo';
import { mowPath, rowStart, type Field } from './field';
import { MACHINE_DRIVING, MACHINE_FUEL } from './profiles';
import { HOUR_MS, localDayStart, localHour, MINUTE_MS, weekday } from './schedule';
import { buildTrack } from './track';

/** Plans a machine. */
export class MachineBehaviour implements Behaviour {
  private readonly yard: GeoPoint;
  private readonly fields: Field[];
  private readonly workKmh: number;
  private readonly transferKmh: number;
  private fieldIndex = 0;
  private row = 0;

  constructor(private readonly ctx: AgentContext) {
    const { rng, region } = ctx;
    const base = region.kind === 'places' && region.sites.length > 1 ? rng.pick(region.sites.slice(0, 8)) : region.hub;
    this.yard = destinationPoint(base, rng.range(0, 360), rng.range(50, 300));
    const spacingM = rng.range(3, 8);
    this.fields = [];
    for (let i = rng.int(2, 3); i > 0; i -= 1) {
      this.fields.push({
        centre: destinationPoint(this.yard, rng.range(0, 360), rng.range(250, 1200)),
        angleDeg: rng.range(0, 180),
        rowLengthM: rng.range(120, 260),
        rows: rng.int(16, 40),
        spacingM,
      });
    }
    this.workKmh = rng.range(4.5, 8);
    this.transferKmh = rng.range(12, 20);
    ctx.timeline.placeAt(this.yard);
  }

  planDay(day: number): void {
    const { rng, timeline: tl, settings } = this.ctx;
    const midnight = localDayStart(day, settings.utcOffsetMs);
    const nextMidnight = localDayStart(day + 1, settings.utcOffsetMs);
    if (weekday(day) === 0) {
      tl.stayUntil(nextMidnight, { ignition: false });
      return;
    }
    const end = midnight + rng.range(17, 18.5) * HOUR_MS;
    tl.stayUntil(midnight + rng.range(7, 8) * HOUR_MS, { ignition: false });
    tl.stayFor(rng.range(3, 8) * MINUTE_MS, { ignition: true, litresPerHour: MACHINE_FUEL.idleLitresPerHour });
    let lunch = false;
    while (tl.t < end - HOUR_MS) {
      const field = this.fields[this.fieldIndex]!;
      if (this.row >= field.rows) this.row = 0;
      this.transfer(rowStart(field, this.row));
      this.work(field, rng.range(60, 150) * MINUTE_MS);
      const hour = localHour(tl.t, settings.utcOffsetMs);
      if (!lunch && hour >= 12) {
        lunch = true;
        tl.stayFor(rng.range(30, 60) * MINUTE_MS, { ignition: false });
      } else {
        tl.stayFor(rng.range(10, 25) * MINUTE_MS, { ignition: true, litresPerHour: MACHINE_FUEL.idleLitresPerHour });
      }
      if (this.row >= field.rows || rng.chance(0.3)) this.fieldIndex = (this.fieldIndex + 1) % this.fields.length;
    }
    this.transfer(this.yard);
    const pct = tl.fuelPercent;
    if (pct !== null && pct < settings.refuelBelowPercent) tl.refuel(tl.capacity! * rng.range(0.95, 1), rng.range(5, 10) * MINUTE_MS);
    tl.stayUntil(nextMidnight, { ignition: false });
  }

  /** Drives to `to` with the PTO off along a slightly wandering line. */
  private transfer(to: GeoPoint): void {
    const { rng, timeline: tl } = this.ctx;
    const from = { lat: tl.lat, lng: tl.lng };
    const distance = haversineM(from.lat, from.lng, to.lat, to.lng);
    if (distance < 2) return;
    const points: GeoPoint[] = [from];
    if (distance > 100) {
      for (const f of [0.33, 0.66]) {
        const p = { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f };
        points.push(destinationPoint(p, rng.range(0, 360), rng.range(0, Math.min(25, distance / 10))));
      }
    }
    points.push(to);
    const track = buildTrack(points, points.map(() => this.transferKmh), MACHINE_DRIVING, rng);
    if (track) tl.drive(track, { ignition: true, pto: false, litresPerHour: MACHINE_FUEL.workLitresPerHour * 0.6 });
  }

  /** Works rows of `field` for about `durationMs` with the PTO on. */
  private work(field: Field, durationMs: number): void {
    const { rng, timeline: tl } = this.ctx;
    const perRowMs = ((field.rowLengthM + field.spacingM * 2) / (this.workKmh / 3.6)) * 1000;
    const count = Math.max(1, Math.min(field.rows - this.row, Math.round(durationMs / perRowMs)));
    const points = mowPath(field, this.row, count);
    const track = buildTrack(points, points.map(() => this.workKmh), MACHINE_DRIVING, rng);
    this.row += count;
    if (track) tl.drive(track, { ignition: true, pto: true, litresPerHour: MACHINE_FUEL.workLitresPerHour });
  }
}
