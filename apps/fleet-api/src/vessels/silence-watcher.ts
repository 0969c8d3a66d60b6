import { DERIVED_EVENT_TYPES, VESSEL_DEFAULTS } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DetectedEvent } from '../positions/event-detector';
import { insertEvents } from '../positions/event-repository';

/** How often boats are checked for silence, ms. */
export const SILENCE_CHECK_MS = 60_000;

/**
 * Finds silent vessels (no report for the company's silent hours, vessel_settings; 6 h by default): one
 * `vessel-silent` event per silence, dated when the vessel became silent, told through `announce` (stored in events,
 * heard by the alert rules and the data push). A boat that never reported is not silent. One pass at a time across
 * the instances (an advisory lock): the second sees the first's events.
 */
export class VesselSilenceWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly options: { db: Kysely<DB>; now: () => number; announce: (events: readonly DetectedEvent[]) => void; onError: (error: unknown) => void; intervalMs?: number }) {}

  start(firstDelayMs = 15_000): void {
    const arm = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.check()
          .catch((error: unknown) => this.options.onError(error))
          .finally(() => (this.running = null));
        arm(this.options.intervalMs ?? SILENCE_CHECK_MS);
      }, delay);
      this.timer.unref();
    };
    arm(firstDelayMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass. @returns the events told */
  async check(): Promise<DetectedEvent[]> {
    const { db } = this.options;
    const now = this.options.now();
    const events = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('fleet:vessel-silence'))`.execute(trx);
      const rows = await sql<{ asset_id: number; tenant_id: string; time: Date; lat: number; lng: number; hours: number; last_told: Date | null }>`
        select a.id as asset_id, a.tenant_id, s.time, s.lat, s.lng, coalesce(vs.silent_hours, ${VESSEL_DEFAULTS.silentHours}) as hours,
          (select max(e.time) from events e where e.asset_id = a.id and e.type = ${DERIVED_EVENT_TYPES.vesselSilent} and e.time >= s.time) as last_told
        from assets a
        join asset_state s on s.asset_id = a.id
        left join vessel_settings vs on vs.tenant_id = a.tenant_id
        where a.type = 'boat' and a.deleted_at is null
          and s.time <= ${new Date(now)}::timestamptz - make_interval(secs => coalesce(vs.silent_hours, ${VESSEL_DEFAULTS.silentHours}) * 3600)`.execute(trx);
      const fresh = rows.rows.filter((r) => r.last_told === null);
      const told: DetectedEvent[] = fresh.map((r) => {
        const since = new Date(r.time).getTime();
        return { tenantId: r.tenant_id, assetId: r.asset_id, time: since + r.hours * 3_600_000, type: DERIVED_EVENT_TYPES.vesselSilent, lat: r.lat, lng: r.lng, details: { hours: r.hours, lastReportAt: since } };
      });
      // Stored inside the lock, so that a second instance sees them; the listeners hear them after the commit.
      await insertEvents(trx, told);
      return told;
    });
    this.options.announce(events);
    return events;
  }
}
