import { ERROR_CODES, TRANSPORT_TEXTS as T, fenceCentre, tripNumber, type TripParsed } from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';

type Db = Kysely<DB> | Transaction<DB>;

/** Who changes a trip. */
export interface TripAuthor {
  userId: string;
  name: string;
}

const refused = (message: string, field?: string) => new HttpError(409, ERROR_CODES.invalidInput, message, field);
const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'Not found');

/** The stops of a trip as stored: a POI stop takes its POI's centre; its fence is the POI's ring at each check. */
async function stopRows(db: Db, tenantId: string, tripId: number, input: TripParsed) {
  const poiIds = input.stops.flatMap((s) => (s.poiId === null ? [] : [s.poiId as number]));
  const pois = poiIds.length === 0 ? [] : await db.selectFrom('pois').select(['id', 'ring']).where('tenant_id', '=', tenantId).where('id', '=', sql<number>`any(${poiIds}::int[])`).execute();
  return input.stops.map((s, seq) => {
    const poi = s.poiId === null ? undefined : pois.find((p) => p.id === s.poiId);
    if (s.poiId !== null && !poi) throw new HttpError(404, ERROR_CODES.notFound, 'Not found', `stops.${seq}.poiId`);
    const at = poi ? fenceCentre({ kind: 'ring', ring: poi.ring }) : { lat: s.lat!, lng: s.lng! };
    return {
      trip_id: tripId,
      // Stops are numbered from 1, as people count them.
      seq: seq + 1,
      kind: s.kind,
      poi_id: (s.poiId as number | null) ?? null,
      address: s.address,
      lat: at.lat,
      lng: at.lng,
      radius_m: s.radiusM,
      window_from: s.windowFrom === null ? null : new Date(s.windowFrom),
      window_to: s.windowTo === null ? null : new Date(s.windowTo),
      goods: s.goods,
      quantity: s.quantity,
      weight_kg: s.weightKg,
      notes: s.notes,
    };
  });
}

/** Where a trip sits in time: its first window's start and its last window's end, else `fallback`. */
function plannedSpan(input: TripParsed, fallback: number): { start: Date; end: Date } {
  const times = input.stops.flatMap((s) => [s.windowFrom, s.windowTo]).filter((t): t is number => t !== null);
  const start = times.length > 0 ? Math.min(...times) : fallback;
  const end = times.length > 0 ? Math.max(...times) : start;
  return { start: new Date(start), end: new Date(Math.max(start, end)) };
}

/** Plans a trip with the company's next number. @returns its id */
export async function createTrip(db: Kysely<DB>, tenantId: string, input: TripParsed, by: TripAuthor, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`trips:${tenantId}`}))`.execute(trx);
    const { n } = await trx.selectFrom('trips').select(sql<number>`coalesce(max(number), 0) + 1`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    const span = plannedSpan(input, now);
    const { id } = await trx
      .insertInto('trips')
      .values({
        tenant_id: tenantId,
        number: Number(n),
        reference: input.reference,
        client_id: (input.clientId as number | null) ?? null,
        asset_id: input.assetId as number,
        driver_id: (input.driverId as number | null) ?? null,
        transporter_id: (input.transporterId as number | null) ?? null,
        status: 'planned',
        notes: input.notes,
        planned_start: span.start,
        planned_end: span.end,
        created_by: by.userId,
        created_by_name: by.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('trip_stops').values(await stopRows(trx, tenantId, id, input)).execute();
    return id;
  });
}

/** Changes a planned trip (its stops replaced). */
export async function updateTrip(db: Kysely<DB>, tenantId: string, id: number, input: TripParsed, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await trx.selectFrom('trips').select(['status']).where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!trip) throw notFound();
    if (trip.status !== 'planned') throw refused(T.notPlanned);
    const span = plannedSpan(input, now);
    await trx
      .updateTable('trips')
      .set({
        reference: input.reference,
        client_id: (input.clientId as number | null) ?? null,
        asset_id: input.assetId as number,
        driver_id: (input.driverId as number | null) ?? null,
        transporter_id: (input.transporterId as number | null) ?? null,
        notes: input.notes,
        planned_start: span.start,
        planned_end: span.end,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('trip_stops').where('trip_id', '=', id).execute();
    await trx.insertInto('trip_stops').values(await stopRows(trx, tenantId, id, input)).execute();
  });
}

/**
 * Dispatches a planned trip at `now`: from then on its stops follow the vehicle's positions. A vehicle runs one trip
 * at a time (409 naming the one under way).
 */
export async function dispatchTrip(db: Kysely<DB>, tenantId: string, id: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await trx.selectFrom('trips').select(['status', 'asset_id']).where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!trip) throw notFound();
    if (trip.status !== 'planned') throw refused(T.cannotDispatch);
    await sql`select pg_advisory_xact_lock(hashtext(${`trips:asset:${trip.asset_id}`}))`.execute(trx);
    const busy = await trx.selectFrom('trips').select('number').where('asset_id', '=', trip.asset_id).where('status', 'in', ['dispatched', 'en-route', 'at-stop']).executeTakeFirst();
    if (busy) throw refused(T.vehicleBusy(tripNumber(busy.number)), 'assetId');
    await trx.updateTable('trips').set({ status: 'dispatched', dispatched_at: new Date(now), progress: null, progress_at: null, updated_at: sql`now()` }).where('id', '=', id).execute();
  });
}

/** Cancels a trip that is not completed (its reached stops stay as they were). */
export async function cancelTrip(db: Kysely<DB>, tenantId: string, id: number, reason: string, now: number): Promise<void> {
  const r = await db
    .updateTable('trips')
    .set({ status: 'cancelled', cancelled_at: new Date(now), cancel_reason: reason, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'not in', ['completed', 'cancelled'])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw refused(T.cannotCancel);
}

/** Plans a cancelled trip again: its stops start afresh. */
export async function reopenTrip(db: Kysely<DB>, tenantId: string, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('trips')
      .set({ status: 'planned', cancelled_at: null, cancel_reason: '', dispatched_at: null, completed_at: null, progress: null, progress_at: null, updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw refused(T.cannotReopen);
    await trx.updateTable('trip_stops').set({ state: 'pending', arrived_at: null, departed_at: null, pod_files: null, pod_note: null, pod_received_by: null, pod_at: null, pod_by: null }).where('trip_id', '=', id).execute();
  });
}

/** Records a proof of delivery at a stop the vehicle reached. */
export async function saveProofOfDelivery(db: Kysely<DB>, tenantId: string, tripId: number, seq: number, pod: { files: string[]; note: string; receivedBy: string }, by: TripAuthor, now: number): Promise<void> {
  const stop = await db
    .selectFrom('trip_stops as s')
    .innerJoin('trips as t', 't.id', 's.trip_id')
    .select(['s.id', 's.state'])
    .where('t.tenant_id', '=', tenantId)
    .where('s.trip_id', '=', tripId)
    .where('s.seq', '=', seq)
    .executeTakeFirst();
  if (!stop) throw notFound();
  if (stop.state === 'pending' || stop.state === 'skipped') throw refused(T.podNotArrived);
  await db.updateTable('trip_stops').set({ pod_files: JSON.stringify(pod.files), pod_note: pod.note, pod_received_by: pod.receivedBy, pod_at: new Date(now), pod_by: by.name }).where('id', '=', stop.id).execute();
}
