import { ASSET_STATUSES, FUTURE_TOLERANCE_MS, type AssetStatus, type Position, type StatusInput } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { LastStateLookup } from '../assets/last-state';
import { pgBooleans, pgNumbers, pgTexts } from '../db/pg-array';
import type { DB } from '../db/schema';
import { toStatusInput, type AssetState } from './asset-state';

const asStatus = (s: string): AssetStatus => ((ASSET_STATUSES as readonly string[]).includes(s) ? (s as AssetStatus) : 'Inactive');
const json = (value: Record<string, unknown>) => JSON.stringify(value);

/** Which states to read. */
export interface StateQuery {
  assetIds?: readonly number[];
  tenantId?: string;
  /** Lock the rows until the transaction ends (ingest). */
  forUpdate?: boolean;
}

/** A state as the JSON of readAssetStates (times in ms since epoch). */
interface StateJson {
  asset_id: number;
  tenant_id: string;
  time: number;
  lat: number;
  lng: number;
  speed: number;
  heading: number;
  altitude: number | null;
  satellites: number | null;
  valid: boolean;
  ignition: boolean | null;
  inputs: Record<string, boolean>;
  input_names: Record<string, string>;
  fuel_litres: number | null;
  fuel_percent: number | null;
  temperature: number | null;
  voltage: number | null;
  odometer: number | null;
  address: string | null;
  attributes: Record<string, unknown>;
  stationary_since: number | null;
  status: string;
  engine_ms: number;
}

/**
 * Reads asset states by asset ids and/or tenant, ordered (and, with forUpdate, locked) by asset id. The rows come back as one JSON array with
 * times in ms (one native JSON.parse instead of per-column row parsing and Date objects: the ingest reads 1,000
 * states per batch).
 */
export async function readAssetStates(db: Kysely<DB>, query: StateQuery): Promise<AssetState[]> {
  if (query.assetIds && query.assetIds.length === 0) return [];
  const where = [
    query.assetIds ? sql`asset_id = any(${[...query.assetIds]}::int[])` : undefined,
    query.tenantId ? sql`tenant_id = ${query.tenantId}` : undefined,
  ].filter((w) => w !== undefined);
  const { rows } = await sql<{ states: string }>`
    select coalesce(json_agg(s order by s.asset_id), '[]')::text as states from (
      select asset_id, tenant_id, extract(epoch from time) * 1000 as time, lat, lng, speed, heading, altitude,
        satellites, valid, ignition, inputs, input_names, fuel_litres, fuel_percent, temperature, voltage, odometer,
        address, attributes, extract(epoch from stationary_since) * 1000 as stationary_since, status, engine_ms
      from asset_state
      ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by asset_id
      ${query.forUpdate ? sql`for update` : sql``}
    ) s`.execute(db);
  const parsed = JSON.parse(rows[0]?.states ?? '[]') as StateJson[];
  return parsed.map((r) => ({
    assetId: r.asset_id,
    tenantId: r.tenant_id,
    last: {
      assetId: r.asset_id,
      time: Math.round(r.time),
      lat: r.lat,
      lng: r.lng,
      speed: r.speed,
      heading: r.heading,
      altitude: r.altitude,
      satellites: r.satellites,
      valid: r.valid,
      ignition: r.ignition,
      inputs: r.inputs,
      inputNames: r.input_names,
      fuelLitres: r.fuel_litres,
      fuelPercent: r.fuel_percent,
      temperature: r.temperature,
      voltage: r.voltage,
      odometer: r.odometer,
      address: r.address,
      attributes: r.attributes,
    },
    stationarySince: r.stationary_since === null ? null : Math.round(r.stationary_since),
    status: asStatus(r.status),
    engineMs: r.engine_ms,
  }));
}

/**
 * Writes states (insert or replace) in one statement over unnest(<one array literal per column>, db/pg-array): 24 parameters whatever the
 * number of states (a 1,000-state batch bound 23,000 parameters before, the slowest step of an ingest). A row already
 * holding a newer report is left alone, so that two ingests racing on PostgreSQL cannot move an asset back in time,
 * unless that report is dated more than a day after `now` (a frozen state, see filterPosition): then it is replaced.
 */
export async function upsertAssetStates(db: Kysely<DB>, states: readonly AssetState[], now: number): Promise<void> {
  if (states.length === 0) return;
  const n = (pick: (p: Position) => number | null) => pgNumbers(states.map((s) => pick(s.last)));
  const b = (pick: (p: Position) => boolean | null) => pgBooleans(states.map((s) => pick(s.last)));
  const t = (pick: (p: Position) => string | null) => pgTexts(states.map((s) => pick(s.last)));
  await sql`
    insert into asset_state (asset_id, tenant_id, time, lat, lng, speed, heading, altitude, satellites, valid, ignition,
      inputs, input_names, fuel_litres, fuel_percent, temperature, voltage, odometer, address, attributes,
      stationary_since, status, engine_ms, updated_at)
    select a, tn, to_timestamp(t / 1000.0), la, ln, sp, hd, al, sa, va, ig, i, n, fl, fp, te, vo, od, ad, at,
      to_timestamp(ss / 1000.0), st, em, ${new Date(now)}
    from unnest(
      ${pgNumbers(states.map((s) => s.assetId))}::int[], ${pgTexts(states.map((s) => s.tenantId))}::uuid[], ${n((p) => p.time)}::float8[],
      ${n((p) => p.lat)}::float8[], ${n((p) => p.lng)}::float8[], ${n((p) => p.speed)}::float8[],
      ${n((p) => p.heading)}::float8[], ${n((p) => p.altitude)}::float8[], ${n((p) => p.satellites)}::smallint[],
      ${b((p) => p.valid)}::bool[], ${b((p) => p.ignition)}::bool[], ${t((p) => json(p.inputs))}::jsonb[],
      ${t((p) => json(p.inputNames))}::jsonb[], ${n((p) => p.fuelLitres)}::float8[],
      ${n((p) => p.fuelPercent)}::float8[], ${n((p) => p.temperature)}::float8[], ${n((p) => p.voltage)}::float8[],
      ${n((p) => p.odometer)}::float8[], ${t((p) => p.address)}::text[], ${t((p) => json(p.attributes))}::jsonb[],
      ${pgNumbers(states.map((s) => s.stationarySince))}::float8[], ${pgTexts(states.map((s) => s.status))}::text[],
      ${pgNumbers(states.map((s) => s.engineMs))}::float8[]
    ) as x(a, tn, t, la, ln, sp, hd, al, sa, va, ig, i, n, fl, fp, te, vo, od, ad, at, ss, st, em)
    on conflict (asset_id) do update set
      time = excluded.time, lat = excluded.lat, lng = excluded.lng, speed = excluded.speed, heading = excluded.heading,
      altitude = excluded.altitude, satellites = excluded.satellites, valid = excluded.valid, ignition = excluded.ignition,
      inputs = excluded.inputs, input_names = excluded.input_names, fuel_litres = excluded.fuel_litres,
      fuel_percent = excluded.fuel_percent, temperature = excluded.temperature, voltage = excluded.voltage,
      odometer = excluded.odometer, address = excluded.address, attributes = excluded.attributes,
      stationary_since = excluded.stationary_since, status = excluded.status, engine_ms = excluded.engine_ms,
      updated_at = excluded.updated_at
    where asset_state.time <= excluded.time or asset_state.time > ${new Date(now + FUTURE_TOLERANCE_MS)}`.execute(db);
}

/**
 * Stores new statuses (the status ticker) in one statement. A row whose report changed meanwhile (an ingest won the
 * race) is left alone. @returns the asset ids updated
 */
export async function updateAssetStatuses(
  db: Kysely<DB>,
  changes: readonly { assetId: number; status: AssetStatus; time: number }[],
  now: number,
): Promise<Set<number>> {
  if (changes.length === 0) return new Set();
  const { rows } = await sql<{ asset_id: number }>`
    update asset_state s set status = c.status, updated_at = ${new Date(now)}
    from unnest(${changes.map((c) => c.assetId)}::int[], ${changes.map((c) => c.status)}::text[],
      ${changes.map((c) => c.time)}::float8[]) as c(asset_id, status, t)
    where s.asset_id = c.asset_id and s.time = to_timestamp(c.t / 1000.0)
    returning s.asset_id`.execute(db);
  return new Set(rows.map((r) => r.asset_id));
}

/** The dashboard's lookup of last states, from asset_state. */
export function assetStateLookup(db: Kysely<DB>): LastStateLookup {
  return async (assetIds) => {
    const states = await readAssetStates(db, { assetIds });
    return new Map<number, StatusInput>(states.map((s) => [s.assetId, toStatusInput(s)]));
  };
}
