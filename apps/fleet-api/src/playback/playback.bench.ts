import { DEFAULT_STATUS_THRESHOLDS, formatPointTime, overspeedRule, type Position } from '@fleet/domain';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { getGeocoder } from '../geocode/geocoder-service';
import { insertPositions } from '../positions/insert-positions';
import { createTestDatabase } from '../testing/test-db';
import { REPO_ROOT } from '../testing/test-app';
import { analysePlayback, toRoutePoint, withNextData, type PlaybackRow } from './build-playback';
import { computePlayback, type PlaybackQuery } from './playback-service';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * P7: playback of one asset at 1 Hz — one day (86,400 points, goal p95 < 150 ms) and 30 days (2.59 M, goal < 1.5 s)
 * — on PGlite, or PostgreSQL when DATABASE_URL is set. Measures read + analyse + simplify + geocode + encode + JSON
 * (the route's work without HTTP). Baseline in the same process: every column of every row (selectAll, keyset pages), every point
 * built and geocoded, no thinning.
 * Run: `npx vitest bench --run src/playback/playback.bench.ts` in apps/fleet-api (PGlite: several minutes to load).
 */
const DAY = 86_400_000;
const DAYS = Number(process.env.P7_DAYS ?? 30);
const RUNS = Number(process.env.P7_RUNS ?? 20);
const DEPOT = { name: 'Depot', ring: [[101.48, 3.064], [101.482, 3.064], [101.482, 3.066], [101.48, 3.066], [101.48, 3.064]] as [number, number][] };

/** A working day at 1 Hz: parked at night, a morning and an afternoon drive with stops, a fast stretch, PTO on at stops. */
function day(assetId: number, start: number, odometer: number): Position[] {
  const out: Position[] = [];
  let lng = 101.475;
  for (let s = 0; s < 86_400; s++) {
    const h = s / 3600;
    const driving = (h >= 7 && h < 12) || (h >= 13 && h < 18);
    const stopped = driving && s % 1800 < 180; // a 3-minute stop every half hour
    const speed = !driving || stopped ? 0 : s % 3600 < 300 ? 110 : 30 + (s % 40);
    odometer += speed / 3600;
    lng = 101.475 + ((odometer * 0.009) % 0.04);
    out.push({
      assetId, time: start + s * 1000, lat: 3.065 + Math.sin(odometer / 3) * 0.004, lng, speed, heading: (s / 10) % 360, altitude: null, satellites: 9,
      valid: true, ignition: driving, inputs: stopped ? { in1: true } : {}, inputNames: { in1: 'PTO' }, fuelLitres: 200 - (odometer % 150), fuelPercent: 50,
      temperature: 30, voltage: 24, odometer, address: null, attributes: {},
    });
  }
  return out;
}

/** The naive path: every column of every row, every point built and geocoded, no thinning. */
async function naive(db: Kysely<DB>, q: PlaybackQuery): Promise<number> {
  let bytes = 0;
  let after = new Date(q.from - 1);
  for (;;) {
    const page = await db.selectFrom('positions').selectAll().where('asset_id', '=', q.assetId).where('time', '>', after).where('time', '<=', new Date(q.to)).orderBy('time').limit(50_000).execute();
    if (page.length === 0) break;
    const rows: PlaybackRow[] = page.map((r) => ({
      t: r.time.getTime(), lat: r.lat, lng: r.lng, speed: r.speed, heading: r.heading, ignition: r.ignition, valid: r.valid, fuelLitres: r.fuel_litres,
      fuelPercent: r.fuel_percent, temperature: r.temperature, odometer: r.odometer, inputs: r.inputs, inputNames: r.input_names,
    }));
    const a = analysePlayback(rows, { thresholds: DEFAULT_STATUS_THRESHOLDS, overspeed: q.overspeed, pois: q.pois });
    bytes += JSON.stringify(withNextData(rows.map((_, i) => toRoutePoint(rows, a, i, { ...q, formatTime: (t) => formatPointTime(t, q.timeZone) })))).length;
    after = (page[page.length - 1] as { time: Date }).time;
  }
  return bytes;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] as number;

async function time<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await f();
  return [performance.now() - t0, out];
}

describe('P7 playback, one asset at 1 Hz', () => {
  bench(
    'one day and 30 days vs the naive path',
    async () => {
      const t = await createTestDatabase({ empty: true });
      const db = t.database.db;
      try {
        await migrateToLatest(db);
        const tenant = await db.insertInto('tenants').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
        const asset = await db.insertInto('assets').values({ tenant_id: tenant.id, name: 'Truck 1', type: 'truck', unit_id: 'U1' }).returning('id').executeTakeFirstOrThrow();
        const from = Math.floor(Date.now() / DAY) * DAY - DAYS * DAY;
        let [ms] = await time(async () => {
          for (let d = 0; d < DAYS; d++) await insertPositions(db, day(asset.id, from + d * DAY, 1000 + d * 400));
        });
        await sql`analyze positions`.execute(db);
        console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${DAYS * 86_400} positions stored in ${(ms / 1000).toFixed(1)} s`);
        const geocoder = await getGeocoder(join(REPO_ROOT, 'apps/fleet-api/data'));
        const base: PlaybackQuery = {
          assetId: asset.id, assetName: 'Truck 1', from, to: from + DAY - 1, timeZone: 'Asia/Kuala_Lumpur', overspeed: overspeedRule(90), pois: [DEPOT], maxPoints: 5000,
          address: (lat, lng) => geocoder.address(lat, lng),
        };
        const fast = (q: PlaybackQuery) => time(async () => JSON.stringify(await computePlayback(db, q)).length);
        const report = async (label: string, q: PlaybackQuery, runs: number, goal: number, baselineMs: number) => {
          const times: number[] = [];
          let info = '';
          for (let i = 0; i < runs; i++) {
            const [m] = await fast(q);
            times.push(m);
          }
          const r = await computePlayback(db, q);
          const kb = (v: unknown) => (JSON.stringify(v).length / 1024).toFixed(0);
          info = `${r.totalPoints} stored -> route ${r.routeArray.length} points (tolerance ${r.toleranceM} m, ${kb(r.routeArray)} KiB), ${r.routeArray.filter((p) => p.event).length} events; full list ${r.points ? `${r.points.t.length} points, ${kb(r.points)} KiB` : 'not sent (over the limit)'}; answer ${kb(r)} KiB`;
          const p = p95(times);
          console.log(`P7 ${label}: p95 ${p.toFixed(0)} ms, median ${[...times].sort((a, b) => a - b)[Math.floor(runs / 2)]!.toFixed(0)} ms (goal < ${goal} ms) = ${(baselineMs / p).toFixed(1)}x the naive ${baselineMs.toFixed(0)} ms; ${info}`);
        };

        [ms] = await time(() => naive(db, base));
        const [naiveDay, bytes] = await time(() => naive(db, base));
        console.log(`naive 1 day: ${naiveDay.toFixed(0)} ms (warm geocoder cache; first ${ms.toFixed(0)} ms), ${(bytes / 1e6).toFixed(1)} MB JSON`);
        if (process.env.P7_KEEP) return;
        await report('1 day, full resolution + simplified route', base, RUNS, 150, naiveDay);
        await report('1 day, route only (SQL candidates)', { ...base, fullMaxPoints: 0 }, RUNS, 150, naiveDay);

        if (DAYS > 1) {
          const long = { ...base, to: from + DAYS * DAY - 1 };
          const [naiveLong] = await time(() => naive(db, long));
          console.log(`naive ${DAYS} days: ${naiveLong.toFixed(0)} ms`);
          await report(`${DAYS} days, route only (over the full-resolution limit)`, long, 5, DAYS >= 30 ? 1500 : 500, naiveLong);
          await report(`${DAYS} days, full resolution forced`, { ...long, fullMaxPoints: Infinity }, 2, DAYS >= 30 ? 1500 : 500, naiveLong);
        }
      } finally {
        if (process.env.P7_KEEP) console.log('kept database', (await sql<{ d: string }>`select current_database() as d`.execute(db)).rows[0]?.d);
        else await t.cleanup();
      }
    },
    { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 },
  );
});
