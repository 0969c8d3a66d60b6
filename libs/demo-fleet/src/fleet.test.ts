/**
 * The demo fleet over 30 days of history on the real data (54 assets, 60 s moving / 600 s stationary, advanced a day
 * at a time as the server's backfill does). Prints the simulation time.
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { deriveStatus, positionInputSchema, type AssetStatus, type PositionInput } from '@fleet/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoFleet } from './fleet';
import { haversineM } from './geo';
import { nearestEdge } from './nearest-edge';
import { buildRoadGraph } from './road-graph';
import { DEMO_FLEET_DEFAULTS } from './settings';
import { worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';
import { runFleet, type FleetRun } from './testing/run-fleet';
import { assignTraits } from './traits';

const DAY = 86_400_000;
const SEED = 20_250_106;
/** Monday 2025-01-06 11:17 local time (UTC+8). */
const START = Date.UTC(2025, 0, 6, 3, 17);
const UNTIL = START + 30 * DAY;
const world = worldFrom((file) => readFileSync(file, 'utf8'));
const traits = assignTraits(DEMO_ASSETS, SEED, DEMO_FLEET_DEFAULTS);
const specOf = new Map(DEMO_ASSETS.map((a) => [a.assetId, a]));
const ofType = (run: FleetRun, ...types: string[]): [number, PositionInput[]][] =>
  [...run.byAsset].filter(([id]) => types.includes(specOf.get(id)!.type));

let run: FleetRun;

beforeAll(() => {
  const fleet = createDemoFleet({ assets: DEMO_ASSETS, world, seed: SEED, startTime: START });
  run = runFleet(fleet, UNTIL, DAY, { movingIntervalMs: 60_000, stationaryIntervalMs: 600_000 }, () => performance.now());
  console.log(`demo fleet: ${DEMO_ASSETS.length} assets x 30 days -> ${run.all.length} reports in ${Math.round(run.elapsedMs)} ms`);
}, 120_000);

describe('createDemoFleet over 30 days', () => {
  it('emits every report in its call window, sorted, and every report passes positionInputSchema', () => {
    expect(run.misplaced).toBe(0);
    expect(run.all.length).toBeGreaterThan(200_000);
    const failures = run.all.filter((p) => !positionInputSchema.safeParse(p).success);
    expect(failures.slice(0, 3)).toEqual([]);
    expect(run.byAsset.size).toBe(DEMO_ASSETS.length);
  }, 30_000);

  it('never jumps faster than 200 km/h, stands still when stationary, and has no speed with the ignition off', () => {
    const bad: string[] = [];
    for (const [id, list] of run.byAsset) {
      for (let i = 1; i < list.length; i += 1) {
        const a = list[i - 1]!;
        const b = list[i]!;
        const dt = b.time - a.time;
        const d = haversineM(a.lat, a.lng, b.lat, b.lng);
        if (dt <= 0) bad.push(`${id}: time not increasing at ${b.time}`);
        if ((d / dt) * 3_600 >= 200) bad.push(`${id}: ${Math.round((d / dt) * 3_600)} km/h jump at ${b.time}`);
        // A gap longer than the moving interval means the asset was stationary in between.
        if (dt > 60_000 && d > 1) bad.push(`${id}: moved ${Math.round(d)} m while stationary at ${b.time}`);
      }
      for (const p of list) {
        if (p.ignition === false && p.speed !== 0) bad.push(`${id}: speed ${p.speed} with ignition off`);
        if ((p.speed ?? 0) >= 5 && p.attributes?.motion !== true) bad.push(`${id}: speed without motion`);
        if ((p.speed ?? 0) >= 160) bad.push(`${id}: speed ${p.speed}`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('reports at the moving interval while moving and at the heartbeat while stationary', () => {
    const list = run.byAsset.get(8)!;
    const gaps = list.slice(1).map((p, i) => ({ dt: p.time - list[i]!.time, moving: (list[i]!.speed ?? 0) > 0 }));
    expect(gaps.every((g) => g.dt <= 600_000)).toBe(true);
    expect(gaps.filter((g) => g.moving).every((g) => g.dt <= 60_000)).toBe(true);
  });

  it('has Moving, Idling and Parked assets at the same moment of a working day', () => {
    const dayStart = START + 2 * DAY;
    const state = new Map<number, { p: PositionInput; since: number | null }>();
    const seen = new Set<string>();
    let ticks = 0;
    let next = dayStart;
    for (const p of run.all) {
      while (p.time > next && next < dayStart + DAY) {
        if (next >= dayStart) {
          const statuses = new Set<AssetStatus>();
          for (const s of state.values()) {
            statuses.add(deriveStatus({ lastReportAt: s.p.time, speedKmh: s.p.speed ?? 0, ignition: s.p.ignition ?? null, stationarySince: s.since }, next));
          }
          if (statuses.has('Moving') && statuses.has('Idling') && statuses.has('Parked')) ticks += 1;
          for (const s of statuses) seen.add(s);
        }
        next += 5 * 60_000;
      }
      const prev = state.get(p.assetId);
      const stationary = (p.speed ?? 0) < 5;
      state.set(p.assetId, { p, since: stationary ? (prev?.since ?? p.time) : null });
    }
    expect(ticks).toBeGreaterThan(0);
    expect([...seen].sort()).toEqual(['Idling', 'Moving', 'Parked']);
  });

  it('keeps silent trackers quiet for more than 24 h before the end, after a history', () => {
    const silent = [...traits].filter(([, t]) => t.silentLagMs !== null).map(([id]) => id);
    expect(silent).toHaveLength(3);
    for (const [id, list] of run.byAsset) {
      const last = list[list.length - 1]!.time;
      if (silent.includes(id)) {
        expect(UNTIL - last).toBeGreaterThan(DAY);
        expect(UNTIL - last).toBeLessThanOrEqual(traits.get(id)!.silentLagMs! + 600_000);
        expect(list.length).toBeGreaterThan(100);
      } else {
        expect(UNTIL - last).toBeLessThanOrEqual(600_000);
      }
    }
  });

  it('burns fuel while running, refuels trucks with a visible jump, and drains the theft truck', () => {
    let refuels = 0;
    const bad: string[] = [];
    for (const [id, list] of ofType(run, 'car', 'truck', 'machine', 'boat')) {
      let capacity = 0;
      for (const p of list) capacity = Math.max(capacity, p.fuelLitres!);
      for (let i = 1; i < list.length; i += 1) {
        const a = list[i - 1]!;
        const b = list[i]!;
        if (!(b.fuelPercent! >= 0 && b.fuelPercent! <= 100)) bad.push(`${id}: ${b.fuelPercent}%`);
        if (a.ignition && b.ignition && b.fuelLitres! > a.fuelLitres! + 0.05) bad.push(`${id}: fuel rose while running at ${b.time}`);
        const rise = b.fuelLitres! - a.fuelLitres!;
        if (specOf.get(id)!.type === 'truck' && rise >= Math.max(0.05 * capacity, 10) && b.time - a.time <= 10 * 60_000) refuels += 1;
      }
      // Working days use fuel.
      if (list[0]!.fuelLitres === list[list.length - 1]!.fuelLitres) bad.push(`${id}: fuel never changed`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(refuels).toBeGreaterThan(0);
    const thief = [...traits].find(([, t]) => t.fuelTheft)![0];
    const list = run.byAsset.get(thief)!;
    const drains = list.slice(1).filter((b, i) => {
      const a = list[i]!;
      return a.ignition === false && b.ignition === false && a.fuelLitres! - b.fuelLitres! >= 10;
    });
    expect(drains.length).toBeGreaterThan(0);
  });

  it('adds up odometers and keeps fuel and odometer null where there is no engine', () => {
    const bad: string[] = [];
    for (const [id, list] of run.byAsset) {
      const powered = ['car', 'truck', 'machine', 'boat'].includes(specOf.get(id)!.type);
      for (let i = 1; i < list.length; i += 1) {
        const p = list[i]!;
        if (powered && p.odometer! < list[i - 1]!.odometer!) bad.push(`${id}: odometer went back at ${p.time}`);
        if (!powered && (p.odometer !== null || p.fuelLitres !== null || p.ignition !== null)) bad.push(`${id}: engine fields`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('has speeding on the Shah Alam roads and inter-town runs at highway speed', () => {
    const graph = buildRoadGraph(world.roads);
    let speeding = 0;
    let farFast = 0;
    for (const [, list] of ofType(run, 'car', 'truck')) {
      for (const p of list) {
        if ((p.speed ?? 0) < 5) continue;
        const edge = nearestEdge(graph, p.lat, p.lng, 10, p.heading);
        if (edge && p.speed! > edge.edge.speedKmh * 1.1) speeding += 1;
        if (haversineM(p.lat, p.lng, 3.07, 101.5) > 50_000 && p.speed! >= 70) farFast += 1;
      }
    }
    expect(speeding).toBeGreaterThan(50);
    expect(farFast).toBeGreaterThan(100);
  }, 30_000);

  it('reports reefer temperatures around -18 C with door-open excursions, and null elsewhere', () => {
    for (const [id, list] of run.byAsset) {
      const t = traits.get(id)!;
      if (t.setPointC === null) {
        expect(list.every((p) => p.temperature === null)).toBe(true);
        continue;
      }
      const temps = list.map((p) => p.temperature!).sort((a, b) => a - b);
      expect(temps[Math.floor(temps.length / 2)]!).toBeCloseTo(t.setPointC, 0);
      if (specOf.get(id)!.type === 'truck') expect(temps[temps.length - 1]!).toBeGreaterThan(t.setPointC + 5);
    }
    expect([...traits.values()].filter((t) => t.setPointC === DEMO_FLEET_DEFAULTS.reeferSetPointC).length).toBeGreaterThanOrEqual(2);
  });

  it('reports ~13.8 V running and ~12.4 V parked, with one weak battery', () => {
    const weak = [...traits].find(([, t]) => t.lowBattery)![0];
    for (const [id, list] of ofType(run, 'car', 'truck')) {
      const running = list.filter((p) => p.ignition).map((p) => p.voltage!);
      const parked = list.filter((p) => p.ignition === false).map((p) => p.voltage!);
      expect(Math.max(...running)).toBeLessThan(14.2);
      expect(Math.min(...running)).toBeGreaterThan(13);
      if (id === weak) expect(Math.min(...parked)).toBeLessThan(12);
      else expect(Math.min(...parked)).toBeGreaterThan(12.3);
    }
  });

  it('works machines with the PTO on (din1) in the field and off in transfers', () => {
    for (const [, list] of ofType(run, 'machine')) {
      expect(list.every((p) => p.inputNames?.din1 === 'PTO' && typeof p.inputs?.din1 === 'boolean')).toBe(true);
      const on = list.filter((p) => p.inputs!.din1);
      expect(on.length).toBeGreaterThan(100);
      expect(list.filter((p) => !p.inputs!.din1).length).toBeGreaterThan(100);
      expect(on.every((p) => p.ignition === true && p.speed! <= 10)).toBe(true);
      const switches = list.slice(1).filter((p, i) => p.inputs!.din1 !== list[i]!.inputs!.din1).length;
      expect(switches).toBeGreaterThan(40);
    }
    for (const [, list] of ofType(run, 'machine')) {
      // The beacon (din3) is lit exactly while the ignition is on.
      expect(list.every((p) => p.inputNames?.din3 === 'Beacon' && p.inputs?.din3 === (p.ignition === true))).toBe(true);
    }
    for (const [, list] of ofType(run, 'car', 'boat', 'watch')) expect(list.every((p) => Object.keys(p.inputs ?? {}).length === 0)).toBe(true);
  });

  it('reports the cargo door (din2) of refrigerated trucks, open only while stopped', () => {
    let reefers = 0;
    for (const [, list] of ofType(run, 'truck')) {
      if (!list.some((p) => p.temperature !== null)) {
        expect(list.every((p) => Object.keys(p.inputs ?? {}).length === 0)).toBe(true);
        continue;
      }
      reefers++;
      expect(list.every((p) => p.inputNames?.din2 === 'Door' && typeof p.inputs?.din2 === 'boolean')).toBe(true);
      const open = list.filter((p) => p.inputs!.din2);
      expect(open.length).toBeGreaterThan(5);
      expect(open.every((p) => (p.speed ?? 0) < 5)).toBe(true);
    }
    expect(reefers).toBeGreaterThan(0);
  });

  it('walks people at walking pace, grazes animals at 0-3 km/h and keeps items mostly still', () => {
    for (const [, list] of ofType(run, 'animal')) {
      expect(Math.max(...list.map((p) => p.speed!))).toBeLessThanOrEqual(3);
      expect(list.some((p) => p.speed! > 0.5)).toBe(true);
    }
    for (const [id, list] of ofType(run, 'watch', 'staff')) {
      if (traits.get(id)!.shift === 'night') {
        // The night-shift guard rides rounds of the site on a patrol motorcycle.
        const riding = list.filter((p) => p.speed! >= 8 && p.speed! <= 25);
        expect(riding.length).toBeGreaterThan(500);
        expect(Math.max(...list.map((p) => p.speed!))).toBeLessThan(80);
        continue;
      }
      const walking = list.filter((p) => p.speed! > 0 && p.speed! < 8);
      expect(walking.length).toBeGreaterThan(500);
    }
    let carried = 0;
    for (const [, list] of ofType(run, 'item')) {
      const still = list.filter((p) => p.speed === 0).length;
      expect(still / list.length).toBeGreaterThan(0.9);
      if (list.some((p) => p.speed! > 10)) carried += 1;
    }
    expect(carried).toBeGreaterThan(0);
  });
});

describe('refuels as they happened (what the demo fuel receipts are made from)', () => {
  it('hands each refuel out once, where and when the tank level rose by the litres pumped', () => {
    const vehicles = new Set(ofType(run, 'truck', 'car').map(([id]) => id));
    expect(run.refuels.filter((r) => vehicles.has(r.assetId)).length).toBeGreaterThan(50);
    expect(new Set(run.refuels.map((r) => `${r.assetId}/${r.start}`)).size).toBe(run.refuels.length);
    for (const r of run.refuels) {
      expect(r.end).toBeGreaterThan(r.start);
      expect(r.end).toBeLessThanOrEqual(UNTIL);
      const reports = run.byAsset.get(r.assetId)!;
      const before = reports.filter((p) => p.time <= r.start).at(-1)!;
      const after = reports.find((p) => p.time >= r.end)!;
      // The tank level rose by what was pumped (reports are rounded to 0.1 L), at the place of the refuel.
      expect(after.fuelLitres! - before.fuelLitres!).toBeGreaterThan(r.litres - 1);
      expect(haversineM(after.lat, after.lng, r.lat, r.lng)).toBeLessThan(1);
    }
  });
});
