import type { Position } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { pgBooleans, pgNumbers, pgTexts } from '../db/pg-array';
import type { DB } from '../db/schema';

/** Rows per INSERT statement. */
export const POSITION_INSERT_BATCH = 1000;

const json = (value: Record<string, unknown>) => (Object.keys(value).length === 0 ? null : JSON.stringify(value));

/**
 * Inserts reports in multi-row statements of at most `POSITION_INSERT_BATCH` rows, each one INSERT ... SELECT FROM
 * unnest(<one array literal per column>) (19 parameters whatever the row count: cheaper to bind than 19 per row; the
 * literals built by db/pg-array). A report
 * whose (asset, time) is stored already is skipped (ON CONFLICT DO NOTHING).
 * Run it inside the caller's transaction; the asset ids must exist (positions carry no foreign key). `batchSize`
 * (rows per statement) is for the P6 benchmark's comparison; callers keep the default. `onInserted`, when given, is
 * told the asset and time (ms) of each row stored.
 * @returns how many rows were stored
 */
export async function insertPositions(
  db: Kysely<DB>,
  positions: readonly Position[],
  batchSize = POSITION_INSERT_BATCH,
  onInserted?: (assetId: number, time: number) => void,
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < positions.length; start += batchSize) {
    const rows = positions.slice(start, start + batchSize);
    const n = (pick: (p: Position) => number | null) => pgNumbers(rows.map(pick));
    const b = (pick: (p: Position) => boolean | null) => pgBooleans(rows.map(pick));
    const t = (pick: (p: Position) => string | null) => pgTexts(rows.map(pick));
    const result = await sql<{ n: number }>`
      with inserted as (
        insert into positions (asset_id, time, lat, lng, speed, heading, altitude, satellites, valid, ignition, inputs,
          input_names, fuel_litres, fuel_percent, temperature, voltage, odometer, address, attributes)
        select a, to_timestamp(t / 1000.0), la, ln, sp, hd, al, sa, va, ig, coalesce(i, '{}'), coalesce(n, '{}'), fl, fp,
          te, vo, od, ad, coalesce(at, '{}')
        from unnest(
          ${n((p) => p.assetId)}::int[], ${n((p) => p.time)}::float8[], ${n((p) => p.lat)}::float8[],
          ${n((p) => p.lng)}::float8[], ${n((p) => p.speed)}::float8[], ${n((p) => p.heading)}::float8[],
          ${n((p) => p.altitude)}::float8[], ${n((p) => p.satellites)}::smallint[], ${b((p) => p.valid)}::bool[],
          ${b((p) => p.ignition)}::bool[], ${t((p) => json(p.inputs))}::jsonb[], ${t((p) => json(p.inputNames))}::jsonb[],
          ${n((p) => p.fuelLitres)}::float8[], ${n((p) => p.fuelPercent)}::float8[], ${n((p) => p.temperature)}::float8[],
          ${n((p) => p.voltage)}::float8[], ${n((p) => p.odometer)}::float8[], ${t((p) => p.address)}::text[],
          ${t((p) => json(p.attributes))}::jsonb[]
        ) as x(a, t, la, ln, sp, hd, al, sa, va, ig, i, n, fl, fp, te, vo, od, ad, at)
        on conflict (asset_id, time) do nothing
        returning asset_id, time
      )
      ${onInserted ? sql`select asset_id as a, round(extract(epoch from time) * 1000)::float8 as t from inserted` : sql`select count(*)::int as n from inserted`}`.execute(db);
    if (!onInserted) {
      stored += (result.rows[0] as { n: number } | undefined)?.n ?? 0;
      continue;
    }
    for (const row of result.rows as unknown as { a: number; t: number }[]) onInserted(row.a, Number(row.t));
    stored += result.rows.length;
  }
  return stored;
}
