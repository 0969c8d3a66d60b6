/**
 * The demo's transport, written once per data folder after the simulator's first backfill: drivers on the demo
 * trucks, the own fleet and a subcontractor as transporters, clients at the demo's customer POIs, and a week of trips
 * made from what the trucks really drove (demo-trips.ts) — their arrivals and departures those the TripTracker finds
 * in the stored positions, so that the board, the on-time figures and the drivers' summaries agree with the map.
 * One read of the week's truck positions, then one transaction of batched inserts (a dozen statements).
 */
import { TRIP_STATUSES, fenceCentre, localDateKey, onTimeFigures, type TripStatus } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { loadDemoBasics } from '../demo-maintenance/demo-context';
import { DEMO_POIS, polygonRing } from '../demo-pois';
import { DEMO_CLIENTS, DEMO_DRIVERS, DEMO_TRANSPORTERS } from './demo-people';
import { assignHubs, planDemoTrips, type DemoPlace, type DemoTruck, type TripDraft } from './demo-trips';

/** server_settings key that marks the demo transport as written. */
export const DEMO_TRANSPORT_KEY = 'seed:demo-transport-v1';

const DAY = 86_400_000;
/** Days of history the trips are made from. */
export const TRIP_HISTORY_DAYS = 7;
/** How long before now the drivers' assignments to their trucks began, days. */
const ASSIGNED_DAYS = 30;

/** What the demo transport wrote. */
export interface DemoTransportResult {
  drivers: number;
  transporters: number;
  clients: number;
  trips: Partial<Record<TripStatus, number>>;
  lateTrips: number;
  onTimePercent: number | null;
  proofsOfDelivery: number;
  elapsedMs: number;
}

/** The demo's depots and customers as the tenant has them (the Port Klang marine office aside). */
async function loadPlaces(db: Kysely<DB>, tenantId: string): Promise<DemoPlace[]> {
  const wanted = DEMO_POIS.filter((p) => p.group === 'Customers' || p.name.startsWith('Depot '));
  const rows = await db.selectFrom('pois').select(['id', 'name', 'ring']).where('tenant_id', '=', tenantId).where('name', 'in', wanted.map((p) => p.name)).orderBy('id').execute();
  const places = rows.flatMap((r) => {
    const demo = wanted.find((p) => p.name === r.name)!;
    const ring = r.ring.length >= 4 ? r.ring : polygonRing(demo.lat, demo.lng, demo.radiusM);
    const centre = fenceCentre({ kind: 'ring', ring });
    return [{ poiId: r.id, name: r.name, kind: demo.group === 'Depots' ? ('depot' as const) : ('customer' as const), fence: { kind: 'ring' as const, ring }, ...centre }];
  });
  return assignHubs(places);
}

/** The week's fixes of the trucks, in one read (a JSON array per truck: a fraction of the cost of a row per fix). */
async function loadTrucks(db: Kysely<DB>, trucks: readonly { id: number; name: string }[], now: number): Promise<DemoTruck[]> {
  if (trucks.length === 0) return [];
  const rows = await sql<{ asset_id: number; fixes: string }>`
    select asset_id, json_agg(json_build_array(round(extract(epoch from time) * 1000), lat, lng, speed) order by time)::text as fixes
    from positions
    where asset_id = any(${trucks.map((t) => t.id)}::int[]) and time > ${new Date(now - TRIP_HISTORY_DAYS * DAY)} and time <= ${new Date(now)}
    group by asset_id`.execute(db);
  const fixes = new Map(rows.rows.map((r) => [r.asset_id, (JSON.parse(r.fixes) as [number, number, number, number][]).map(([time, lat, lng, speed]) => ({ time, lat, lng, speed }))]));
  return trucks.map((t) => ({ assetId: t.id, name: t.name, fixes: fixes.get(t.id) ?? [] }));
}

const at = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));

/**
 * Writes the demo transport of the demo tenant once (server_settings DEMO_TRANSPORT_KEY), at `now`.
 * @returns what it wrote; null when done before, when the company keeps drivers or trips already, or without an Administrator
 */
export async function writeDemoTransport(db: Kysely<DB>, tenantId: string, now: number): Promise<DemoTransportResult | null> {
  const started = performance.now();
  if (await db.selectFrom('server_settings').select('key').where('key', '=', DEMO_TRANSPORT_KEY).executeTakeFirst()) return null;
  const basics = await loadDemoBasics(db, tenantId);
  if (!basics) return null;
  const { timeZone, admin, client } = basics;
  const trucks = [...basics.assets.values()].filter((a) => a.type === 'truck');
  const [places, fleet, used] = await Promise.all([
    loadPlaces(db, tenantId),
    loadTrucks(db, trucks, now),
    sql<{ n: number }>`select (select count(*) from drivers where tenant_id = ${tenantId}) + (select count(*) from trips where tenant_id = ${tenantId}) as n`.execute(db),
  ]);
  const inUse = Number(used.rows[0]?.n ?? 0) > 0;
  const drafts = inUse ? [] : planDemoTrips(places, fleet, now, timeZone);

  return db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('server_settings').values({ key: DEMO_TRANSPORT_KEY, value: tenantId }).onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
    // A company that keeps its own transport already is left as it is.
    if (!claimed || inUse) return null;
    const assetOf = (name: string | null) => (name === null ? null : (basics.assets.get(name)?.id ?? null));

    const partners = await trx
      .insertInto('transporters')
      .values(DEMO_TRANSPORTERS.map((t) => ({ tenant_id: tenantId, name: t.name, contact: t.contact, phone: t.phone, email: t.email, notes: t.notes })))
      .returning(['id', 'name'])
      .execute();
    const transporterOf = new Map<number, number>();
    for (const t of DEMO_TRANSPORTERS) {
      const id = partners.find((p) => p.name === t.name)!.id;
      const owned = t.trucks === null ? trucks.filter((a) => !DEMO_TRANSPORTERS.some((o) => o.trucks?.includes(a.name))).map((a) => a.id) : t.trucks.flatMap((n) => assetOf(n) ?? []);
      for (const a of owned) transporterOf.set(a, id);
      if (owned.length > 0) await trx.updateTable('assets').set({ transporter_id: id }).where('tenant_id', '=', tenantId).where('id', '=', sql<number>`any(${owned}::int[])`).execute();
    }

    const clients = await trx
      .insertInto('transport_clients')
      .values(DEMO_CLIENTS.map((c) => ({ tenant_id: tenantId, name: c.name, contact: c.contact, phone: c.phone, email: c.email, notes: c.notes })))
      .returning(['id', 'name'])
      .execute();
    const clientId = new Map(clients.map((c) => [c.name, c.id]));
    const sites = DEMO_CLIENTS.flatMap((c) => c.sites.flatMap((s) => places.filter((p) => p.name === s).map((p) => ({ client_id: clientId.get(c.name)!, poi_id: p.poiId }))));
    if (sites.length > 0) await trx.insertInto('transport_client_sites').values(sites).execute();

    const drivers = await trx
      .insertInto('drivers')
      .values(
        DEMO_DRIVERS.map((d) => ({
          tenant_id: tenantId,
          name: d.name,
          phone: d.phone,
          licence_class: d.licenceClass,
          licence_expiry: localDateKey(now + d.licenceInDays * DAY, timeZone),
          driver_key: d.driverKey,
          asset_id: assetOf(d.truck),
          notes: d.notes,
        })),
      )
      .returning(['id', 'name', 'asset_id'])
      .execute();
    const assigned = drivers.filter((d) => d.asset_id !== null);
    if (assigned.length > 0) {
      await trx
        .insertInto('driver_assignments')
        .values(assigned.map((d) => ({ tenant_id: tenantId, driver_id: d.id, asset_id: d.asset_id!, from_time: new Date(now - ASSIGNED_DAYS * DAY), source: 'manual' as const })))
        .execute();
    }
    const driverOf = new Map(assigned.map((d) => [d.asset_id!, d]));

    const proofs = await insertTrips(trx, tenantId, drafts, places, { clientId, transporterOf, driverOf, admin, client });
    const figures = onTimeFigures(
      drafts.map((d) => ({
        status: d.plan.status,
        stops: d.stops.map((s) => ({ state: s.progress?.state ?? 'pending', windowFrom: s.windowFrom, windowTo: s.windowTo, arrivedAt: s.progress?.arrivedAt ?? null })),
        quantity: 0,
        weightKg: 0,
      })),
    );
    const byStatus: Partial<Record<TripStatus, number>> = {};
    for (const s of TRIP_STATUSES) {
      const n = drafts.filter((d) => d.plan.status === s).length;
      if (n > 0) byStatus[s] = n;
    }
    return {
      drivers: drivers.length,
      transporters: partners.length,
      clients: clients.length,
      trips: byStatus,
      lateTrips: figures.completed - figures.onTime,
      onTimePercent: figures.onTimePercent,
      proofsOfDelivery: proofs,
      elapsedMs: Math.round(performance.now() - started),
    };
  });
}

/** Who the trips are written with. */
interface TripPeople {
  clientId: Map<string, number>;
  transporterOf: Map<number, number>;
  driverOf: Map<number, { id: number; name: string }>;
  admin: { userId: string; name: string };
  client: { userId: string; name: string } | null;
}

/** The trips (numbered in time order after the company's last) and their stops, in two statements. @returns the proofs of delivery */
async function insertTrips(trx: Kysely<DB>, tenantId: string, drafts: TripDraft[], places: readonly DemoPlace[], people: TripPeople): Promise<number> {
  if (drafts.length === 0) return 0;
  const ordered = [...drafts].sort((a, b) => a.stops[0]!.windowFrom - b.stops[0]!.windowFrom || a.assetId - b.assetId);
  const { n } = await trx.selectFrom('trips').select(sql<number>`coalesce(max(number), 0)`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  const rows = await trx
    .insertInto('trips')
    .values(
      ordered.map((d, i) => {
        const { plan } = d;
        const running = plan.status === 'dispatched' || plan.status === 'en-route' || plan.status === 'at-stop';
        // Tomorrow's first trip was planned by the demo Client (a customer's own booking).
        const author = plan.status === 'planned' && people.client && i === ordered.findIndex((x) => x.plan.status === 'planned') ? people.client : people.admin;
        const updated = d.cancelledAt ?? plan.replay?.completedAt ?? plan.replay?.progressAt ?? plan.dispatchedAt ?? plan.createdAt;
        return {
          tenant_id: tenantId,
          number: Number(n) + i + 1,
          reference: d.reference,
          client_id: d.client === null ? null : (people.clientId.get(d.client) ?? null),
          asset_id: d.assetId,
          driver_id: people.driverOf.get(d.assetId)?.id ?? null,
          transporter_id: people.transporterOf.get(d.assetId) ?? null,
          status: plan.status,
          notes: d.notes,
          planned_start: new Date(Math.min(...d.stops.map((s) => s.windowFrom))),
          planned_end: new Date(Math.max(...d.stops.map((s) => s.windowTo))),
          dispatched_at: at(plan.dispatchedAt),
          completed_at: at(plan.replay?.completedAt),
          cancelled_at: at(d.cancelledAt),
          cancel_reason: d.cancelReason,
          progress: plan.replay ? JSON.stringify(plan.replay.progress) : null,
          progress_at: running || plan.status === 'completed' ? at(plan.replay?.progressAt) : null,
          created_by: author.userId,
          created_by_name: author.name,
          created_at: new Date(plan.createdAt),
          updated_at: new Date(updated),
        };
      }),
    )
    .returning('id')
    .execute();
  let proofs = 0;
  const stops = ordered.flatMap((d, i) =>
    d.stops.map((s, index) => {
      const place = places[s.place]!;
      if (s.pod) proofs += 1;
      return {
        trip_id: rows[i]!.id,
        seq: index + 1,
        kind: s.kind,
        poi_id: place.poiId,
        lat: place.lat,
        lng: place.lng,
        radius_m: 150,
        window_from: new Date(s.windowFrom),
        window_to: new Date(s.windowTo),
        goods: s.goods,
        quantity: s.quantity,
        weight_kg: s.weightKg,
        state: d.plan.status === 'completed' && s.progress?.state === 'pending' ? ('skipped' as const) : (s.progress?.state ?? 'pending'),
        arrived_at: at(s.progress?.arrivedAt),
        departed_at: at(s.progress?.departedAt),
        pod_files: s.pod ? JSON.stringify([]) : null,
        pod_note: s.pod?.note ?? null,
        pod_received_by: s.pod?.receivedBy ?? null,
        pod_at: at(s.pod?.at),
        pod_by: s.pod ? (people.driverOf.get(d.assetId)?.name ?? people.admin.name) : null,
      };
    }),
  );
  await trx.insertInto('trip_stops').values(stops).execute();
  return proofs;
}
