import { ERROR_CODES, TRANSPORT_TEXTS as T, daysBetween, type Client, type Driver, type DriverParsed, type Transporter, type clientInputSchema, type transporterInputSchema } from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';

type Db = Kysely<DB> | Transaction<DB>;
type TransporterParsed = z.output<typeof transporterInputSchema>;
type ClientParsed = z.output<typeof clientInputSchema>;

const taken = (message: string, field: string) => new HttpError(409, ERROR_CODES.duplicate, message, field);
/** Days before a licence's expiry it is told as due soon. */
const LICENCE_NOTICE_DAYS = 30;

/** The drivers of a company (or these), by name, with the vehicle each is on now. */
export async function listDrivers(db: Db, tenantId: string, today: string, ids?: readonly number[]): Promise<Driver[]> {
  const rows = await db
    .selectFrom('drivers as d')
    .leftJoin('assets as a', 'a.id', 'd.asset_id')
    .selectAll('d')
    .select('a.name as asset_name')
    .where('d.tenant_id', '=', tenantId)
    .$if(ids !== undefined, (q) => q.where('d.id', '=', sql<number>`any(${[...(ids ?? [])]}::int[])`))
    .orderBy('d.name')
    .execute();
  if (rows.length === 0) return [];
  const driverIds = rows.map((r) => r.id);
  // Now on: a trip under way, else a key the vehicle reports, else the assignment.
  const [onTrip, onKey] = await Promise.all([
    db.selectFrom('trips').select(['driver_id', 'asset_id']).where('driver_id', '=', sql<number>`any(${driverIds}::int[])`).where('status', 'in', ['dispatched', 'en-route', 'at-stop']).execute(),
    db.selectFrom('driver_assignments').select(['driver_id', 'asset_id']).where('driver_id', '=', sql<number>`any(${driverIds}::int[])`).where('to_time', 'is', null).execute(),
  ]);
  return rows.map((r) => {
    const days = r.licence_expiry === null ? null : daysBetween(today, r.licence_expiry);
    return {
      id: r.id,
      name: r.name,
      phone: r.phone,
      licenceClass: r.licence_class,
      licenceExpiry: r.licence_expiry,
      licenceState: days === null ? null : days < 0 ? 'expired' : days <= LICENCE_NOTICE_DAYS ? 'due-soon' : 'ok',
      driverKey: r.driver_key,
      assetId: r.asset_id,
      assetName: r.asset_name,
      photoUrl: r.photo_url,
      notes: r.notes,
      active: r.active,
      onAssetId: onTrip.find((t) => t.driver_id === r.id)?.asset_id ?? onKey.find((k) => k.driver_id === r.id)?.asset_id ?? r.asset_id,
    };
  });
}

/** Adds or changes a driver (409 when the name or the key is another driver's). @returns its id */
export async function saveDriver(db: Kysely<DB>, tenantId: string, input: DriverParsed, id: number | null): Promise<number> {
  const others = (q: ReturnType<typeof base>) => (id === null ? q : q.where('id', '<>', id));
  const base = () => db.selectFrom('drivers').select('id').where('tenant_id', '=', tenantId);
  if (await others(base().where(sql<string>`lower(name)`, '=', input.name.toLowerCase())).executeTakeFirst()) throw taken(T.driverNameTaken, 'name');
  if (input.driverKey !== null && (await others(base().where(sql<string>`lower(driver_key)`, '=', input.driverKey.toLowerCase())).executeTakeFirst())) throw taken(T.driverKeyTaken, 'driverKey');
  const columns = {
    name: input.name,
    phone: input.phone,
    licence_class: input.licenceClass,
    licence_expiry: input.licenceExpiry,
    driver_key: input.driverKey,
    asset_id: (input.assetId as number | null) ?? null,
    photo_url: input.photoUrl,
    notes: input.notes,
    active: input.active,
  };
  return db.transaction().execute(async (trx) => {
    const before = id === null ? undefined : await trx.selectFrom('drivers').select('asset_id').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
    const savedId =
      id === null
        ? (await trx.insertInto('drivers').values({ tenant_id: tenantId, ...columns }).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.updateTable('drivers').set({ ...columns, updated_at: sql`now()` }).where('id', '=', id).where('tenant_id', '=', tenantId).returning('id').executeTakeFirstOrThrow()).id;
    // The assignment to a vehicle is kept as a span (who drove what, when).
    if ((before?.asset_id ?? null) !== columns.asset_id) {
      await trx.updateTable('driver_assignments').set({ to_time: sql`now()` }).where('driver_id', '=', savedId).where('source', '=', 'manual').where('to_time', 'is', null).execute();
      if (columns.asset_id !== null) await trx.insertInto('driver_assignments').values({ tenant_id: tenantId, driver_id: savedId, asset_id: columns.asset_id, from_time: sql`now()` as unknown as Date, source: 'manual' }).execute();
    }
    return savedId;
  });
}

/** The transporters of a company (or these), with their vehicles. */
export async function listTransporters(db: Db, tenantId: string, ids?: readonly number[]): Promise<Transporter[]> {
  const rows = await db
    .selectFrom('transporters')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(ids !== undefined, (q) => q.where('id', '=', sql<number>`any(${[...(ids ?? [])]}::int[])`))
    .orderBy('name')
    .execute();
  const vehicles = rows.length === 0 ? [] : await db.selectFrom('assets').select(['id', 'transporter_id']).where('transporter_id', '=', sql<number>`any(${rows.map((r) => r.id)}::int[])`).where('deleted_at', 'is', null).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, contact: r.contact, phone: r.phone, email: r.email, notes: r.notes, active: r.active, assetIds: vehicles.filter((v) => v.transporter_id === r.id).map((v) => v.id) }));
}

/** The clients of a company (or these), with their sites. */
export async function listClients(db: Db, tenantId: string, ids?: readonly number[]): Promise<Client[]> {
  const rows = await db
    .selectFrom('transport_clients')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(ids !== undefined, (q) => q.where('id', '=', sql<number>`any(${[...(ids ?? [])]}::int[])`))
    .orderBy('name')
    .execute();
  const sites =
    rows.length === 0
      ? []
      : await db
          .selectFrom('transport_client_sites as s')
          .innerJoin('pois as p', 'p.id', 's.poi_id')
          .select(['s.client_id', 'p.id', 'p.name'])
          .where('s.client_id', '=', sql<number>`any(${rows.map((r) => r.id)}::int[])`)
          .orderBy('p.name')
          .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, contact: r.contact, phone: r.phone, email: r.email, notes: r.notes, active: r.active, sites: sites.filter((s) => s.client_id === r.id).map((s) => ({ poiId: s.id, name: s.name })) }));
}

/** Adds or changes a transporter or a client (409 when the name is another's); its vehicles or sites replaced. */
export async function savePartner(db: Kysely<DB>, tenantId: string, table: 'transporters' | 'transport_clients', input: TransporterParsed | ClientParsed, id: number | null): Promise<number> {
  const sameName = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
    .$if(id !== null, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (sameName) throw taken(T.partnerNameTaken, 'name');
  const columns = { name: input.name, contact: input.contact, phone: input.phone, email: input.email, notes: input.notes, active: input.active };
  return db.transaction().execute(async (trx) => {
    const savedId =
      id === null
        ? (await trx.insertInto(table).values({ tenant_id: tenantId, ...columns }).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.updateTable(table).set({ ...columns, updated_at: sql`now()` }).where('id', '=', id).where('tenant_id', '=', tenantId).returning('id').executeTakeFirstOrThrow()).id;
    if ('assetIds' in input) {
      await trx.updateTable('assets').set({ transporter_id: null }).where('transporter_id', '=', savedId).execute();
      const assetIds = [...new Set(input.assetIds as number[])];
      if (assetIds.length > 0) await trx.updateTable('assets').set({ transporter_id: savedId }).where('tenant_id', '=', tenantId).where('id', '=', sql<number>`any(${assetIds}::int[])`).execute();
    } else {
      await trx.deleteFrom('transport_client_sites').where('client_id', '=', savedId).execute();
      const poiIds = [...new Set(input.poiIds as number[])];
      if (poiIds.length > 0) await trx.insertInto('transport_client_sites').values(poiIds.map((poi_id) => ({ client_id: savedId, poi_id }))).execute();
    }
    return savedId;
  });
}
