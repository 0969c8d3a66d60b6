import { dayWindows } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TenantSettingsCache } from '../tenants/tenant-settings';
import { loadSummaryRows, SUMMARY_CLOSE_GRACE_MS } from './summary-days';

/** Closed days kept computed behind today, per company (the longest period the report screens allow, and one more). */
export const CLOSER_DAYS_BACK = 32;
/** How often the closer looks for days to compute, ms. */
export const CLOSER_EVERY_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** What one pass did. */
export interface CloserPass {
  /** Companies looked at. */
  tenants: number;
  /** Asset-days computed and stored now (the others were stored already). */
  computed: number;
}

/**
 * Keeps the daily Summary figures (summary_days) of every company's assets computed in its time zone as the days
 * close: each pass stores, for the last CLOSER_DAYS_BACK closed days, every asset-day not stored yet (new days, and
 * days a late position dropped: invalidateSummaryDays at ingest). A fleet-wide report then reads stored days, even
 * the first one after a restart; only the open day and the partial days at a period's ends come from positions.
 */
export class SummaryDayCloser {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: { db: Kysely<DB>; settings: TenantSettingsCache; now: () => number; log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void } }) {}

  /** Runs a pass now, then every CLOSER_EVERY_MS, until `stop`. */
  start(): void {
    if (this.timer) return;
    const pass = () => {
      this.running = this.pass().then(
        (r) => (r.computed > 0 ? this.options.log?.info({ ...r }, 'summary days computed') : undefined),
        (error: unknown) => this.options.log?.error({ err: error }, 'summary days: a pass failed'),
      );
    };
    pass();
    this.timer = setInterval(pass, CLOSER_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the passes and waits for the one in flight (it ends after the asset it is on). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass over every company. */
  async pass(): Promise<CloserPass> {
    const { db, settings, now } = this.options;
    const tenants = await db.selectFrom('tenants').select('id').execute();
    let computed = 0;
    for (const { id: tenantId } of tenants) {
      if (this.stopped) break;
      const { timeZone } = await settings.get(tenantId);
      const at = now();
      const closed = dayWindows(at - (CLOSER_DAYS_BACK + 1) * DAY_MS, at, timeZone).filter((w) => w.whole && w.end <= at - SUMMARY_CLOSE_GRACE_MS);
      const first = closed[0];
      const last = closed[closed.length - 1];
      if (!first || !last) continue;
      const assets = await db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('deleted_at', 'is', null).orderBy('id').execute();
      const before = await countDays(db, tenantId, timeZone);
      // One asset at a time: a pass never holds the database for long, and a stop waits for one asset at most.
      for (const { id } of assets) {
        if (this.stopped) break;
        await loadSummaryRows(db, { tenantId, assetIds: [id], from: first.start, to: last.end - 1, timeZone }, at);
      }
      computed += (await countDays(db, tenantId, timeZone)) - before;
    }
    return { tenants: tenants.length, computed };
  }
}

async function countDays(db: Kysely<DB>, tenantId: string, timeZone: string): Promise<number> {
  const row = await db
    .selectFrom('summary_days as s')
    .innerJoin('assets as a', 'a.id', 's.asset_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.tenant_id', '=', tenantId)
    .where('s.time_zone', '=', timeZone)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
