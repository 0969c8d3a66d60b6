/**
 * The demo's trips from what the simulator really drove (pure: positions in, trips out). The visits of a truck to the
 * demo's depots and customers are found with the domain's stop detection (stepTrip over every place's fence), chained
 * into trips (a pickup at a depot, then one to three drops at distinct customers), dispatched just before the first
 * arrival and replayed with the same steps as the server's TripTracker; the windows are then drawn around the arrivals
 * so found: most on time, a few tight (planned before the arrival, reached after the window's end).
 */
import { ON_TIME_GRACE_MS, startProgress, stepTrip, tripStatusOf, completedAtOf, type ProgressFix, type StopFence, type StopKind, type TripProgress, type TripStatus } from '@fleet/domain';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** A visit longer than this is a park (overnight, a long wait): not a stop of a trip, ms. */
export const MAX_STOP_DWELL_MS = 3 * HOUR;
/** The longest drive between two stops of one trip, ms. */
export const MAX_LEG_MS = 3 * HOUR;
/** Drops of one trip at most. */
export const MAX_DROPS = 3;
/** Windows are planned to this step, ms. */
const WINDOW_STEP_MS = 15 * MIN;

/** A depot or customer of the demo as the plan sees it (an index into the list is the place). */
export interface PlanPlace {
  kind: 'depot' | 'customer';
  fence: StopFence;
}

/**
 * A stay of the truck at a place: arrival and departure as the stop detection tells them (departure null: still
 * there; arrival -Infinity: there since before the first fix).
 */
export interface Visit {
  place: number;
  arrivedAt: number;
  departedAt: number | null;
}

/** A deterministic random source in [0, 1). */
export type Random = () => number;

/** mulberry32 seeded with a string's hash: the same demo at every start. */
export function seededRandom(seed: string): Random {
  let a = 0x9e3779b9;
  for (let i = 0; i < seed.length; i += 1) a = Math.imul(a ^ seed.charCodeAt(i), 0x85ebca6b);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every visit to the places in a truck's fixes (time order), by the domain's stop detection. */
export function detectVisits(fixes: readonly ProgressFix[], places: readonly PlanPlace[]): Visit[] {
  const fences = places.map((p) => p.fence);
  const visits: Visit[] = [];
  let progress = startProgress(places.length);
  for (const fix of fixes) {
    progress = stepTrip(progress, fences, fix);
    progress.stops.forEach((s, place) => {
      if (s.state !== 'departed') return;
      visits.push({ place, arrivedAt: s.arrivedAt!, departedAt: s.departedAt });
      progress.stops[place] = startProgress(1).stops[0]!;
    });
  }
  progress.stops.forEach((s, place) => {
    if (s.state === 'arrived') visits.push({ place, arrivedAt: s.arrivedAt!, departedAt: null });
  });
  // The first fixes may find the truck parked already: that stay began before them, its arrival unknown (-Infinity).
  const first = fixes[0]?.time ?? 0;
  return visits.map((v) => (v.arrivedAt > first + 10 * MIN ? v : { ...v, arrivedAt: -Infinity })).sort((a, b) => a.arrivedAt - b.arrivedAt);
}

/** A chain of visits that makes a trip: the depot's, then the customers'. */
export interface Chain {
  visits: Visit[];
  /** The departure of the visit before the chain (none: -Infinity): the trip is dispatched after it. */
  after: number;
}

/** When the truck had left every place it visited before visit `i` (a visit still open: its arrival), ms. */
function leftBefore(visits: readonly Visit[], i: number): number {
  let after = -Infinity;
  for (let k = 0; k < i; k += 1) after = Math.max(after, visits[k]!.departedAt ?? visits[k]!.arrivedAt);
  return after;
}

const isStop = (v: Visit) => v.departedAt !== null && v.departedAt - v.arrivedAt <= MAX_STOP_DWELL_MS;

/**
 * Consecutive visits chained into trips: a depot visit, then one to MAX_DROPS customer visits at distinct places, each
 * within MAX_LEG_MS of the one before; parks and still-open visits end a chain.
 */
export function chainVisits(visits: readonly Visit[], places: readonly PlanPlace[]): Chain[] {
  const chains: Chain[] = [];
  let i = 0;
  while (i < visits.length) {
    const start = visits[i]!;
    if (places[start.place]!.kind !== 'depot' || !isStop(start)) {
      i += 1;
      continue;
    }
    const chain = [start];
    let j = i + 1;
    while (j < visits.length && chain.length <= MAX_DROPS) {
      const v = visits[j]!;
      const last = chain[chain.length - 1]!;
      if (places[v.place]!.kind !== 'customer' || !isStop(v) || chain.some((c) => c.place === v.place) || v.arrivedAt - last.departedAt! > MAX_LEG_MS) break;
      chain.push(v);
      j += 1;
    }
    if (chain.length >= 2) chains.push({ visits: chain, after: leftBefore(visits, i) });
    i = chain.length >= 2 ? j : i + 1;
  }
  return chains;
}

/** A trip replayed from its dispatch as the TripTracker carries it on. */
export interface Replay {
  progress: TripProgress;
  status: TripStatus;
  /** The last fix read, ms (null: none after the dispatch). */
  progressAt: number | null;
  completedAt: number | null;
}

/** Index of the first fix after `time` (fixes in time order). */
function firstAfter(fixes: readonly ProgressFix[], time: number): number {
  let lo = 0;
  let hi = fixes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fixes[mid]!.time <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The progress of a trip dispatched at `dispatchedAt` over the truck's fixes after it, until it completes. */
export function replayTrip(fixes: readonly ProgressFix[], fences: readonly StopFence[], dispatchedAt: number): Replay {
  let progress = startProgress(fences.length);
  let status: TripStatus = 'dispatched';
  let progressAt: number | null = null;
  for (let k = firstAfter(fixes, dispatchedAt); k < fixes.length && status !== 'completed'; k += 1) {
    progress = stepTrip(progress, fences, fixes[k]!);
    progressAt = fixes[k]!.time;
    status = tripStatusOf(status, progress);
  }
  return { progress, status, progressAt, completedAt: status === 'completed' ? completedAtOf(progress) : null };
}

const floorStep = (t: number) => Math.floor(t / WINDOW_STEP_MS) * WINDOW_STEP_MS;
const ceilStep = (t: number) => Math.ceil(t / WINDOW_STEP_MS) * WINDOW_STEP_MS;
const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);

/** A stop's planned window. */
export interface Window {
  from: number;
  to: number;
}

/**
 * Windows around the stops' arrivals (null: not reached): each starts before its arrival and ends after it, on the
 * quarter hour, never before the window of the stop before. With `late`, the first drop that can be gets a tight
 * window: after the window before it, ended 15 to 40 minutes before its arrival. A stop not reached gets its window
 * from `expected` (its ETA) when given.
 * @returns the windows and whether a stop was made late
 */
export function windowsAround(arrivals: readonly (number | null)[], random: Random, late: boolean, expected: (i: number) => number | null = () => null): { windows: Window[]; late: boolean } {
  const windows: Window[] = [];
  let madeLate = false;
  let floor = -Infinity;
  arrivals.forEach((arrival, i) => {
    const at = arrival ?? expected(i) ?? (i > 0 ? windows[i - 1]!.to + HOUR : 0);
    if (late && !madeLate && i > 0 && arrival !== null) {
      const to = floorStep(arrival - between(random, 15, 40) * MIN);
      const from = Math.max(floor, to - (random() < 0.5 ? 30 : 60) * MIN);
      if (to > windows[i - 1]!.to && from < to && arrival - to > ON_TIME_GRACE_MS) {
        windows.push({ from, to });
        floor = from;
        madeLate = true;
        return;
      }
    }
    const from = Math.max(floor, floorStep(at - between(random, 5, 35) * MIN));
    const to = Math.max(from + WINDOW_STEP_MS, ceilStep(at + between(random, 10, 35) * MIN));
    windows.push({ from, to });
    floor = from;
  });
  return { windows, late: madeLate };
}

/** One stop of a planned demo trip. */
export interface PlannedStop {
  place: number;
  kind: StopKind;
  window: Window;
}

/** A demo trip as the plan makes it (before names, goods and people). */
export interface PlannedTrip {
  stops: PlannedStop[];
  status: TripStatus;
  createdAt: number;
  dispatchedAt: number | null;
  replay: Replay | null;
  /** Whether a stop was meant late. */
  late: boolean;
}

/** The kinds of a chain's stops: pickup at the depot, drops at the customers. */
const kindsOf = (places: readonly number[], all: readonly PlanPlace[]): StopKind[] => places.map((p) => (all[p]!.kind === 'depot' ? 'pickup' : 'drop'));

/**
 * The completed trips of a truck from its chains: dispatched 10-40 minutes before the first arrival (after the visit
 * before), replayed from the fixes; up to one in `lateEvery` with a late drop (when one can be). Chains whose replay
 * is not completed are left out (the truck is still on it: the trip under way is planned apart).
 */
export function completedTrips(fixes: readonly ProgressFix[], places: readonly PlanPlace[], chains: readonly Chain[], random: Random, lateEvery = 2): PlannedTrip[] {
  const trips: PlannedTrip[] = [];
  for (const chain of chains) {
    const ids = chain.visits.map((v) => v.place);
    const first = chain.visits[0]!.arrivedAt;
    const dispatchedAt = Math.round(Math.max(chain.after + MIN, first - between(random, 10, 40) * MIN) / 1000) * 1000;
    if (dispatchedAt >= first) continue;
    const replay = replayTrip(fixes, ids.map((p) => places[p]!.fence), dispatchedAt);
    if (replay.status !== 'completed') continue;
    const { windows, late } = windowsAround(replay.progress.stops.map((s) => s.arrivedAt), random, random() < 1 / lateEvery);
    const kinds = kindsOf(ids, places);
    trips.push({
      stops: ids.map((place, i) => ({ place, kind: kinds[i]!, window: windows[i]! })),
      status: 'completed',
      // Planned before the day's work: the evening before or early that morning.
      createdAt: Math.min(dispatchedAt - HOUR, windows[0]!.from - between(random, 2, 14) * HOUR),
      dispatchedAt,
      replay,
      late,
    });
  }
  return trips;
}

/** Plans a completed trip's windows again with a late drop (when one can be). @returns whether it is late now */
export function makeLate(plan: PlannedTrip, random: Random): boolean {
  if (!plan.replay || plan.late) return plan.late;
  const { windows, late } = windowsAround(plan.replay.progress.stops.map((s) => s.arrivedAt), random, true);
  if (!late) return false;
  plan.stops.forEach((s, i) => (s.window = windows[i]!));
  plan.late = true;
  return true;
}

/** A stop ahead of a truck: the place and when it would get there (ETA), ms. */
export interface StopAhead {
  place: number;
  eta: number;
}

/**
 * The trip a truck driving now is on: its trailing chain (the depot visited within the last four hours and the
 * customers since, the last one possibly still open) with the stops `ahead` of it; without such a chain, a trip
 * dispatched a few minutes ago of the stops ahead alone (at least two). Replayed up to now, each stop not reached yet
 * with its window around its ETA. Null when there is none.
 */
export function tripUnderWay(fixes: readonly ProgressFix[], places: readonly PlanPlace[], visits: readonly Visit[], now: number, ahead: (visited: readonly number[]) => StopAhead[], random: Random): PlannedTrip | null {
  let k = visits.length - 1;
  while (k >= 0 && places[visits[k]!.place]!.kind === 'customer') k -= 1;
  const trailing = k < 0 ? [] : visits.slice(k);
  const chained =
    trailing.length > 0 &&
    trailing[0]!.departedAt !== null &&
    now - trailing[0]!.arrivedAt <= 4 * HOUR &&
    trailing.length <= MAX_DROPS + 1 &&
    new Set(trailing.map((v) => v.place)).size === trailing.length &&
    trailing.slice(0, -1).every(isStop);
  const ids = chained ? trailing.map((v) => v.place) : [];
  const next = ahead(ids).filter((a) => !ids.includes(a.place));
  if (!chained && next.length < 2) return null;
  const eta = new Map(next.map((a) => [ids.length + next.indexOf(a), a.eta]));
  ids.push(...next.map((a) => a.place));
  if (ids.length < 2) return null;
  const before = leftBefore(visits, chained ? k : visits.length);
  const target = chained ? trailing[0]!.arrivedAt - between(random, 10, 30) * MIN : now - between(random, 3, 10) * MIN;
  const dispatchedAt = Math.round(Math.max(before + MIN, target) / 1000) * 1000;
  if (dispatchedAt >= now) return null;
  const replay = replayTrip(fixes, ids.map((p) => places[p]!.fence), dispatchedAt);
  if (replay.status === 'completed') return null;
  const { windows } = windowsAround(replay.progress.stops.map((s) => s.arrivedAt), random, false, (i) => eta.get(i) ?? null);
  const kinds = kindsOf(ids, places);
  return {
    stops: ids.map((place, i) => ({ place, kind: kinds[i]!, window: windows[i]! })),
    status: replay.status,
    createdAt: Math.min(dispatchedAt - HOUR, windows[0]!.from - between(random, 2, 6) * HOUR),
    dispatchedAt,
    replay,
    late: false,
  };
}

/** Trips of distinct places planned at local `start` (ms), one hour per leg: a planned trip for a later day. */
export function plannedTrip(places: readonly PlanPlace[], ids: readonly number[], start: number, createdAt: number, status: 'planned' | 'cancelled' = 'planned'): PlannedTrip {
  const kinds = kindsOf(ids, places);
  return {
    stops: ids.map((place, i) => ({ place, kind: kinds[i]!, window: { from: start + i * 75 * MIN, to: start + i * 75 * MIN + HOUR } })),
    status,
    createdAt,
    dispatchedAt: null,
    replay: null,
    late: false,
  };
}
