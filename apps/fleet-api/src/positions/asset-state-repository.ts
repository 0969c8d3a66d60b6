import { ASSET_STATUSES, type AssetStatus, type StatusInput } from '@fleet/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LastStateLookup } from '../assets/last-state';
import type { AssetStateTable, DB } from '../db/schema';
import { toStatusInput, type AssetState } from './asset-state';

type StateRow = Selectable<AssetStateTable>;

const asStatus = (s: string): AssetStatus => ((ASSET_STATUSES as readonly string[]).includes(s) ? (s as AssetStatus) : 'Inactive');
const json = (value: Record<string, unknown>) => JSON.stringify(value);

/** An asset_state row as a state. */
export function stateFromRow(row: StateRow): AssetState {
  return {
    assetId: row.asset_id,
    tenantId: row.tenant_id,
    last: {
      assetId: row.asset_id,
      time: row.time.getTime(),
      lat: row.lat,
      lng: row.lng,
      speed: row.speed,
      heading: row.heading,
      altitude: row.altitude,
      satellites: row.satellites,
      valid: row.valid,
      ignition: row.ignition,
      inputs: row.inputs,
      inputNames: row.input_names,
      fuelLitres: row.fuel_litres,
      fuelPercent: row.fuel_percent,
      temperature: row.temperature,
      voltage: row.voltage,
      odometer: row.odometer,
      address: row.address,
      attributes: row.attributes,
    },
    stationarySince: row.stationary_since?.getTime() ?? null,
    status: asStatus(row.status),
  };
}

/** Which states to read. */
export interface StateQuery {
  assetIds?: readonly number[];
  tenantId?: string;
  /** Lock the rows until the transaction ends (ingest). */
  forUpdate?: boolean;
}

/** Reads asset states by asset ids and/or tenant, ordered by asset id. */
export async function readAssetStates(db: Kysely<DB>, query: StateQuery): Promise<AssetState[]> {
  if (query.assetIds && query.assetIds.length === 0) return [];
  let q = db.selectFrom('asset_state').selectAll().orderBy('asset_id');
  if (query.assetIds) q = q.where('asset_id', '=', sql<number>`any(${[...query.assetIds]}::int[])`);
  if (query.tenantId) q = q.where('tenant_id', '=', query.tenantId);
  if (query.forUpdate) q = q.forUpdate();
  return (await q.execute()).map(stateFromRow);
}

/**
 * Writes states (insert or replace). A row already holding a newer report is left alone, so that two ingests racing
 * on PostgreSQL cannot move an asset back in time.
 */
export async function upsertAssetStates(db: Kysely<DB>, states: readonly AssetState[], now: number): Promise<void> {
  if (states.length === 0) return;
  const updatedAt = new Date(now);
  await db
    .insertInto('asset_state')
    .values(
      states.map(({ assetId, tenantId, last: p, stationarySince, status }) => ({
        asset_id: assetId,
        tenant_id: tenantId,
        time: new Date(p.time),
        lat: p.lat,
        lng: p.lng,
        speed: p.speed,
        heading: p.heading,
        altitude: p.altitude,
        satellites: p.satellites,
        valid: p.valid,
        ignition: p.ignition,
        inputs: json(p.inputs),
        input_names: json(p.inputNames),
        fuel_litres: p.fuelLitres,
        fuel_percent: p.fuelPercent,
        temperature: p.temperature,
        voltage: p.voltage,
        odometer: p.odometer,
        address: p.address,
        attributes: json(p.attributes),
        stationary_since: stationarySince === null ? null : new Date(stationarySince),
        status,
        updated_at: updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('asset_id')
        .doUpdateSet((eb) => ({
          time: eb.ref('excluded.time'),
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          speed: eb.ref('excluded.speed'),
          heading: eb.ref('excluded.heading'),
          altitude: eb.ref('excluded.altitude'),
          satellites: eb.ref('excluded.satellites'),
          valid: eb.ref('excluded.valid'),
          ignition: eb.ref('excluded.ignition'),
          inputs: eb.ref('excluded.inputs'),
          input_names: eb.ref('excluded.input_names'),
          fuel_litres: eb.ref('excluded.fuel_litres'),
          fuel_percent: eb.ref('excluded.fuel_percent'),
          temperature: eb.ref('excluded.temperature'),
          voltage: eb.ref('excluded.voltage'),
          odometer: eb.ref('excluded.odometer'),
          address: eb.ref('excluded.address'),
          attributes: eb.ref('excluded.attributes'),
          stationary_since: eb.ref('excluded.stationary_since'),
          status: eb.ref('excluded.status'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('asset_state.time', '<=', (eb) => eb.ref('excluded.time')),
    )
    .execute();
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
