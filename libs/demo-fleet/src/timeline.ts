/**
 * The planned activity of one asset as contiguous segments. Each segment is either stationary or follows a track;
 * fuel and odometer are linear in distance and time within a segment, so any instant can be sampled exactly.
 */
import type { GeoPoint } from './geo';
import type { Track } from './track';

/** A span of constant state (ignition, motion, PTO). */
export interface Segment {
  /** ms since epoch */
  start: number;
  /** ms since epoch (exclusive) */
  end: number;
  ignition: boolean | null;
  /** In motion: reports at the moving interval. */
  moving: boolean;
  pto: boolean | null;
  /** Report at the start even when the state does not change (refuel, drain). */
  mark: boolean;
  track: Track | null;
  /** Position and heading at the start (the whole segment when stationary). */
  lat: number;
  lng: number;
  heading: number;
  /** Fuel at the start, litres; null without a fuel sensor. */
  fuelStart: number | null;
  /** Fuel used per metre driven, litres. */
  fuelPerM: number;
  /** Fuel used per ms, litres (negative while refuelling). */
  fuelPerMs: number;
  /** Odometer at the start, km; null without one. */
  odoStart: number | null;
}

/** A refuel as it happened: where, when and how much went into the tank (the pump's figure). */
export interface PlannedRefuel {
  /** ms since epoch: pumping starts and ends */
  start: number;
  end: number;
  lat: number;
  lng: number;
  /** litres pumped */
  litres: number;
}

/** A reefer door opening, ms since epoch and duration ms. */
export interface DoorEvent {
  at: number;
  durationMs: number;
}

/** Options of a stationary span. */
export interface StayOptions {
  ignition: boolean | null;
  pto?: boolean | null;
  mark?: boolean;
  /** Fuel used per hour, litres (negative adds fuel). */
  litresPerHour?: number;
}

/** Options of a drive. */
export interface DriveOptions {
  ignition: boolean | null;
  pto?: boolean | null;
  /** Fuel per 100 km, litres. */
  litresPer100Km?: number;
  /** Fuel per hour of running, litres. */
  litresPerHour?: number;
}

/** The segment queue of one asset and its running state at the end of the plan. */
export class Timeline {
  readonly segments: Segment[] = [];
  readonly doors: DoorEvent[] = [];
  /** Refuels planned so far, oldest first (the fleet hands them out once they are reported). */
  readonly refuels: PlannedRefuel[] = [];
  /** End of the plan, ms since epoch. */
  t: number;
  lat: number;
  lng: number;
  heading = 0;
  /** Litres; null without a fuel sensor. */
  fuel: number | null;
  /** Tank, litres; null without a fuel sensor. */
  readonly capacity: number | null;
  /** km; null without an odometer. */
  odo: number | null;
  /** Whether the PTO input exists (machines). */
  readonly hasPto: boolean;

  constructor(init: { t: number; at: GeoPoint; fuel: number | null; capacity: number | null; odo: number | null; hasPto: boolean }) {
    this.t = init.t;
    this.lat = init.at.lat;
    this.lng = init.at.lng;
    this.fuel = init.fuel;
    this.capacity = init.capacity;
    this.odo = init.odo;
    this.hasPto = init.hasPto;
  }

  /** Moves the start of the plan (before any segment is planned). */
  placeAt(point: GeoPoint, heading = 0): void {
    this.lat = point.lat;
    this.lng = point.lng;
    this.heading = heading;
  }

  /** Fuel level, percent of the tank; null without a fuel sensor. */
  get fuelPercent(): number | null {
    return this.fuel === null || !this.capacity ? null : (100 * this.fuel) / this.capacity;
  }

  /** Stays put until `until` (ms since epoch); nothing when that is not later than the plan. */
  stayUntil(until: number, options: StayOptions): void {
    const end = Math.round(until);
    if (end <= this.t) return;
    const fuelPerMs = this.fuel === null ? 0 : (options.litresPerHour ?? 0) / 3_600_000;
    this.segments.push({
      start: this.t,
      end,
      ignition: options.ignition,
      moving: false,
      pto: this.hasPto ? (options.pto ?? false) : null,
      mark: options.mark ?? false,
      track: null,
      lat: this.lat,
      lng: this.lng,
      heading: this.heading,
      fuelStart: this.fuel,
      fuelPerM: 0,
      fuelPerMs,
      odoStart: this.odo,
    });
    if (this.fuel !== null) this.fuel = this.clampFuel(this.fuel - fuelPerMs * (end - this.t));
    this.t = end;
  }

  /** Stays put for `durationMs`. */
  stayFor(durationMs: number, options: StayOptions): void {
    this.stayUntil(this.t + durationMs, options);
  }

  /** Follows a track from the current plan end. */
  drive(track: Track, options: DriveOptions): void {
    const fuelPerM = this.fuel === null ? 0 : (options.litresPer100Km ?? 0) / 100_000;
    const fuelPerMs = this.fuel === null ? 0 : (options.litresPerHour ?? 0) / 3_600_000;
    const last = track.lat.length - 1;
    this.segments.push({
      start: this.t,
      end: this.t + track.durationMs,
      ignition: options.ignition,
      moving: true,
      pto: this.hasPto ? (options.pto ?? false) : null,
      mark: false,
      track,
      lat: track.lat[0]!,
      lng: track.lng[0]!,
      heading: track.heading[0] ?? this.heading,
      fuelStart: this.fuel,
      fuelPerM,
      fuelPerMs,
      odoStart: this.odo,
    });
    if (this.fuel !== null) this.fuel = this.clampFuel(this.fuel - fuelPerM * track.lengthM - fuelPerMs * track.durationMs);
    if (this.odo !== null) this.odo += track.lengthM / 1000;
    this.t += track.durationMs;
    this.lat = track.lat[last]!;
    this.lng = track.lng[last]!;
    this.heading = track.heading[track.heading.length - 1] ?? this.heading;
  }

  /** Fills the tank to `targetLitres` over `durationMs` with the engine off, marked so the jump is reported. */
  refuel(targetLitres: number, durationMs: number): void {
    if (this.fuel === null || this.capacity === null) return;
    const target = Math.min(this.capacity, targetLitres);
    const added = Math.max(0, target - this.fuel);
    if (added > 0) this.refuels.push({ start: this.t, end: this.t + Math.round(durationMs), lat: this.lat, lng: this.lng, litres: added });
    this.stayFor(durationMs, { ignition: false, mark: true, litresPerHour: -(added / durationMs) * 3_600_000 });
    this.fuel = target;
  }

  /** Drains `litres` over `durationMs` while parked (fuel theft), marked so the drop is reported. */
  drain(litres: number, durationMs: number): void {
    if (this.fuel === null) return;
    const taken = Math.max(0, Math.min(litres, this.fuel - 1));
    this.stayFor(durationMs, { ignition: false, mark: true, litresPerHour: (taken / durationMs) * 3_600_000 });
  }

  /** Opens the reefer door at `at` for `durationMs`. */
  openDoor(at: number, durationMs: number): void {
    this.doors.push({ at, durationMs });
  }

  private clampFuel(litres: number): number {
    return Math.max(0, Math.min(this.capacity ?? Infinity, litres));
  }
}
