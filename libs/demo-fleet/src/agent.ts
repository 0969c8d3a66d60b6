/**
 * One simulated asset: plans its days lazily and turns the plan into reports. Reports come at the moving interval
 * while in motion, at the heartbeat while stationary, and at every change of ignition, motion or PTO (and at the
 * start and end of a refuel or drain). The plan uses only the asset's own random stream, so chunking the time range
 * differently or changing the intervals never changes where the asset is.
 */
import type { PositionInput } from '@fleet/domain';
import type { AgentContext, Behaviour } from './context';
import { hash32 } from './prng';
import { localDay, localDayStart, localHour } from './schedule';
import { altitudeAt, inWeakBatteryPeriod, pruneDoors, satellitesAt, temperatureAt, voltageAt } from './sensors';
import type { DoorEvent, Segment } from './timeline';
import { sampleTrack, type TrackSample } from './track';
import type { AdvanceOptions, DemoRefuel } from './types';

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

// Shared read-only values for the common cases (reports are handed over, not mutated).
const NO_INPUTS: Record<string, boolean> = Object.freeze({}) as Record<string, boolean>;
const NO_INPUT_NAMES: Record<string, string> = Object.freeze({}) as Record<string, string>;
/** Machines: the implement (PTO) on din1 and the rotating beacon, lit with the ignition, on din3. */
const MACHINE_NAMES: Record<string, string> = Object.freeze({ din1: 'PTO', din3: 'Beacon' });
const MACHINE_INPUTS: Record<string, boolean>[] = [
  Object.freeze({ din1: false, din3: false }),
  Object.freeze({ din1: false, din3: true }),
  Object.freeze({ din1: true, din3: false }),
  Object.freeze({ din1: true, din3: true }),
];
/** Refrigerated trucks: the cargo door switch on din2. */
const REEFER_NAMES: Record<string, string> = Object.freeze({ din2: 'Door' });
const DOOR_OPEN: Record<string, boolean> = Object.freeze({ din2: true });
const DOOR_SHUT: Record<string, boolean> = Object.freeze({ din2: false });

/** Whether a door opening covers the time. */
function doorOpenAt(doors: readonly DoorEvent[], time: number): boolean {
  for (const d of doors) if (time >= d.at && time < d.at + d.durationMs) return true;
  return false;
}
const MOVING: Record<string, unknown> = Object.freeze({ motion: true });
const STILL: Record<string, unknown> = Object.freeze({ motion: false });

function changes(a: Segment, b: Segment): boolean {
  return a.ignition !== b.ignition || a.moving !== b.moving || a.pto !== b.pto || a.mark || b.mark;
}

/** A simulated asset. */
export class Agent {
  private readonly hash: number;
  /** Time of the last report (emitted or skipped before the start), ms. */
  private lastReport: number;
  /** The fleet has been advanced up to here, ms. */
  private emittedUntil: number;
  private readonly sample: TrackSample = { lat: 0, lng: 0, speedKmh: 0, heading: 0, distanceM: 0 };

  constructor(
    private readonly ctx: AgentContext,
    private readonly behaviour: Behaviour,
    private readonly startTime: number,
  ) {
    this.hash = hash32(ctx.spec.assetId, 0x5eed);
    // A per-asset phase so the fleet does not report in lockstep.
    this.lastReport = startTime - (this.hash % 30_000);
    this.emittedUntil = startTime;
  }

  get assetId(): number {
    return this.ctx.spec.assetId;
  }

  /**
   * Appends this asset's reports in (previous untilMs, untilMs] to `out`, in time order. A silent tracker reports
   * nothing after max(untilMs, startTime + silentHorizonMs) - its lag.
   */
  advance(untilMs: number, options: AdvanceOptions, out: PositionInput[]): void {
    const floor = this.emittedUntil;
    this.emittedUntil = untilMs;
    const lag = this.ctx.traits.silentLagMs;
    const limit = lag === null ? untilMs : Math.min(untilMs, Math.max(untilMs, this.startTime + this.ctx.settings.silentHorizonMs) - lag);
    this.reportedUntil = Math.max(this.reportedUntil, limit);
    if (limit <= floor) return;
    const segments = this.ctx.timeline.segments;
    this.planThrough(this.lastReport);
    while (segments.length > 1 && segments[0]!.end <= this.lastReport) segments.shift();
    for (;;) {
      const seg = segments[0]!;
      let next = this.lastReport + (seg.moving ? options.movingIntervalMs : options.stationaryIntervalMs);
      let target = seg;
      if (next >= seg.end) {
        this.planThrough(seg.end);
        const following = segments[1]!;
        if (!changes(seg, following)) {
          segments.shift();
          continue;
        }
        next = following.start;
        target = following;
      }
      if (next > limit) break;
      if (next > floor) out.push(this.report(target, next));
      this.lastReport = next;
      if (target !== seg) segments.shift();
    }
  }

  /** Reports have been made up to here (a silent tracker lags), ms. */
  private reportedUntil = -Infinity;

  /**
   * Appends the refuels that ended since the last call, up to what this asset has reported (a silent tracker's
   * refuels wait as its reports do), in time order; each is handed out once.
   */
  takeRefuels(out: DemoRefuel[]): void {
    const list = this.ctx.timeline.refuels;
    while (list.length > 0 && list[0]!.end <= this.reportedUntil) {
      const r = list.shift()!;
      if (r.start >= this.startTime) out.push({ assetId: this.ctx.spec.assetId, ...r });
    }
  }

  /** Plans days until the plan reaches beyond `time`. */
  private planThrough(time: number): void {
    const tl = this.ctx.timeline;
    const off = this.ctx.settings.utcOffsetMs;
    while (tl.t <= time || tl.segments.length < 2) {
      const day = localDay(tl.t, off);
      this.behaviour.planDay(day);
      const nextMidnight = localDayStart(day + 1, off);
      if (tl.t < nextMidnight) tl.stayUntil(nextMidnight, { ignition: tl.segments.at(-1)?.ignition === null ? null : false });
    }
  }

  private report(seg: Segment, time: number): PositionInput {
    const { spec, traits, timeline, settings } = this.ctx;
    const s = this.sample;
    if (seg.track) {
      sampleTrack(seg.track, time - seg.start, s);
    } else {
      s.lat = seg.lat;
      s.lng = seg.lng;
      s.speedKmh = 0;
      s.heading = seg.heading;
      s.distanceM = 0;
    }
    const capacity = timeline.capacity;
    let fuelLitres: number | null = null;
    let fuelPercent: number | null = null;
    if (seg.fuelStart !== null && capacity) {
      const litres = seg.fuelStart - seg.fuelPerM * s.distanceM - seg.fuelPerMs * (time - seg.start);
      fuelLitres = round(Math.max(0, Math.min(capacity, litres)), 1);
      fuelPercent = round((100 * fuelLitres) / capacity, 1);
    }
    let temperature: number | null = null;
    const setPoint = traits.setPointC;
    const reefer = setPoint !== null;
    if (reefer) {
      pruneDoors(timeline.doors, time);
      temperature = round(temperatureAt(time, setPoint, timeline.doors, this.hash), 1);
    }
    const weak = traits.lowBattery && inWeakBatteryPeriod(time, this.startTime);
    const hour = localHour(time, settings.utcOffsetMs);
    const speed = round(s.speedKmh, 1);
    return {
      assetId: spec.assetId,
      time,
      lat: round(s.lat, 6),
      lng: round(s.lng, 6),
      speed,
      heading: Math.round(s.heading) % 360,
      altitude: altitudeAt(spec.type, s.lat, s.lng),
      satellites: satellitesAt(time, seg.moving, this.hash),
      valid: true,
      ignition: seg.ignition,
      inputs: seg.pto !== null ? MACHINE_INPUTS[(seg.pto ? 2 : 0) + (seg.ignition ? 1 : 0)]! : reefer ? (doorOpenAt(timeline.doors, time) ? DOOR_OPEN : DOOR_SHUT) : NO_INPUTS,
      inputNames: seg.pto !== null ? MACHINE_NAMES : reefer ? REEFER_NAMES : NO_INPUT_NAMES,
      fuelLitres,
      fuelPercent,
      temperature,
      voltage: round(voltageAt(spec.type, seg.ignition, time, hour, weak, this.hash), 2),
      odometer: seg.odoStart === null ? null : round(seg.odoStart + s.distanceM / 1000, 3),
      address: null,
      attributes: speed > 0 ? MOVING : STILL,
    };
  }
}
