import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { ringBox, type PlaybackPoi, type PlaybackRow } from './build-playback';

/** Positions are read in keyset pages of this many rows. */
export const PLAYBACK_PAGE_ROWS = 50_000;

/** Time as ms (float8): cheaper to transfer and parse than a timestamptz. */
const epochMs = sql<number>`(extract(epoch from time) * 1000)::float8`;

interface RawRow {
  t: number;
  lat: number;
  lng: number;
  speed: number;
  heading: number;
  ignition: boolean | null;
  valid: boolean;
  fuel_litres: number | null;
  fuel_percent: number | null;
  temperature: number | null;
  odometer: number | null;
}

const toRow = (r: RawRow): PlaybackRow => ({
  t: Math.round(r.t),
  lat: r.lat,
  lng: r.lng,
  speed: r.speed,
  heading: r.heading,
  ignition: r.ignition,
  valid: r.valid,
  fuelLitres: r.fuel_litres,
  fuelPercent: r.fuel_percent,
  temperature: r.temperature,
  odometer: r.odometer,
});

/** How many positions the asset has in [from, to] (an index-only count). */
export async function countPlaybackRows(db: Kysely<DB>, assetId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('positions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('asset_id', '=', assetId)
    .where('time', '>=', new Date(from))
    .where('time', '<=', new Date(to))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The inputs and their names, read only where some input is on (most rows have none). */
const inputsOn = sql<Record<string, boolean> | null>`case when inputs <> '{}'::jsonb then inputs end`;
const inputNamesOn = sql<Record<string, string> | null>`case when inputs <> '{}'::jsonb then input_names end`;

/** Reads every position of the asset in [from, to], the playback columns, keyset page by page. */
export async function readPlaybackRows(db: Kysely<DB>, assetId: number, from: number, to: number, pageRows = PLAYBACK_PAGE_ROWS): Promise<PlaybackRow[]> {
  const out: PlaybackRow[] = [];
  let after = new Date(from - 1);
  const end = new Date(to);
  for (;;) {
    const rows = await db
      .selectFrom('positions')
      .select([
        epochMs.as('t'), 'lat', 'lng', 'speed', 'heading', 'ignition', 'valid', 'fuel_litres', 'fuel_percent', 'temperature', 'odometer',
        inputsOn.as('inputs'), inputNamesOn.as('input_names'),
      ])
      .where('asset_id', '=', assetId)
      .where('time', '>', after)
      .where('time', '<=', end)
      .orderBy('time')
      .limit(pageRows)
      .execute();
    for (const r of rows) out.push({ ...toRow(r), inputs: r.inputs, inputNames: r.input_names });
    if (rows.length < pageRows) return out;
    after = new Date((out[out.length - 1] as PlaybackRow).t);
  }
}

/** What the SQL thinning needs to keep every event. */
export interface CandidateOptions {
  /** Width of a time bucket, ms: the first row of each is a sample. */
  bucketMs: number;
  movingSpeedKmh: number;
  /** Overspeed marking limit, km/h, or null. */
  overspeedLimit: number | null;
  pois: readonly PlaybackPoi[];
}

/**
 * Reads the candidates for display in one query instead of every row: the first and last row, every row where the
 * moving flag, the ignition or the overspeed flag changes, plus the rows right before and after it; every row inside
 * a POI's bounding box and its neighbours; and the first row of each time bucket. Status, events and POIs computed
 * over these rows in order are those of the full sequence (the flags are constant between the kept transitions).
 * The window runs over three narrow columns; the kept rows' columns are then joined by primary key. Also answers
 * how many rows the period holds.
 */
export async function readPlaybackCandidates(
  db: Kysely<DB>,
  assetId: number,
  from: number,
  to: number,
  options: CandidateOptions,
): Promise<{ rows: PlaybackRow[]; total: number }> {
  // Long periods run as up to CANDIDATE_CHUNKS queries at once (a window pass is one core's work). A chunk's first two
  // rows and its last row count as changes (no lag/lead there), so the rows on both sides of a chunk border are kept
  // and the result is still exact.
  const chunks = Math.max(1, Math.min(CANDIDATE_CHUNKS, Math.floor((to - from) / CANDIDATE_CHUNK_MIN_MS)));
  const step = Math.ceil((to - from + 1) / chunks);
  const parts = await Promise.all(
    Array.from({ length: chunks }, (_, k) => readCandidateChunk(db, assetId, from, from + k * step, Math.min(to, from + (k + 1) * step - 1), options)),
  );
  return { rows: parts.flatMap((p) => p.rows), total: parts.reduce((n, p) => n + p.total, 0) };
}

/** At most this many candidate queries run at once for one playback. */
export const CANDIDATE_CHUNKS = 4;
/** A candidate query covers at least this long a period, ms. */
const CANDIDATE_CHUNK_MIN_MS = 12 * 3_600_000;

/** The candidates of [chunkFrom, chunkTo] (buckets aligned on `from`). */
async function readCandidateChunk(
  db: Kysely<DB>,
  assetId: number,
  origin: number,
  from: number,
  to: number,
  options: CandidateOptions,
): Promise<{ rows: PlaybackRow[]; total: number }> {
  const boxes = options.pois.filter((p) => p.ring.length >= 3).map((p) => ringBox(p.ring));
  const inBox: RawBuilder<boolean> =
    boxes.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`(${sql.join(
          boxes.map((b) => sql`(lng between ${b.minX}::float8 and ${b.maxX}::float8 and lat between ${b.minY}::float8 and ${b.maxY}::float8)`),
          sql` or `,
        )})`;
  const over = options.overspeedLimit === null ? sql<number>`0` : sql<number>`(speed > ${options.overspeedLimit}::float8)::int * 8`;
  // The state whose changes matter: moving, ignition (on/off/none) and overspeed; inside a POI box every row has a
  // state of its own (minus its time), so that each such row counts as a change and is kept with its neighbours.
  const result = await sql<RawRow & { rn: string | number; inputs: Record<string, boolean>; input_names: Record<string, string> }>`
    with p as (
      select time,
        case when ${inBox} then -(extract(epoch from time) * 1000)::float8
          else ((speed >= ${options.movingSpeedKmh}::float8)::int + coalesce(ignition::int, 2) * 2 + ${over})::float8 end as s,
        date_bin(${options.bucketMs}::float8 * interval '1 millisecond', time, ${new Date(origin)}::timestamptz) as bk
      from positions
      where asset_id = ${assetId} and time >= ${new Date(from)} and time <= ${new Date(to)}
    ), q as (
      select time, s, lag(s) over w as s1, lag(s, 2) over w as s0, lead(s) over w as s2, bk, lag(bk) over w as pbk,
        row_number() over w as rn
      from p window w as (order by time)
    ), k as (
      select time, rn from q
      where s is distinct from s1 or s1 is distinct from s0 or s2 is distinct from s or s2 is null or bk is distinct from pbk
    )
    select ${sql.raw('(extract(epoch from x.time) * 1000)::float8')} as t, x.lat, x.lng, x.speed, x.heading, x.ignition, x.valid,
      x.fuel_litres, x.fuel_percent, x.temperature, x.odometer, x.inputs, x.input_names, k.rn
    from k join positions x on x.asset_id = ${assetId} and x.time = k.time and x.time >= ${new Date(from)} and x.time <= ${new Date(to)}
    order by x.time`.execute(db);
  const rows = result.rows.map((r) => ({ ...toRow(r), inputs: r.inputs, inputNames: r.input_names }));
  const lastRow = result.rows[result.rows.length - 1];
  return { rows, total: lastRow ? Number(lastRow.rn) : 0 };
}
