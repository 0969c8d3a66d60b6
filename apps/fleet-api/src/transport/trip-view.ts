import {
  etaAt,
  fenceCentre,
  isTripLate,
  recentSpeedKmh,
  stopDelayMs,
  tripDisplayStatus,
  tripNumber,
  type StopFence,
  type TransportTrip,
  type TripStop,
} from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** How far back the recent moving speed of an ETA is read, ms. */
export const ETA_SPEED_WINDOW_MS = 15 * 60_000;

/** What the trips list is limited to. */
export interface TripFilter {
  /** The assets the caller sees. */
  assetIds: readonly number[];
  ids?: readonly number[];
  /** Trips planned in (or under way during) [from, to). */
  from?: number;
  to?: number;
  statuses?: readonly string[];
  clientId?: number;
  driverId?: number;
  transporterId?: number;
  assetId?: number;
}

/** A stop's fence: its POI's polygon, else the circle around its position. */
export function fenceOf(stop: { lat: number; lng: number; radius_m: number; ring: [number, number][] | null }): StopFence {
  return stop.ring && stop.ring.length >= 4 ? { kind: 'ring', ring: stop.ring } : { kind: 'circle', lat: stop.lat, lng: stop.lng, radiusM: stop.radius_m };
}

/** The stops of trips in order, with their POI's name and ring. */
export async function loadStops(db: Db, tripIds: readonly number[]) {
  if (tripIds.length === 0) return [];
  return db
    .selectFrom('trip_stops as s')
    .leftJoin('pois as p', 'p.id', 's.poi_id')
    .selectAll('s')
    .select(['p.name as poi_name', 'p.ring as poi_ring'])
    .where('s.trip_id', '=', sql<number>`any(${[...tripIds]}::int[])`)
    .orderBy('s.trip_id')
    .orderBy('s.seq')
    .execute();
}

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/**
 * The trips as the API answers them at `now`: names, stops (with their fences, delays and proofs), the next stop's
 * ETA from where the vehicle is now and its recent speed, lateness and the status the board shows. Newest first.
 */
export async function listTrips(db: Db, tenantId: string, filter: TripFilter, now: number): Promise<TransportTrip[]> {
  if (filter.assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('trips as t')
    .innerJoin('assets as a', 'a.id', 't.asset_id')
    .leftJoin('transport_clients as c', 'c.id', 't.client_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id')
    .leftJoin('transporters as r', 'r.id', 't.transporter_id')
    .selectAll('t')
    .select(['a.name as asset_name', 'c.name as client_name', 'd.name as driver_name', 'r.name as transporter_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.asset_id', '=', sql<number>`any(${[...filter.assetIds]}::int[])`)
    .$if(filter.ids !== undefined, (q) => q.where('t.id', '=', sql<number>`any(${[...(filter.ids ?? [])]}::int[])`))
    // A period: planned in it, or under way during it (an open trip planned earlier is still listed).
    .$if(filter.from !== undefined && filter.to !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb.and([eb('t.planned_start', '<', new Date(filter.to!)), eb('t.planned_end', '>=', new Date(filter.from!))]),
          eb.and([eb('t.status', 'in', ['dispatched', 'en-route', 'at-stop']), eb('t.planned_start', '<', new Date(filter.to!))]),
          eb.and([eb('t.completed_at', '>=', new Date(filter.from!)), eb('t.dispatched_at', '<', new Date(filter.to!))]),
        ]),
      ),
    )
    .$if(filter.statuses !== undefined && filter.statuses.length > 0, (q) => q.where('t.status', 'in', [...(filter.statuses ?? [])] as never))
    .$if(filter.clientId !== undefined, (q) => q.where('t.client_id', '=', filter.clientId!))
    .$if(filter.driverId !== undefined, (q) => q.where('t.driver_id', '=', filter.driverId!))
    .$if(filter.transporterId !== undefined, (q) => q.where('t.transporter_id', '=', filter.transporterId!))
    .$if(filter.assetId !== undefined, (q) => q.where('t.asset_id', '=', filter.assetId!))
    .orderBy('t.planned_start', 'desc')
    .orderBy('t.id', 'desc')
    .limit(5_000)
    .execute();
  if (rows.length === 0) return [];
  const stops = await loadStops(db, rows.map((r) => r.id));
  const active = rows.filter((r) => r.status === 'dispatched' || r.status === 'en-route' || r.status === 'at-stop').map((r) => r.asset_id);
  const [states, recent] = await Promise.all([
    active.length === 0 ? [] : db.selectFrom('asset_state').select(['asset_id', 'lat', 'lng', 'time', 'speed']).where('asset_id', '=', sql<number>`any(${active}::int[])`).execute(),
    active.length === 0
      ? []
      : db
          .selectFrom('positions')
          .select(['asset_id', 'speed'])
          .where('asset_id', '=', sql<number>`any(${active}::int[])`)
          .where('time', '>', new Date(now - ETA_SPEED_WINDOW_MS))
          .where('time', '<=', new Date(now + ETA_SPEED_WINDOW_MS))
          .execute(),
  ]);
  const stateOf = new Map(states.map((s) => [s.asset_id, s]));
  return rows.map((t) => {
    const own = stops.filter((s) => s.trip_id === t.id);
    const running = t.status === 'dispatched' || t.status === 'en-route' || t.status === 'at-stop';
    const state = running ? stateOf.get(t.asset_id) : undefined;
    const nextIndex = running ? own.findIndex((s) => s.state === 'pending') : -1;
    const nextStop = nextIndex >= 0 ? own[nextIndex] : undefined;
    const next =
      nextStop && state
        ? { seq: nextStop.seq, ...etaAt(now, { lat: state.lat, lng: state.lng }, fenceCentre(fenceOf({ ...nextStop, ring: nextStop.poi_ring })), recentSpeedKmh(recent.filter((r) => r.asset_id === t.asset_id))) }
        : null;
    const timings = own.map((s) => ({ state: s.state, windowFrom: ms(s.window_from), windowTo: ms(s.window_to), arrivedAt: ms(s.arrived_at) }));
    const late = (running || t.status === 'completed') && isTripLate(timings, t.status === 'completed' ? 0 : now, next?.eta ?? null);
    const tripStops: TripStop[] = own.map((s, i) => {
      const delay = stopDelayMs(timings[i]!, running ? now : 0, i === nextIndex ? (next?.eta ?? null) : null);
      return {
        id: s.id,
        seq: s.seq,
        kind: s.kind,
        poiId: s.poi_id,
        place: s.poi_name ?? (s.address || `${s.lat.toFixed(5)}, ${s.lng.toFixed(5)}`),
        address: s.address,
        lat: s.lat,
        lng: s.lng,
        radiusM: s.radius_m,
        ring: s.poi_ring && s.poi_ring.length >= 4 ? s.poi_ring : null,
        windowFrom: ms(s.window_from),
        windowTo: ms(s.window_to),
        goods: s.goods,
        quantity: s.quantity,
        weightKg: s.weight_kg,
        notes: s.notes,
        state: s.state,
        arrivedAt: ms(s.arrived_at),
        departedAt: ms(s.departed_at),
        delayMin: delay === null ? null : Math.round(delay / 60_000),
        pod: s.pod_at === null ? null : { files: s.pod_files ?? [], note: s.pod_note ?? '', receivedBy: s.pod_received_by ?? '', at: ms(s.pod_at)!, by: s.pod_by },
      };
    });
    const drops = own.filter((s) => s.kind === 'drop');
    return {
      id: t.id,
      number: tripNumber(t.number),
      reference: t.reference,
      clientId: t.client_id,
      clientName: t.client_name,
      assetId: t.asset_id,
      assetName: t.asset_name,
      driverId: t.driver_id,
      driverName: t.driver_name,
      transporterId: t.transporter_id,
      transporterName: t.transporter_name,
      status: t.status,
      displayStatus: tripDisplayStatus(t.status, late),
      late,
      plannedStart: new Date(t.planned_start).getTime(),
      plannedEnd: new Date(t.planned_end).getTime(),
      dispatchedAt: ms(t.dispatched_at),
      completedAt: ms(t.completed_at),
      cancelledAt: ms(t.cancelled_at),
      cancelReason: t.cancel_reason,
      notes: t.notes,
      stops: tripStops,
      next,
      position: state ? { lat: state.lat, lng: state.lng, time: new Date(state.time).getTime(), speed: state.speed } : null,
      quantity: drops.reduce((n, s) => n + s.quantity, 0),
      weightKg: Math.round(drops.reduce((n, s) => n + s.weight_kg, 0) * 10) / 10,
      createdBy: t.created_by_name,
      updatedAt: new Date(t.updated_at).toISOString(),
    };
  });
}
