import type { Position } from '@fleet/domain';
import * as domain from '@fleet/domain';
import { sql } from 'kysely';
import { bench, describe } from 'vitest';
import { safeEncode, type ZodType } from 'zod';
import { insertPositions } from '../positions/insert-positions';
import { createTestApp, demoVisibleAssetIds, loginAs } from '../testing/test-app';

/**
 * `POST /v2/singleUnitPlayback3` over HTTP (app.inject: read + analyse + simplify + geocode + encode + the route's
 * serializer), one asset over 7 days: at 1 Hz (604,800 stored points, over PLAYBACK_FULL_MAX_POINTS: the route only)
 * and every 7 s (86,400 points: the full-resolution columns and the route, the biggest answer sent in full). Prints
 * the median and p95 of the requests and, when the route has a response schema, what validating the answer costs.
 * Run: `npx vitest bench --run src/playback/playback-route.bench.ts` in apps/fleet-api (PGlite: a minute or two to load).
 */
const DAY = 86_400_000;
const DAYS = Number(process.env.PB_DAYS ?? 7);
const RUNS = Number(process.env.PB_RUNS ?? 7);

/** A working day at 1 Hz (as the P7 benchmark's): parked at night, two drives with stops, PTO on at stops. */
function day(assetId: number, start: number, odometer: number, everySeconds: number): Position[] {
  const out: Position[] = [];
  for (let s = 0; s < 86_400; s += 1) {
    const h = s / 3600;
    const driving = (h >= 7 && h < 12) || (h >= 13 && h < 18);
    const stopped = driving && s % 1800 < 180;
    const speed = !driving || stopped ? 0 : s % 3600 < 300 ? 110 : 30 + (s % 40);
    odometer += speed / 3600;
    if (s % everySeconds !== 0) continue;
    out.push({
      assetId, time: start + s * 1000, lat: 3.065 + Math.sin(odometer / 3) * 0.004, lng: 101.475 + ((odometer * 0.009) % 0.04), speed, heading: (s / 10) % 360,
      altitude: null, satellites: 9, valid: true, ignition: driving, inputs: stopped ? { in1: true } : {}, inputNames: { in1: 'PTO' }, fuelLitres: 200 - (odometer % 150),
      fuelPercent: 50, temperature: 30, voltage: 24, odometer, address: null, attributes: {},
    });
  }
  return out;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

describe('POST /v2/singleUnitPlayback3, one asset over a week', () => {
  bench(
    'route over HTTP, 1 Hz and every 7 s',
    async () => {
      const t = await createTestApp();
      try {
        const db = t.database.db;
        const [a1, a2] = await demoVisibleAssetIds(db);
        const from = Date.UTC(2024, 0, 1, -8); // long before any simulated history; midnight in Kuala Lumpur
        const t0 = performance.now();
        for (let d = 0; d < DAYS; d++) {
          await insertPositions(db, day(a1!, from + d * DAY, 1000 + d * 400, 1));
          await insertPositions(db, day(a2!, from + d * DAY, 1000 + d * 400, 7));
        }
        await sql`analyze positions`.execute(db);
        console.log(`stored ${DAYS} days for 2 assets in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        const { accessToken } = await loginAs(t.app, 'admin', 'admin');
        // The route's response schema, when it has one (`playbackResponseSchema` of @fleet/domain).
        const schema = (domain as Record<string, unknown>)['playbackResponseSchema'] as ZodType | undefined;
        for (const [label, assetId] of [['1 Hz (route only)', a1], ['every 7 s (full resolution + route)', a2]] as const) {
          const body = { timeRange: { start: from, end: from + DAYS * DAY - 1 }, units: [assetId], configuration: { speedType: 'overspeed', speedLimit: 90 } };
          const times: number[] = [];
          let payload = '';
          for (let i = 0; i < RUNS + 1; i++) {
            const s = performance.now();
            const r = await t.app.inject({ method: 'POST', url: '/v2/singleUnitPlayback3', headers: { authorization: `Bearer ${accessToken}` }, payload: body });
            const ms = performance.now() - s;
            if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body.slice(0, 500)}`);
            if (i > 0) times.push(ms); // the first warms the geocoder's cache
            payload = r.body;
          }
          const answer = JSON.parse(payload) as { totalPoints: number; routeArray: unknown[]; points: { t: unknown[] } | null };
          let encode = '';
          if (schema) {
            const e: number[] = [];
            const j: number[] = [];
            for (let i = 0; i < RUNS; i++) {
              let s = performance.now();
              const out = safeEncode(schema, answer);
              e.push(performance.now() - s);
              if (!out.success) throw new Error(out.error.message);
              s = performance.now();
              JSON.stringify(out.data);
              j.push(performance.now() - s);
            }
            encode = `; schema safeEncode median ${median(e).toFixed(1)} ms (JSON.stringify ${median(j).toFixed(1)} ms)`;
          }
          console.log(
            `${DAYS} days ${label}: ${answer.totalPoints} stored, route ${answer.routeArray.length}, full ${answer.points ? answer.points.t.length : 'not sent'}, ` +
              `${(payload.length / 1024).toFixed(0)} KiB; request median ${median(times).toFixed(0)} ms, p95 ${p95(times).toFixed(0)} ms over ${RUNS}${encode}`,
          );
        }
      } finally {
        await t.close();
      }
    },
    { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 },
  );
});
