/**
 * The demo's trips of a week, dressed for the screens (pure: the trucks' stored fixes and the demo's places in, trips
 * out): the completed ones the trucks really drove (trip-plan.ts), the one a truck driving now is on, one cancelled,
 * a few planned for tomorrow; each with its client (the first drop's), reference, goods and, on some completed
 * drops, a proof of delivery.
 */
import { datePartsIn, etaAt, haversineKm, instantOf, recentSpeedKmh, type ProgressFix, type StopKind, type StopProgress } from '@fleet/domain';
import { CANCEL_REASON, DEMO_CLIENTS, POD_NOTES, type DemoClient } from './demo-people';
import { chainVisits, completedTrips, detectVisits, makeLate, plannedTrip, seededRandom, tripUnderWay, type PlanPlace, type PlannedTrip, type Random, type StopAhead } from './trip-plan';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A customer belongs to the region of its nearest depot within this distance, km. */
const REGION_KM = 80;
/** A truck that moved within this long is driving now, ms. */
const DRIVING_NOW_MS = 15 * MIN;

/** A demo depot or customer: its POI and the region's depot (an index; -1 without one). */
export interface DemoPlace extends PlanPlace {
  poiId: number;
  name: string;
  lat: number;
  lng: number;
  hub: number;
}

/** A demo truck and its stored fixes of the week (time order). */
export interface DemoTruck {
  assetId: number;
  name: string;
  fixes: ProgressFix[];
}

/** A stop as written. */
export interface StopDraft {
  place: number;
  kind: StopKind;
  windowFrom: number;
  windowTo: number;
  goods: string;
  quantity: number;
  weightKg: number;
  progress: StopProgress | null;
  pod: { note: string; receivedBy: string; at: number } | null;
}

/** A trip as written. */
export interface TripDraft {
  assetId: number;
  plan: PlannedTrip;
  client: string | null;
  reference: string;
  notes: string;
  stops: StopDraft[];
  cancelledAt: number | null;
  cancelReason: string;
}

/** The region's depot of each place: depots their own, customers their nearest depot's within REGION_KM. */
export function assignHubs<P extends Omit<DemoPlace, 'hub'>>(places: readonly P[]): (P & { hub: number })[] {
  return places.map((p, i) => {
    if (p.kind === 'depot') return { ...p, hub: i };
    let hub = -1;
    let best = REGION_KM;
    places.forEach((d, j) => {
      const km = haversineKm(p.lat, p.lng, d.lat, d.lng);
      if (d.kind === 'depot' && km < best) [hub, best] = [j, km];
    });
    return { ...p, hub };
  });
}

const clientAt = (place: DemoPlace | undefined): DemoClient | undefined => (place ? DEMO_CLIENTS.find((c) => c.sites.includes(place.name)) : undefined);
const customersOf = (places: readonly DemoPlace[], hub: number) => places.map((p, i) => ({ p, i })).filter(({ p, i }) => p.kind === 'customer' && p.hub === hub && i !== hub);
const roadMs = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) => etaAt(0, from, to, null).eta;

/** The stops ahead of a truck at `now`: the next customer of its region not visited; with nothing visited, its depot then a customer. */
function aheadOf(places: readonly DemoPlace[], fixes: readonly ProgressFix[], now: number) {
  const at = fixes[fixes.length - 1]!;
  const speed = recentSpeedKmh(fixes.filter((f) => f.time > now - 15 * MIN));
  const depots = places.map((p, i) => ({ p, i })).filter(({ p, i }) => p.kind === 'depot' && customersOf(places, i).length > 0);
  const nearest = <T extends { p: DemoPlace }>(list: T[], from: { lat: number; lng: number }) => [...list].sort((a, b) => haversineKm(from.lat, from.lng, a.p.lat, a.p.lng) - haversineKm(from.lat, from.lng, b.p.lat, b.p.lng))[0];
  return (visited: readonly number[]): StopAhead[] => {
    const depot = nearest(depots, at);
    if (!depot || haversineKm(at.lat, at.lng, depot.p.lat, depot.p.lng) > REGION_KM) return [];
    const open = customersOf(places, depot.i).filter(({ i }) => !visited.includes(i));
    if (visited.length > 0) {
      const next = nearest(open, at);
      return next ? [{ place: next.i, eta: etaAt(now, at, next.p, speed).eta }] : [];
    }
    const drop = nearest(open, depot.p);
    if (!drop) return [];
    const atDepot = etaAt(now, at, depot.p, speed).eta;
    return [
      { place: depot.i, eta: atDepot },
      { place: drop.i, eta: atDepot + 40 * MIN + roadMs(depot.p, drop.p) },
    ];
  };
}

/** The trip under way: of the truck driving now whose trip has reached the most stops (a trailing chain before a trip just dispatched). */
function underWay(places: readonly DemoPlace[], trucks: readonly DemoTruck[], visits: Map<number, ReturnType<typeof detectVisits>>, now: number) {
  const driving = trucks.filter((t) => t.fixes.some((f) => f.time > now - DRIVING_NOW_MS && f.speed >= 5));
  const found = driving.map((t) => ({ t, trip: tripUnderWay(t.fixes, places, visits.get(t.assetId)!, now, aheadOf(places, t.fixes, now), seededRandom(`${t.name}:now`)) }));
  const reached = (trip: PlannedTrip) => trip.replay!.progress.stops.filter((s) => s.arrivedAt !== null).length;
  return found.filter((f) => f.trip !== null).sort((a, b) => reached(b.trip!) - reached(a.trip!))[0] ?? null;
}

/** The local instant of `hour` (fractional) on the day `days` after `now`'s. */
function localAt(now: number, days: number, hour: number, timeZone: string): number {
  const p = datePartsIn(now + days * DAY, timeZone);
  return instantOf({ year: p.year, month: p.month, day: p.day, hour: Math.floor(hour), minute: Math.round((hour % 1) * 60) }, timeZone);
}

/** The trip that was cancelled: a morning run of the busiest truck on the latest past day it had no trip then (else tomorrow). */
function cancelledTrip(places: readonly DemoPlace[], busiest: DemoTruck | undefined, theirs: readonly PlannedTrip[], now: number, timeZone: string, depotOf: (t: DemoTruck) => number) {
  if (!busiest) return null;
  const hub = depotOf(busiest);
  const drop = customersOf(places, hub)[0];
  if (hub < 0 || !drop) return null;
  for (let days = -1; days >= -6; days -= 1) {
    const start = localAt(now, days, 10, timeZone);
    const clash = theirs.some((t) => t.stops[0]!.window.from < start + 4 * HOUR && t.stops[t.stops.length - 1]!.window.to > start - HOUR);
    const recorded = busiest.fixes.length > 0 && busiest.fixes[0]!.time < start - DAY;
    if (!clash && recorded) return { trip: plannedTrip(places, [hub, drop.i], start, start - 2 * DAY, 'cancelled'), cancelledAt: start - 18 * HOUR };
  }
  const start = localAt(now, 1, 14, timeZone);
  return { trip: plannedTrip(places, [hub, drop.i], start, now - 3 * HOUR, 'cancelled'), cancelledAt: now - HOUR };
}

/** Goods, references, notes and proofs of delivery. */
function dress(places: readonly DemoPlace[], assetId: number, plan: PlannedTrip, random: Random, cancel: { at: number; reason: string } | null): TripDraft {
  const drops = plan.stops.filter((s) => s.kind === 'drop');
  const loads = drops.map((s) => {
    const c = clientAt(places[s.place]);
    const pieces = c ? Math.round(c.pieces[0] + random() * (c.pieces[1] - c.pieces[0])) : 10;
    return { pieces, kg: pieces * (c?.kgPerPiece ?? 20), goods: c?.goods ?? 'General cargo' };
  });
  const client = clientAt(places[drops[0]?.place ?? -1]);
  const initials = (client?.name ?? 'Demo').split(/\s+/).map((w) => w[0]).join('').toUpperCase();
  const reference = `${initials}-PO-${String(Math.floor(10_000 + random() * 89_999))}`;
  const cold = drops.some((s) => clientAt(places[s.place])?.name === 'Kayangan Cold Store');
  const notes = cold ? 'Reefer at -18 °C; keep the doors shut until the dock.' : random() < 0.2 ? 'Call the receiver 30 minutes before arrival.' : '';
  let d = 0;
  const stops = plan.stops.map((s, i): StopDraft => {
    const progress = plan.replay?.progress.stops[i] ?? null;
    const load = s.kind === 'drop' ? loads[d++] : undefined;
    const pickup = s.kind === 'pickup' ? { goods: [...new Set(loads.map((l) => l.goods))].join(', '), quantity: loads.reduce((n, l) => n + l.pieces, 0), weightKg: loads.reduce((n, l) => n + l.kg, 0) } : null;
    const receivers = clientAt(places[s.place])?.receivers ?? [];
    const signed = plan.status === 'completed' && s.kind === 'drop' && progress?.departedAt && progress.arrivedAt && receivers.length > 0 && random() < 0.65;
    return {
      place: s.place,
      kind: s.kind,
      windowFrom: s.window.from,
      windowTo: s.window.to,
      goods: pickup?.goods ?? load?.goods ?? '',
      quantity: pickup?.quantity ?? load?.pieces ?? 0,
      weightKg: pickup?.weightKg ?? load?.kg ?? 0,
      progress,
      pod: signed
        ? {
            note: POD_NOTES[Math.floor(random() * POD_NOTES.length)]!,
            receivedBy: receivers[Math.floor(random() * receivers.length)]!,
            at: Math.round(progress.arrivedAt! + (progress.departedAt! - progress.arrivedAt!) * 0.7),
          }
        : null,
    };
  });
  return { assetId, plan, client: client?.name ?? null, reference, notes, stops, cancelledAt: cancel?.at ?? null, cancelReason: cancel?.reason ?? '' };
}

/**
 * The demo's trips at `now`: completed from the week's fixes, one under way when a truck is driving now, one
 * cancelled, and for tomorrow a trip of each region's busiest truck (two in the busiest region).
 */
export function planDemoTrips(places: readonly DemoPlace[], trucks: readonly DemoTruck[], now: number, timeZone: string): TripDraft[] {
  const visits = new Map(trucks.map((t) => [t.assetId, detectVisits(t.fixes, places)]));
  const current = underWay(places, trucks, visits, now);
  const done = new Map<number, PlannedTrip[]>();
  for (const t of trucks) {
    const own = visits.get(t.assetId)!.filter((v) => current?.t !== t || v.arrivedAt < current.trip!.dispatchedAt!);
    done.set(t.assetId, completedTrips(t.fixes, places, chainVisits(own, places), seededRandom(t.name)));
  }
  const random = seededRandom(`demo-transport:${trucks.map((t) => t.name).join()}`);
  // Some late trip in every demo, however short its history: the latest trip that can be made one.
  const completed = [...done.values()].flat().sort((a, b) => b.dispatchedAt! - a.dispatchedAt!);
  if (!completed.some((p) => p.late)) completed.some((p) => makeLate(p, random));
  const drafts: TripDraft[] = [];
  for (const t of trucks) for (const plan of done.get(t.assetId)!) drafts.push(dress(places, t.assetId, plan, random, null));
  if (current) drafts.push(dress(places, current.t.assetId, current.trip!, random, null));

  // Each truck's region: the depot its trips start from (the most often).
  const depotOf = (t: DemoTruck) => {
    const starts = done.get(t.assetId)!.map((p) => p.stops[0]!.place);
    return starts.sort((a, b) => starts.filter((x) => x === b).length - starts.filter((x) => x === a).length)[0] ?? -1;
  };
  const ranked = [...trucks].filter((t) => depotOf(t) >= 0).sort((a, b) => done.get(b.assetId)!.length - done.get(a.assetId)!.length);
  const busiest = ranked[0];
  const cancelled = cancelledTrip(places, busiest, busiest ? done.get(busiest.assetId)! : [], now, timeZone, depotOf);
  if (cancelled && busiest) drafts.push(dress(places, busiest.assetId, cancelled.trip, random, { at: cancelled.cancelledAt, reason: CANCEL_REASON }));

  const regions = new Map<number, DemoTruck[]>();
  for (const t of ranked) regions.set(depotOf(t), [...(regions.get(depotOf(t)) ?? []), t]);
  let slot = 0;
  for (const [hub, list] of regions) {
    const customers = customersOf(places, hub).map((c) => c.i);
    list.slice(0, slot === 0 ? 2 : 1).forEach((t, n) => {
      const drops = customers.length > 1 ? [customers[n % customers.length]!, customers[(n + 1) % customers.length]!] : customers;
      const start = localAt(now, 1, 8.5 + n * 1.5 + (slot % 2) * 0.5, timeZone);
      drafts.push(dress(places, t.assetId, plannedTrip(places, [hub, ...drops], start, now - (1 + slot) * HOUR), random, null));
    });
    slot += 1;
  }
  return drafts;
}
