import { DEMO_FLEET, createDemoFleet } from '@fleet/demo-fleet';
import { ON_TIME_GRACE_MS, fenceCentre, instantOf, isTripLate, type ProgressFix } from '@fleet/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoWorld } from '../../simulator/demo-world-files';
import { testConfig } from '../../testing/test-app';
import { DEMO_POIS, polygonRing } from '../demo-pois';
import { assignHubs, planDemoTrips, type DemoPlace, type DemoTruck, type TripDraft } from './demo-trips';
import { chainVisits, completedTrips, detectVisits, seededRandom } from './trip-plan';

const MIN = 60_000;
const ZONE = 'Asia/Kuala_Lumpur';
/** A Thursday afternoon in Shah Alam; the fleet recorded from four days before. */
const NOW = instantOf({ year: 2026, month: 3, day: 5, hour: 15 }, ZONE);
const RUNNING = ['dispatched', 'en-route', 'at-stop'];

/** The demo's depots and customers as the server loads them. */
const PLACES: DemoPlace[] = assignHubs(
  DEMO_POIS.filter((p) => p.group === 'Customers' || p.name.startsWith('Depot ')).map((p, i) => {
    const ring = polygonRing(p.lat, p.lng, p.radiusM);
    return { poiId: i + 1, name: p.name, kind: p.group === 'Depots' ? ('depot' as const) : ('customer' as const), fence: { kind: 'ring' as const, ring }, ...fenceCentre({ kind: 'ring', ring }) };
  }),
);

const arrivalsOf = (d: TripDraft) => d.stops.map((s) => s.progress?.arrivedAt ?? null);
const timings = (d: TripDraft) => d.stops.map((s) => ({ state: s.progress?.state ?? 'pending', windowFrom: s.windowFrom, windowTo: s.windowTo, arrivedAt: s.progress?.arrivedAt ?? null }));

describe('demo trips from what the trucks drove', () => {
  let trucks: DemoTruck[];

  beforeAll(async () => {
    // The whole demo fleet (the trucks' shifts depend on it), recorded as the backfill stores it; the trucks kept.
    let id = 0;
    const assets = Object.entries(DEMO_FLEET).flatMap(([group, list]) => list.map((a) => ({ assetId: (id += 1), name: a.name, type: a.type, group })));
    const fleet = createDemoFleet({ assets, world: await loadDemoWorld(testConfig().demoDataDir), seed: 20_240_601, startTime: NOW - 4 * 86_400_000 });
    const reports = fleet.advance(NOW, { movingIntervalMs: 30_000, stationaryIntervalMs: 600_000 });
    trucks = assets
      .filter((a) => a.type === 'truck')
      .map((a) => ({ assetId: a.assetId, name: a.name, fixes: reports.filter((r) => r.assetId === a.assetId).map((r): ProgressFix => ({ time: r.time, lat: r.lat, lng: r.lng, speed: r.speed ?? 0 })) }));
  }, 60_000);

  it('chains the visits into trips whose replayed arrivals are those visits: inside their windows, but for the stops meant late', () => {
    let trips = 0;
    let late = 0;
    for (const truck of trucks) {
      const visits = detectVisits(truck.fixes, PLACES);
      const plans = completedTrips(truck.fixes, PLACES, chainVisits(visits, PLACES), seededRandom(truck.name));
      let previousEnd = -Infinity;
      for (const plan of plans) {
        trips += 1;
        const stops = plan.replay!.progress.stops;
        expect(plan.status).toBe('completed');
        expect(plan.stops.map((s) => s.kind)).toEqual(['pickup', ...plan.stops.slice(1).map(() => 'drop')]);
        expect(new Set(plan.stops.map((s) => s.place)).size).toBe(plan.stops.length);
        // Planned and actual agree: each stop arrived and departed as the truck's own visit there.
        plan.stops.forEach((s, i) => {
          expect(stops[i]!.state).toBe('departed');
          expect(visits.some((v) => v.place === s.place && v.arrivedAt === stops[i]!.arrivedAt && v.departedAt === stops[i]!.departedAt)).toBe(true);
        });
        // Planned before, dispatched just before the first arrival, after the trip before; completed at the last departure.
        expect(plan.createdAt).toBeLessThan(plan.dispatchedAt!);
        expect(plan.dispatchedAt!).toBeLessThan(stops[0]!.arrivedAt!);
        expect(stops[0]!.arrivedAt! - plan.dispatchedAt!).toBeLessThanOrEqual(40 * MIN);
        expect(plan.dispatchedAt!).toBeGreaterThan(previousEnd);
        expect(plan.replay!.completedAt).toBe(Math.max(...stops.map((s) => s.departedAt!)));
        previousEnd = plan.replay!.completedAt!;
        // Windows in order; every stop on time but the one meant late, reached after its window's end and the grace.
        const lateStops = plan.stops.filter((s, i) => stops[i]!.arrivedAt! > s.window.to + ON_TIME_GRACE_MS);
        plan.stops.forEach((s, i) => {
          expect(s.window.from).toBeLessThan(s.window.to);
          if (i > 0) expect(s.window.from).toBeGreaterThanOrEqual(plan.stops[i - 1]!.window.from);
          if (!lateStops.includes(s)) expect(s.window.from).toBeLessThanOrEqual(stops[i]!.arrivedAt!);
          if (!lateStops.includes(s)) expect(stops[i]!.arrivedAt!).toBeLessThanOrEqual(s.window.to);
        });
        expect(lateStops).toHaveLength(plan.late ? 1 : 0);
        if (plan.late) {
          late += 1;
          const i = plan.stops.indexOf(lateStops[0]!);
          expect(lateStops[0]!.kind).toBe('drop');
          // Tight, not absurd: after the window of the stop before.
          expect(lateStops[0]!.window.to).toBeGreaterThan(plan.stops[i - 1]!.window.to);
          expect(plan.createdAt).toBeLessThan(lateStops[0]!.window.from);
        }
        expect(isTripLate(plan.stops.map((s, i) => ({ state: 'departed', windowFrom: s.window.from, windowTo: s.window.to, arrivedAt: stops[i]!.arrivedAt })), 0)).toBe(plan.late);
      }
    }
    expect(trips).toBeGreaterThan(10);
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(trips / 2);
  });

  it('plans the week: completed trips with proofs on some drops, one cancelled, a few for tomorrow, one trip per truck at a time', () => {
    const drafts = planDemoTrips(PLACES, trucks, NOW, ZONE);
    const count = (status: string) => drafts.filter((d) => d.plan.status === status).length;
    expect(count('completed')).toBeGreaterThan(10);
    expect(count('cancelled')).toBe(1);
    expect(count('planned')).toBeGreaterThanOrEqual(3);
    expect(drafts.filter((d) => RUNNING.includes(d.plan.status)).length).toBeLessThanOrEqual(1);
    const tomorrow = instantOf({ year: 2026, month: 3, day: 6 }, ZONE);
    for (const d of drafts.filter((x) => x.plan.status === 'planned')) {
      expect(d.stops[0]!.windowFrom).toBeGreaterThanOrEqual(tomorrow + 8 * 60 * MIN);
      expect(d.stops[d.stops.length - 1]!.windowTo).toBeLessThan(tomorrow + 24 * 60 * MIN);
    }
    const cancelled = drafts.find((d) => d.plan.status === 'cancelled')!;
    expect(cancelled).toMatchObject({ cancelReason: expect.stringMatching(/./) });
    expect(cancelled.cancelledAt!).toBeLessThan(cancelled.stops[0]!.windowFrom);
    // Proofs of delivery on some reached drops of completed trips, never elsewhere.
    const proofs = drafts.flatMap((d) => d.stops.filter((s) => s.pod).map((s) => ({ d, s })));
    expect(proofs.length).toBeGreaterThan(3);
    for (const { d, s } of proofs) {
      expect(d.plan.status).toBe('completed');
      expect(s.kind).toBe('drop');
      expect(s.pod!.at).toBeGreaterThanOrEqual(s.progress!.arrivedAt!);
      expect(s.pod!.at).toBeLessThanOrEqual(s.progress!.departedAt!);
      expect(s.pod!.receivedBy).not.toBe('');
    }
    // The drops name what they carry; the client is the first drop's.
    for (const d of drafts) {
      expect(d.client).not.toBeNull();
      expect(d.stops.every((s) => s.goods !== '' && s.quantity > 0 && s.weightKg > 0)).toBe(true);
    }
    // One trip at a time on a truck.
    for (const t of trucks) {
      const spans = drafts
        .filter((d) => d.assetId === t.assetId && d.plan.dispatchedAt !== null)
        .map((d) => [d.plan.dispatchedAt!, d.plan.replay!.completedAt ?? Infinity] as const)
        .sort((a, b) => a[0] - b[0]);
      spans.forEach((s, i) => i > 0 && expect(s[0]).toBeGreaterThan(spans[i - 1]![1]));
    }
  });

  it('a day of history alone (end-to-end tests) still gives a late trip, a cancelled one and tomorrow\'s', () => {
    const day = trucks.map((t) => ({ ...t, fixes: t.fixes.filter((f) => f.time > NOW - 86_400_000) }));
    const drafts = planDemoTrips(PLACES, day, NOW, ZONE);
    const completed = drafts.filter((d) => d.plan.status === 'completed');
    expect(completed.length).toBeGreaterThan(2);
    expect(completed.filter((d) => isTripLate(timings(d), NOW)).length).toBeGreaterThanOrEqual(1);
    expect(drafts.filter((d) => d.plan.status === 'cancelled')).toHaveLength(1);
    expect(drafts.filter((d) => d.plan.status === 'planned').length).toBeGreaterThanOrEqual(3);
  });

  it('a truck driving now is on a trip under way: the stops it reached, the next one ahead within its window', () => {
    // Just after a truck left its depot on a trip of two stops or more: it drives to the first drop.
    const truck = trucks.find((t) => completedTrips(t.fixes, PLACES, chainVisits(detectVisits(t.fixes, PLACES), PLACES), seededRandom(t.name)).length > 2)!;
    const plan = completedTrips(truck.fixes, PLACES, chainVisits(detectVisits(truck.fixes, PLACES), PLACES), seededRandom(truck.name)).at(-2)!;
    const now = plan.replay!.progress.stops[0]!.departedAt! + 3 * MIN;
    const cut = trucks.map((t) => ({ ...t, fixes: t.fixes.filter((f) => f.time <= now) }));
    const drafts = planDemoTrips(PLACES, cut, now, ZONE);
    const running = drafts.filter((d) => RUNNING.includes(d.plan.status));
    expect(running).toHaveLength(1);
    const trip = running[0]!;
    expect(trip.plan.dispatchedAt!).toBeLessThan(now);
    expect(trip.stops.some((s) => s.progress?.state === 'pending')).toBe(true);
    const arrivals = arrivalsOf(trip);
    trip.stops.forEach((s, i) => {
      if (arrivals[i] !== null) expect(arrivals[i]!).toBeLessThanOrEqual(s.windowTo);
      else expect(s.windowTo).toBeGreaterThan(now);
    });
    expect(isTripLate(timings(trip), now)).toBe(false);
    // Its truck's completed trips all ended before it was dispatched.
    for (const d of drafts.filter((x) => x.assetId === trip.assetId && x.plan.status === 'completed')) expect(d.plan.replay!.completedAt!).toBeLessThan(trip.plan.dispatchedAt!);
    if (trip.assetId === truck.assetId) expect(trip.stops[0]!.progress).toMatchObject({ state: 'departed', arrivedAt: plan.replay!.progress.stops[0]!.arrivedAt });
  });
});
