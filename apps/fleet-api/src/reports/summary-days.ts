import {
  SUMMARY_PARTS_VERSION,
  dashboardOdometerKm,
  dayWindows,
  mergeSummaryParts,
  mileageFromParts,
  mileageRow,
  summaryParts,
  summaryRowFromParts,
  type DayWindow,
  type MonthUsage,
  type ReportPoint,
  type ReportRow,
  type SummaryParts,
} from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import { UNGROUPED } from '../assets/asset-repository';
import type { DB } from '../db/schema';
import { listReportAssets, readPreviousPoint, streamReportPoints } from './report-data';

/** A local day is stored once it ended this long ago (late positions of the last hour are common; older ones rare). */
export const SUMMARY_CLOSE_GRACE_MS = 3_600_000;
/** The widest zone offsets, ms: a position may fall in any zone's day within this much of its UTC date. */
const MAX_ZONE_OFFSET_MS = 14 * 3_600_000;

/** What a Summary is asked for. */
export interface SummaryQuery {
  tenantId: string;
  assetIds: readonly number[];
  from: number;
  to: number;
  timeZone: string;
}

/**
 * Drops the stored days a late batch of positions may change: for each asset whose oldest new position is older than
 * the grace, every stored day from that position's earliest possible local date on. Runs in the ingest transaction.
 */
export async function invalidateSummaryDays(trx: Transaction<DB> | Kysely<DB>, oldest: ReadonlyMap<number, number>, now: number): Promise<void> {
  const ids: number[] = [];
  const days: string[] = [];
  for (const [assetId, time] of oldest) {
    if (time >= now - SUMMARY_CLOSE_GRACE_MS) continue;
    ids.push(assetId);
    days.push(new Date(time - MAX_ZONE_OFFSET_MS).toISOString().slice(0, 10));
  }
  if (ids.length === 0) return;
  // One statement for the whole batch (a device replaying its backlog touches many assets at once).
  await sql`
    delete from summary_days s
    using unnest(${ids}::int[], ${days}::text[]) as x(asset_id, from_day)
    where s.asset_id = x.asset_id and s.day >= x.from_day`.execute(trx);
}

/** Stored parts as they are kept in `summary_days.parts`: the figures and the version of their definitions. */
type StoredParts = SummaryParts & { version?: number };

/**
 * Computes the figures of each window from the asset's positions, reading them once over the windows' span. Each
 * window's distance counts the step from the last fix before it (README "Definitions"), so days add up exactly.
 */
async function computeWindows(db: Kysely<DB>, assetId: number, windows: readonly DayWindow[]): Promise<SummaryParts[]> {
  if (windows.length === 0) return [];
  const buckets: ReportPoint[][] = windows.map(() => []);
  const before: (ReportPoint | null)[] = windows.map(() => null);
  let w = 0;
  const first = windows[0]!;
  const last = windows[windows.length - 1]!;
  let prev = await readPreviousPoint(db, assetId, first.start);
  for await (const page of streamReportPoints(db, assetId, first.start, last.end - 1, { inputs: false })) {
    for (const p of page) {
      while (w < windows.length && p.time >= windows[w]!.end) w++;
      if (w === windows.length) break;
      if (p.time >= windows[w]!.start) {
        if (buckets[w]!.length === 0) before[w] = prev;
        buckets[w]!.push(p);
      }
      prev = p;
    }
  }
  return buckets.map((b, i) => summaryParts(b, before[i]));
}

/**
 * computeWindows over each run of adjacent windows: the partial days at both ends of a period are read on their own,
 * not with every stored day between them.
 */
async function computeRuns(db: Kysely<DB>, assetId: number, windows: readonly DayWindow[]): Promise<SummaryParts[]> {
  const out: SummaryParts[] = [];
  let run: DayWindow[] = [];
  for (const w of windows) {
    if (run.length > 0 && run[run.length - 1]!.end !== w.start) {
      out.push(...(await computeWindows(db, assetId, run)));
      run = [];
    }
    run.push(w);
  }
  out.push(...(await computeWindows(db, assetId, run)));
  return out;
}

/** A report asset with each day window of the period and its parts, in time order. */
interface AssetDays {
  asset: Awaited<ReturnType<typeof listReportAssets>>[number];
  days: { window: DayWindow; parts: SummaryParts }[];
}

/**
 * Each asset's parts for every day of the period: stored closed days as they are, the days not stored yet computed
 * (and stored), the open or partial days at the ends of the period from positions. Start and end odometers are the
 * dashboard's (the asset's offset added), as every report shows them; stored parts keep the tracker's.
 */
async function loadDayParts(db: Kysely<DB>, query: SummaryQuery, now: number): Promise<AssetDays[]> {
  const assets = await listReportAssets(db, query.tenantId, query.assetIds);
  if (assets.length === 0) return [];
  const windows = dayWindows(query.from, query.to, query.timeZone);
  const closed = windows.filter((w) => w.whole && w.end <= now - SUMMARY_CLOSE_GRACE_MS);
  const stored = new Map<string, SummaryParts>();
  if (closed.length > 0) {
    const rows = await db
      .selectFrom('summary_days')
      .select(['asset_id', 'day', 'parts'])
      .where('asset_id', '=', sql<number>`any(${assets.map((a) => a.id)}::int[])`)
      .where('time_zone', '=', query.timeZone)
      .where('day', '=', sql<string>`any(${closed.map((w) => w.day)}::text[])`)
      .execute();
    // Parts stored under older definitions are recomputed (and stored again) as if missing.
    for (const r of rows) if ((r.parts as StoredParts).version === SUMMARY_PARTS_VERSION) stored.set(`${r.asset_id}/${r.day}`, r.parts);
  }
  const out: AssetDays[] = [];
  for (const a of assets) {
    const missing = windows.filter((w) => !(w.whole && stored.has(`${a.id}/${w.day}`)));
    const computed = await computeRuns(db, a.id, missing);
    const toStore = missing.flatMap((w, i) => (closed.includes(w) ? [{ asset_id: a.id, time_zone: query.timeZone, day: w.day, parts: JSON.stringify({ ...computed[i], version: SUMMARY_PARTS_VERSION }) }] : []));
    if (toStore.length > 0) {
      await db
        .insertInto('summary_days')
        .values(toStore)
        .onConflict((oc) => oc.columns(['asset_id', 'time_zone', 'day']).doUpdateSet((eb) => ({ parts: eb.ref('excluded.parts'), computed_at: sql`now()` })))
        .execute();
    }
    const fresh = new Map(missing.map((w, i) => [w, computed[i]!]));
    const offset = a.odometer_offset_km;
    const days = windows.map((window) => {
      const parts = fresh.get(window) ?? stored.get(`${a.id}/${window.day}`)!;
      const { version: _version, ...figures } = parts as StoredParts;
      return {
        window,
        parts: offset === 0 ? figures : { ...figures, startOdometer: dashboardOdometerKm(figures.startOdometer, offset), endOdometer: dashboardOdometerKm(figures.endOdometer, offset) },
      };
    });
    out.push({ asset: a, days });
  }
  return out;
}

const reportAsset = (a: AssetDays['asset']) => ({ assetId: a.id, assetName: a.name, assetGroup: a.group ?? UNGROUPED });

/**
 * The Summary report rows: each asset's figures merged from its days (loadDayParts). A trip that crosses local
 * midnight counts on both days, as in daily fleet reports.
 */
export async function loadSummaryRows(db: Kysely<DB>, query: SummaryQuery, now: number): Promise<ReportRow[]> {
  return (await loadDayParts(db, query, now)).map(({ asset, days }) => summaryRowFromParts(reportAsset(asset), mergeSummaryParts(days.map((d) => d.parts))));
}

/** The Mileage report rows: one per asset and day with positions, from the same day parts as the Summary. */
export async function loadMileageRows(db: Kysely<DB>, query: SummaryQuery, now: number): Promise<ReportRow[]> {
  return (await loadDayParts(db, query, now)).flatMap(({ asset, days }) =>
    days.flatMap(({ window, parts }) => {
      const mileage = mileageFromParts(window.day, parts);
      return mileage ? [mileageRow(reportAsset(asset), mileage)] : [];
    }),
  );
}

/**
 * Each asset's use by month of the period (`YYYY-MM` in the query's zone), from the same day parts as the Summary:
 * km by the one definition of distance and engine hours by the meter's; null for an asset without positions.
 */
export async function loadMonthUsage(db: Kysely<DB>, query: SummaryQuery, now: number): Promise<MonthUsage[]> {
  const out: MonthUsage[] = [];
  for (const { asset, days } of await loadDayParts(db, query, now)) {
    const months = new Map<string, { km: number; engineMs: number; points: number }>();
    for (const { window, parts } of days) {
      const m = months.get(window.day.slice(0, 7)) ?? { km: 0, engineMs: 0, points: 0 };
      m.km += parts.distanceKm;
      m.engineMs += parts.engineMs ?? 0;
      m.points += parts.points;
      months.set(window.day.slice(0, 7), m);
    }
    for (const [month, m] of months) out.push({ assetId: asset.id, month, km: m.points > 0 ? m.km : null, engineHours: m.points > 0 ? m.engineMs / 3_600_000 : null });
  }
  return out;
}
