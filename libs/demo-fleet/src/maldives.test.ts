/// <reference types="node" />
/**
 * The Maldives fishing dhonis: their geometry and every report of a 30-day run lie on water (OSM land polygons of the
 * Maldives, as the offline basemap draws them); they keep Maldives hours (UTC+5) whatever the company's; they reach
 * grounds 10-40 NM out at 7-10 knots, fish there slowly and turning, call at island harbours and rest on Fridays.
 */
import { readFileSync } from 'node:fs';
import type { PositionInput } from '@fleet/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoFleet } from './fleet';
import { headingDiffDeg, haversineM, type GeoPoint } from './geo';
import { FISHING_GROUNDS, inOcean, ISLAND_HARBOURS, MALDIVES_PORTS, MALDIVES_UTC_OFFSET_MS, MALE_BERTHS, MALE_CHANNEL, MALE_HARBOUR, OCEAN } from './maldives';
import { DEMO_MALDIVES_GROUP } from './roster';
import { localDay, localHour, weekday } from './schedule';
import { MALDIVES_LAND_FILE, worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';
import { loadLand } from './testing/land';
import { runFleet, type FleetRun } from './testing/run-fleet';

const { onLand, legOnWater } = loadLand(readFileSync(MALDIVES_LAND_FILE, 'utf8'));
const NM = 1852;
const DAY = 86_400_000;
const fromMale = (p: GeoPoint): number => haversineM(p.lat, p.lng, MALE_HARBOUR.lat, MALE_HARBOUR.lng);
/** Water all round a point: 100 m (0.0009 degree) in eight directions. */
const waterAround = (p: GeoPoint): boolean =>
  [[1, 0], [-1, 0], [0, 1], [0, -1], [0.7, 0.7], [-0.7, 0.7], [0.7, -0.7], [-0.7, -0.7]].every(([dx, dy]) => !onLand({ lat: p.lat + dy! * 0.0009, lng: p.lng + dx! * 0.0009 }));

describe('Maldives geometry', () => {
  it('knows land from water', () => {
    expect(onLand({ lat: 4.175, lng: 73.51 })).toBe(true); // Malé
    expect(onLand({ lat: 3.941, lng: 73.489 })).toBe(true); // Maafushi
    expect(onLand({ lat: 4.1, lng: 73.7 })).toBe(false);
  });

  it('has the berths off Malé and the way out through the Malé passage on water', () => {
    for (const berth of MALE_BERTHS) {
      expect(waterAround(berth)).toBe(true);
      expect(legOnWater(berth, MALE_CHANNEL[0]!)).toBe(true);
      expect(fromMale(berth)).toBeLessThan(500);
    }
    for (let i = 1; i < MALE_CHANNEL.length; i += 1) expect(legOnWater(MALE_CHANNEL[i - 1]!, MALE_CHANNEL[i]!)).toBe(true);
    expect(inOcean(MALE_CHANNEL[MALE_CHANNEL.length - 1]!)).toBe(true);
    expect(inOcean(MALE_HARBOUR)).toBe(false);
  });

  it('has a convex ocean, all water, with fishing grounds inside it 10-40 NM from Malé', () => {
    const n = OCEAN.length;
    for (let i = 0; i < n; i += 1) {
      const [x0, y0] = OCEAN[i]!;
      const [x1, y1] = OCEAN[(i + 1) % n]!;
      const [x2, y2] = OCEAN[(i + 2) % n]!;
      expect((x1 - x0) * (y2 - y1) - (y1 - y0) * (x2 - x1)).toBeGreaterThan(0);
    }
    const xs = OCEAN.map((v) => v[0]);
    const ys = OCEAN.map((v) => v[1]);
    let checked = 0;
    for (let x = Math.min(...xs); x <= Math.max(...xs); x += 0.005) {
      for (let y = Math.min(...ys); y <= Math.max(...ys); y += 0.005) {
        if (!inOcean({ lat: y, lng: x })) continue;
        checked += 1;
        expect(onLand({ lat: y, lng: x })).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    for (let i = 0; i < n; i += 1) {
      const [x0, y0] = OCEAN[i]!;
      const [x1, y1] = OCEAN[(i + 1) % n]!;
      expect(legOnWater({ lat: y0, lng: x0 }, { lat: y1, lng: x1 }, 1_000)).toBe(true);
    }
    for (const g of FISHING_GROUNDS) {
      // The whole circle, and 500 m round it (a turn may reach out of it), lies in the ocean.
      for (let b = 0; b < 360; b += 10) {
        const rad = (b * Math.PI) / 180;
        const r = g.radiusM + 500;
        expect(inOcean({ lat: g.centre.lat + (r * Math.cos(rad)) / 111_195, lng: g.centre.lng + (r * Math.sin(rad)) / (111_195 * Math.cos((g.centre.lat * Math.PI) / 180)) })).toBe(true);
      }
      expect(fromMale(g.centre) - g.radiusM).toBeGreaterThanOrEqual(10 * NM);
      expect(fromMale(g.centre) + g.radiusM).toBeLessThanOrEqual(40 * NM);
    }
  });

  it('reaches the island harbours from the ocean through their passes, on water', () => {
    for (const h of ISLAND_HARBOURS) {
      expect(inOcean(h.approach[0]!)).toBe(true);
      for (let i = 1; i < h.approach.length; i += 1) expect(legOnWater(h.approach[i - 1]!, h.approach[i]!)).toBe(true);
      const berth = h.approach[h.approach.length - 1]!;
      expect(waterAround(berth)).toBe(true);
      // Alongside the island: land within 400 m.
      expect([0, 90, 180, 270].some((b) => !legOnWater(berth, { lat: berth.lat + (0.0036 * Math.cos((b * Math.PI) / 180)), lng: berth.lng + 0.0036 * Math.sin((b * Math.PI) / 180) }))).toBe(true);
    }
    expect(MALDIVES_PORTS.map((p) => p.name)).toEqual(['Malé Fishing Harbour', 'Thulusdhoo Harbour', 'Maafushi Harbour']);
  });
});

describe('Maldives fishing dhonis over 30 days', () => {
  const dhonis = DEMO_ASSETS.filter((a) => a.group === DEMO_MALDIVES_GROUP);
  /** Monday 2025-03-03 00:00 in Malé. */
  const START = Date.UTC(2025, 2, 2, 19, 0);
  const DAYS = 30;
  const world = worldFrom((file) => readFileSync(file, 'utf8'));
  let run: FleetRun;
  const mvDay = (t: number): number => localDay(t, MALDIVES_UTC_OFFSET_MS);
  const mvHour = (t: number): number => localHour(t, MALDIVES_UTC_OFFSET_MS);
  /** Moving reports in a fishing ground (or 500 m round it) below 8 km/h: the dhoni at work. */
  const fishing = (p: PositionInput): boolean =>
    (p.speed ?? 0) > 0 && (p.speed ?? 0) < 8 && FISHING_GROUNDS.some((g) => haversineM(p.lat, p.lng, g.centre.lat, g.centre.lng) <= g.radiusM + 500);
  /** Each vessel's reports by Maldives day. */
  const days = (id: number): Map<number, PositionInput[]> => {
    const out = new Map<number, PositionInput[]>();
    for (const p of run.byAsset.get(id)!) {
      const d = mvDay(p.time);
      out.set(d, [...(out.get(d) ?? []), p]);
    }
    return out;
  };

  beforeAll(() => {
    run = runFleet(createDemoFleet({ assets: dhonis, world, seed: 11, startTime: START }), START + DAYS * DAY, DAY, { movingIntervalMs: 30_000, stationaryIntervalMs: 600_000 }, () => 0);
  }, 60_000);

  it('has five boats of the Maldives group', () => {
    expect(dhonis).toHaveLength(5);
    expect(dhonis.every((a) => a.type === 'boat')).toBe(true);
  });

  it('puts every report on water', () => {
    let checked = 0;
    const landed: string[] = [];
    for (const a of dhonis) {
      for (const p of run.byAsset.get(a.assetId)!) {
        checked += 1;
        if (onLand(p)) landed.push(`${a.name} ${new Date(p.time).toISOString()} ${p.lat},${p.lng}`);
      }
    }
    expect(landed.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(100_000);
  });

  it('leaves Malé before dawn, is back in the afternoon or evening, and spends every night in the harbour', () => {
    let trips = 0;
    for (const a of dhonis) {
      for (const [, list] of days(a.assetId)) {
        const moving = list.filter((p) => (p.speed ?? 0) > 0);
        // Every day starts and ends alongside at Malé.
        expect(fromMale(list[0]!)).toBeLessThan(500);
        expect(fromMale(list.at(-1)!)).toBeLessThan(500);
        const out = moving.filter((p) => fromMale(p) > 2_000);
        if (out.length === 0) continue;
        trips += 1;
        expect(mvHour(moving[0]!.time)).toBeGreaterThanOrEqual(4);
        expect(mvHour(moving[0]!.time)).toBeLessThan(6);
        expect(mvHour(moving.at(-1)!.time)).toBeGreaterThanOrEqual(11);
        expect(mvHour(moving.at(-1)!.time)).toBeLessThan(22.5);
        // Out to the grounds: 10-40 NM.
        const far = Math.max(...out.map(fromMale));
        expect(far).toBeGreaterThan(10 * NM);
        expect(far).toBeLessThan(40 * NM);
      }
    }
    expect(trips).toBeGreaterThan(dhonis.length * DAYS * 0.65);
  });

  it('stays in port on most Fridays and goes out on most other days', () => {
    let fridays = 0;
    let fridaysIn = 0;
    let others = 0;
    let othersOut = 0;
    for (const a of dhonis) {
      for (const [day, list] of days(a.assetId)) {
        const out = list.some((p) => fromMale(p) > 2_000);
        if (weekday(day) === 5) {
          fridays += 1;
          if (!out) fridaysIn += 1;
        } else {
          others += 1;
          if (out) othersOut += 1;
        }
      }
    }
    expect(fridaysIn / fridays).toBeGreaterThanOrEqual(0.7);
    expect(othersOut / others).toBeGreaterThanOrEqual(0.8);
  });

  it('cruises to the grounds at 7-10 knots and keeps to harbour speed in the Malé passage', () => {
    for (const a of dhonis) {
      const list = run.byAsset.get(a.assetId)!;
      const fast = list.filter((p) => (p.speed ?? 0) > 8);
      expect(Math.max(...fast.map((p) => p.speed!))).toBeLessThanOrEqual(10.5 * 1.852);
      const cruising = fast.filter((p) => p.speed! >= 12);
      expect(cruising.length).toBeGreaterThan(1_000);
      const inBand = cruising.filter((p) => p.speed! >= 7 * 1.852 && p.speed! <= 10 * 1.852).length;
      expect(inBand / cruising.length).toBeGreaterThan(0.95);
      // Within 2 km of the berths nobody goes faster than 10 km/h.
      expect(Math.max(...list.filter((p) => fromMale(p) < 1_500).map((p) => p.speed ?? 0))).toBeLessThanOrEqual(10);
    }
  });

  it('fishes 2-6 hours a day slowly (0.5-4 knots) and turning, unlike the straight transit', () => {
    for (const a of dhonis) {
      const reports = run.byAsset.get(a.assetId)!;
      for (const [, list] of days(a.assetId)) {
        if (!list.some((p) => fromMale(p) > 2_000)) continue;
        const work = list.filter(fishing);
        const hours = (work.length * 30_000) / 3_600_000;
        expect(hours).toBeGreaterThan(1.5);
        expect(hours).toBeLessThan(6.5);
      }
      const work = reports.filter(fishing);
      const slow = work.filter((p) => p.speed! >= 0.5 * 1.852 && p.speed! <= 4 * 1.852).length;
      expect(slow / work.length).toBeGreaterThan(0.85);
      // Course changes of 30 degrees or more between reports 30 s apart: many an hour while fishing, few in transit.
      const turnsPerHour = (list: PositionInput[]): number => {
        let turns = 0;
        let span = 0;
        for (let i = 1; i < list.length; i += 1) {
          if (list[i]!.time - list[i - 1]!.time > 30_000) continue;
          span += 30_000;
          if (headingDiffDeg(list[i]!.heading!, list[i - 1]!.heading!) >= 30) turns += 1;
        }
        return turns / (span / 3_600_000);
      };
      const transit = reports.filter((p) => (p.speed ?? 0) >= 12 && fromMale(p) > 5_000);
      expect(turnsPerHour(work)).toBeGreaterThan(8);
      expect(turnsPerHour(transit)).toBeLessThan(1);
      // Over twenty minutes a fishing dhoni ends up much nearer its start than the way it went; in transit it does not.
      const straightness = (list: PositionInput[]): number[] => {
        const out: number[] = [];
        for (let i = 0; i + 40 < list.length; i += 40) {
          if (list[i + 40]!.time - list[i]!.time !== 40 * 30_000) continue;
          let path = 0;
          for (let k = i + 1; k <= i + 40; k += 1) path += haversineM(list[k - 1]!.lat, list[k - 1]!.lng, list[k]!.lat, list[k]!.lng);
          if (path > 0) out.push(haversineM(list[i]!.lat, list[i]!.lng, list[i + 40]!.lat, list[i + 40]!.lng) / path);
        }
        return out.sort((x, y) => x - y);
      };
      const median = (xs: number[]): number => xs[Math.floor(xs.length / 2)]!;
      expect(median(straightness(work))).toBeLessThan(0.5);
      expect(median(straightness(transit))).toBeGreaterThan(0.95);
    }
  });

  it('calls at the island harbours now and then, alongside with the engine off', () => {
    const calls = new Map<string, number>();
    for (const a of dhonis) {
      for (const [, list] of days(a.assetId)) {
        for (const h of ISLAND_HARBOURS) {
          const berth = h.approach[h.approach.length - 1]!;
          const alongside = list.filter((p) => p.ignition === false && haversineM(p.lat, p.lng, berth.lat, berth.lng) < 100);
          if (alongside.length === 0) continue;
          calls.set(h.name, (calls.get(h.name) ?? 0) + 1);
          expect(alongside.at(-1)!.time - alongside[0]!.time).toBeGreaterThanOrEqual(20 * 60_000);
        }
      }
    }
    for (const h of ISLAND_HARBOURS) expect(calls.get(h.name) ?? 0).toBeGreaterThanOrEqual(2);
    const total = [...calls.values()].reduce((x, y) => x + y, 0);
    expect(total).toBeGreaterThan(dhonis.length * DAYS * 0.1);
    expect(total).toBeLessThan(dhonis.length * DAYS * 0.45);
  });

  it('keeps Maldives hours whatever the company time zone', () => {
    const dhoni = dhonis[0]!;
    const other = runFleet(
      createDemoFleet({ assets: [dhoni], world, seed: 11, startTime: START, settings: { utcOffsetMs: 0 } }),
      START + 3 * DAY,
      DAY,
      { movingIntervalMs: 30_000, stationaryIntervalMs: 600_000 },
      () => 0,
    );
    const pick = (list: PositionInput[]) => list.filter((p) => p.time <= START + 3 * DAY).map((p) => [p.time, p.lat, p.lng, p.speed]);
    expect(pick(other.byAsset.get(dhoni.assetId)!)).toEqual(pick(run.byAsset.get(dhoni.assetId)!));
  });
});
