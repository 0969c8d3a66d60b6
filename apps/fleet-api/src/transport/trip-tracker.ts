import { completedAtOf, startProgress, stepTrip, tripStatusOf, type TripProgress, type TripStatus } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { fenceOf, loadStops } from './trip-view';

/** How often the trips under way are carried on, ms (and once after every dispatch). */
export const TRIP_TICK_MS = 10_000;
/** Positions read for one trip in one pass (a trip far behind catches up over several). */
const POSITIONS_PER_PASS = 20_000;

/** Options of {@link TripTracker}. */
export interface TripTrackerOptions {
  db: Kysely<DB>;
  now: () => number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** @default TRIP_TICK_MS */
  tickMs?: number;
}

/** What one pass changed. */
export interface TripPass {
  trips: number;
  arrivals: number;
  departures: number;
  completed: number;
  driverChanges: number;
}

/**
 * Carries the trips under way on from their vehicles' positions: each pass reads the positions stored since the
 * trip's last one (from its dispatch), steps the domain's stop detection (stepTrip) and writes the stops that arrived
 * or departed, the trip's status and the detection's state, in one transaction per trip, claimed with
 * `for update skip locked` so that instances share the trips and none is carried twice. A trip whose every stop is
 * departed (or whose last stop is reached with its proof of delivery) is completed; its stops never reached are
 * skipped. Each pass also follows the driver keys the vehicles report (asset_state attributes `driverUniqueId`).
 */
export class TripTracker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private queued = false;

  constructor(private readonly options: TripTrackerOptions) {}

  start(): void {
    const run = () => {
      this.tick().catch((error: unknown) => this.options.log.error({ err: error }, 'trips: a pass failed'));
      this.timer = setTimeout(run, this.options.tickMs ?? TRIP_TICK_MS);
      this.timer.unref();
    };
    this.timer = setTimeout(run, 1_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  /** A pass soon (after a dispatch or a proof of delivery), not waiting for the next tick. */
  soon(): void {
    if (this.queued) return;
    this.queued = true;
    setTimeout(() => {
      this.queued = false;
      this.tick().catch((error: unknown) => this.options.log.error({ err: error }, 'trips: a pass failed'));
    }, 50).unref();
  }

  /**
   * One pass over every trip under way (or a company's), after the pass this instance is making, if any: the passes
   * of one instance never overlap (a caller waiting for its pass sees every change of the passes before it).
   */
  tick(tenantId?: string): Promise<TripPass> {
    const pass = this.running.then(() => this.pass(tenantId));
    this.running = pass.catch(() => undefined);
    return pass;
  }

  private async pass(tenantId?: string): Promise<TripPass> {
    const pass: TripPass = { trips: 0, arrivals: 0, departures: 0, completed: 0, driverChanges: await this.followDriverKeys(tenantId) };
    const active = await this.options.db
      .selectFrom('trips')
      .select('id')
      .where('status', 'in', ['dispatched', 'en-route', 'at-stop'])
      .$if(tenantId !== undefined, (q) => q.where('tenant_id', '=', tenantId!))
      .execute();
    for (const { id } of active) {
      const changed = await this.carryOn(id);
      if (!changed) continue;
      pass.trips += 1;
      pass.arrivals += changed.arrivals;
      pass.departures += changed.departures;
      if (changed.completed) pass.completed += 1;
    }
    if (pass.arrivals + pass.departures + pass.completed > 0) this.options.log.info({ ...pass }, 'trips: stops reached');
    return pass;
  }

  /** Carries one trip on; null when another instance holds it or nothing changed. */
  private async carryOn(tripId: number): Promise<{ arrivals: number; departures: number; completed: boolean } | null> {
    return this.options.db.transaction().execute(async (trx) => {
      const trip = await trx
        .selectFrom('trips')
        .select(['id', 'asset_id', 'status', 'dispatched_at', 'progress', 'progress_at'])
        .where('id', '=', tripId)
        .where('status', 'in', ['dispatched', 'en-route', 'at-stop'])
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!trip || trip.dispatched_at === null) return null;
      const stops = await loadStops(trx, [trip.id]);
      const fences = stops.map((s) => fenceOf({ ...s, ring: s.poi_ring }));
      const since = trip.progress_at ?? trip.dispatched_at;
      const fixes = await trx
        .selectFrom('positions')
        .select(['time', 'lat', 'lng', 'speed'])
        .where('asset_id', '=', trip.asset_id)
        .where('time', '>', since)
        .orderBy('time')
        .limit(POSITIONS_PER_PASS)
        .execute();
      const before: TripProgress = trip.progress && trip.progress.stops.length === stops.length ? trip.progress : startProgress(stops.length);
      let progress = before;
      for (const f of fixes) progress = stepTrip(progress, fences, { time: new Date(f.time).getTime(), lat: f.lat, lng: f.lng, speed: f.speed });
      const last = stops[stops.length - 1];
      const podAtLast = !!last && last.pod_at !== null;
      const status: TripStatus = tripStatusOf(trip.status, progress, podAtLast);
      if (fixes.length === 0 && status === trip.status) return null;
      let arrivals = 0;
      let departures = 0;
      for (const [i, s] of progress.stops.entries()) {
        const was = before.stops[i]!;
        if (s.state === was.state) continue;
        if (s.arrivedAt !== null && was.arrivedAt === null) arrivals += 1;
        if (s.departedAt !== null && was.departedAt === null) departures += 1;
        await trx
          .updateTable('trip_stops')
          .set({ state: s.state, arrived_at: s.arrivedAt === null ? null : new Date(s.arrivedAt), departed_at: s.departedAt === null ? null : new Date(s.departedAt) })
          .where('id', '=', stops[i]!.id)
          .execute();
      }
      const completed = status === 'completed';
      if (completed) {
        // The stops never reached are skipped: the trip is over.
        await trx.updateTable('trip_stops').set({ state: 'skipped' }).where('trip_id', '=', trip.id).where('state', '=', 'pending').execute();
        const at = completedAtOf(progress);
        await trx.updateTable('trips').set({ completed_at: new Date(at ?? this.options.now()) }).where('id', '=', trip.id).execute();
      }
      const lastFix = fixes[fixes.length - 1];
      await trx
        .updateTable('trips')
        .set({ status, progress: JSON.stringify(progress), ...(lastFix ? { progress_at: lastFix.time } : {}), updated_at: sql`now()` })
        .where('id', '=', trip.id)
        .execute();
      return { arrivals, departures, completed };
    });
  }

  /**
   * Follows the driver keys the vehicles report (the last report's `driverUniqueId`, kept in asset_state): a key of a
   * driver of the company opens a device assignment of that driver to the vehicle (closing the one before); a vehicle
   * whose reader reports no key (or an unknown one) closes its open device assignment. @returns the changes
   */
  private async followDriverKeys(tenantId?: string): Promise<number> {
    const rows = await sql<{ asset_id: number; tenant_id: string; key: string | null; time: Date; driver_id: number | null; open_id: number | null; open_driver: number | null }>`
      select s.asset_id, s.tenant_id, s.attributes->>'driverUniqueId' as key, s.time, d.id as driver_id, o.id as open_id, o.driver_id as open_driver
      from asset_state s
      left join drivers d on d.tenant_id = s.tenant_id and d.driver_key is not null and lower(d.driver_key) = lower(s.attributes->>'driverUniqueId') and d.active
      left join driver_assignments o on o.asset_id = s.asset_id and o.source = 'device' and o.to_time is null
      where (s.attributes ? 'driverUniqueId' or o.id is not null)
      ${tenantId === undefined ? sql`` : sql`and s.tenant_id = ${tenantId}`}`.execute(this.options.db);
    let changes = 0;
    for (const r of rows.rows) {
      if (r.open_driver === r.driver_id) continue;
      const changed = await this.options.db.transaction().execute(async (trx) => {
        // One change per vehicle across the instances: read again under the vehicle's lock.
        await sql`select pg_advisory_xact_lock(hashtext(${`driver-key:${r.asset_id}`}))`.execute(trx);
        const open = await trx.selectFrom('driver_assignments').select(['id', 'driver_id']).where('asset_id', '=', r.asset_id).where('source', '=', 'device').where('to_time', 'is', null).executeTakeFirst();
        if ((open?.driver_id ?? null) === r.driver_id) return false;
        if (open) await trx.updateTable('driver_assignments').set({ to_time: r.time }).where('id', '=', open.id).execute();
        if (r.driver_id !== null) await trx.insertInto('driver_assignments').values({ tenant_id: r.tenant_id, driver_id: r.driver_id, asset_id: r.asset_id, from_time: r.time, source: 'device' }).execute();
        return true;
      });
      if (changed) changes += 1;
    }
    return changes;
  }
}
