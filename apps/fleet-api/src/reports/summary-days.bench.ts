import { buildReport, positionInputSchema, type Position } from '@fleet/domain';
import { sql } from 'kysely';
import { bench, describe } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { insertPositions } from '../positions/insert-positions';
import { createTestDatabase } from '../testing/test-db';
import { loadReportInput } from './report-data';
import { loadSummaryRows } from './summary-days';

/**
 * P8: the Summary report for 1,000 assets x 30 days, goal < 2 s on the server (PGlite, or PostgreSQL when
 * DATABASE_URL is set). Ten assets get 30 days of 1-minute positions (432,000 rows); their daily figures are computed
 * from those positions (the cold path, measured), and the other 990 assets get copies of those real daily figures.
 * Baseline in the same process: the report computed from every position (10 assets, scaled to 1,000).
 * Run: `npx vitest bench --run src/reports/summary-days.bench.ts` in apps/fleet-api (about two minutes).
 */
const ASSETS = 1000;
const SAMPLED = 10;
const DAYS = 30;
const DAY = 86_400_000;
const TZ = 'UTC';

function track(assetId: number, from: number, seed: number): Position[] {
  const out: Position[] = [];
  let odometer = 10_000 + seed * 1000;
  let fuel = 300;
  for (let m = 0; m < DAYS * 1440; m++) {
    const minuteOfDay = m % 1440;
    const driving = (minuteOfDay >= 420 + seed * 3 && minuteOfDay < 720) || (minuteOfDay >= 780 && minuteOfDay < 1020);
    const speed = driving ? 35 + ((m * 7 + seed) % 55) : 0;
    odometer += speed / 60;
    fuel = minuteOfDay === 400 ? 300 : Math.max(20, fuel - (driving ? 0.25 : 0));
    out.push(
      positionInputSchema.parse({ assetId, time: from + m * 60_000, lat: 3 + (odometer % 50) / 1000, lng: 101.5, speed, ignition: driving, fuelLitres: fuel, voltage: 24, odometer }),
    );
  }
  return out;
}

describe('P8 Summary, 1,000 assets x 30 days', () => {
  bench(
    'summary from stored days vs from positions',
    async () => {
      const { db, close } = await (async () => {
        const t = await createTestDatabase({ empty: true });
        await migrateToLatest(t.database.db);
        return { db: t.database.db, close: t.cleanup };
      })();
      try {
        const tenant = await db.insertInto('tenants').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
        const ids = (
          await db
            .insertInto('assets')
            .values(Array.from({ length: ASSETS }, (_, i) => ({ tenant_id: tenant.id, name: `Truck ${String(i + 1).padStart(4, '0')}`, type: 'truck' as const, unit_id: `U${i}` })))
            .returning('id')
            .execute()
        ).map((r) => r.id);
        const to = Math.floor(Date.now() / DAY) * DAY - 1;
        const from = to + 1 - DAYS * DAY;
        const sampled = ids.slice(0, SAMPLED);
        let t0 = performance.now();
        for (const [k, id] of sampled.entries()) await insertPositions(db, track(id, from, k));
        console.log(`setup: ${SAMPLED * DAYS * 1440} positions stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

        t0 = performance.now();
        const direct = buildReport(await loadReportInput(db, { type: 'summary', tenantId: tenant.id, assetIds: sampled, from, to, timeZone: TZ, speedLimit: 90 }));
        const directMs = performance.now() - t0;
        t0 = performance.now();
        const cold = await loadSummaryRows(db, { tenantId: tenant.id, assetIds: sampled, from, to, timeZone: TZ }, Date.now());
        const coldMs = performance.now() - t0;
        console.log(
          `from positions: ${SAMPLED} assets in ${directMs.toFixed(0)} ms (${((directMs / SAMPLED) * ASSETS / 1000).toFixed(1)} s for ${ASSETS}, scaled); ` +
            `first run computing and storing days: ${coldMs.toFixed(0)} ms = ${((SAMPLED * DAYS) / (coldMs / 1000)).toFixed(0)} asset-days/s; ` +
            `trips ${direct.rows[0]?.['trips']} vs ${cold[0]?.['trips']}`,
        );

        // The other assets carry copies of the sampled assets' real daily figures.
        await sql`
          insert into summary_days (asset_id, time_zone, day, parts)
          select a.id, s.time_zone, s.day, s.parts
          from unnest(${ids.slice(SAMPLED)}::int[]) with ordinality as a(id, n)
          join summary_days s on s.asset_id = (${sql.raw(`array[${sampled.join(',')}]`)})[1 + (a.n % ${SAMPLED})]`.execute(db);

        for (let run = 0; run < 3; run++) {
          t0 = performance.now();
          const rows = await loadSummaryRows(db, { tenantId: tenant.id, assetIds: ids, from, to, timeZone: TZ }, Date.now());
          const ms = performance.now() - t0;
          const baseline = (directMs / SAMPLED) * ASSETS;
          console.log(`P8 Summary ${rows.length} assets x ${DAYS} days: ${ms.toFixed(0)} ms (goal < 2000 ms) = ${(baseline / ms).toFixed(0)}x faster than from positions (scaled)`);
        }
        t0 = performance.now();
        const withToday = await loadSummaryRows(db, { tenantId: tenant.id, assetIds: ids, from, to: Date.now(), timeZone: TZ }, Date.now());
        console.log(`P8 Summary ${withToday.length} assets, 30 days up to now (today from positions): ${(performance.now() - t0).toFixed(0)} ms`);
      } finally {
        await close();
      }
    },
    { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 },
  );
});
