import { REMINDER_ALERT_TYPE, localDateKey, reminderSentence, reminderState, type Alert, type AlertSeverity, type ReminderState } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { insertAlerts } from '../alerts/alert-repository';
import type { DB } from '../db/schema';
import { syncCompanySchedules } from '../maintenance/program-repository';
import { dueOf, loadReminders, type ReminderRow } from './reminder-repository';

/** How often reminders are checked, ms (and once at start). */
export const REMINDER_CHECK_MS = 10 * 60_000;

const RANK: Record<string, number> = { done: -1, ok: 0, 'due-soon': 1, due: 2, overdue: 3 };
const SEVERITY: Record<'due-soon' | 'due' | 'overdue', AlertSeverity> = { 'due-soon': 'info', due: 'warning', overdue: 'critical' };

/** Options of {@link ReminderChecker}. */
export interface ReminderCheckerOptions {
  db: Kysely<DB>;
  now: () => number;
  timeZoneOf: (tenantId: string) => Promise<string>;
  /** Delivers a reminder's alert (web, e-mail) like a rule's. */
  deliver: (items: { alert: Alert; tenantId: string; row: ReminderRow }[]) => Promise<void>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Watches the reminders of every company: when one becomes due soon, due or overdue (from the company's date and the
 * asset's dashboard odometer), an alert says so once per step, on the reminder's channels. A completion or an edit
 * starts it again from "ok".
 */
export class ReminderChecker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ReminderCheckerOptions) {}

  start(firstDelayMs = 5_000): void {
    const run = () => {
      this.running = this.check().catch((error: unknown) => this.options.log.error({ err: error }, 'reminders: a check failed'));
      this.timer = setTimeout(run, REMINDER_CHECK_MS);
      this.timer.unref();
    };
    this.timer = setTimeout(run, firstDelayMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  /** Checks every reminder now (or a company's): alerts for those that got worse. @returns the alerts raised */
  async check(tenantId?: string): Promise<Alert[]> {
    // One check at a time across the instances: the second reads the states the first wrote and tells nothing twice.
    // The companies' zones first: inside the transaction only its own connection may be used.
    // Service programs follow their groups' assets: their schedules are brought up to date first.
    const programs = await this.options.db.selectFrom('service_programs').select('tenant_id').distinct().$if(tenantId !== undefined, (q) => q.where('tenant_id', '=', tenantId!)).execute();
    for (const { tenant_id } of programs) await syncCompanySchedules(this.options.db, tenant_id, await this.options.timeZoneOf(tenant_id), this.options.now());
    const tenants = await this.options.db.selectFrom('reminders').select('tenant_id').distinct().$if(tenantId !== undefined, (q) => q.where('tenant_id', '=', tenantId!)).execute();
    const zones = new Map<string, string>();
    for (const { tenant_id } of tenants) zones.set(tenant_id, await this.options.timeZoneOf(tenant_id));
    const raised = await this.options.db.transaction().execute(async (db) => {
      await sql`select pg_advisory_xact_lock(hashtext('fleet:reminder-check'))`.execute(db);
      return this.worsened(db, tenantId, zones);
    });
    if (raised.length === 0) return [];
    await this.options.deliver(raised);
    this.options.log.info({ count: raised.length }, 'reminders: alerts raised');
    return raised.map((r) => r.alert);
  }

  private async worsened(db: Kysely<DB>, tenantId: string | undefined, zones: ReadonlyMap<string, string>): Promise<{ alert: Alert; tenantId: string; row: ReminderRow }[]> {
    const { now } = this.options;
    const rows = (await loadReminders(db, tenantId)).filter((r) => !r.done);
    const worse: { row: ReminderRow; state: Exclude<ReminderState, 'ok' | 'done'>; text: string; details: Record<string, string | number | null> }[] = [];
    for (const row of rows) {
      // A reminder added since the zones were read waits for the next check.
      const zone = zones.get(row.tenant_id);
      if (!zone) continue;
      const today = localDateKey(now(), zone);
      const r = reminderState(dueOf(row), today, row.odometer_km, row.engine_hours);
      if (r.state === 'ok' || r.state === 'done' || RANK[r.state]! <= (RANK[row.last_state] ?? 0)) continue;
      const text = reminderSentence(row.title, r.state, row.asset_name, r);
      worse.push({ row, state: r.state, text, details: { reminderId: row.id, state: r.state, text, dueDate: row.due_date, daysLeft: r.daysLeft, kmLeft: r.kmLeft, hoursLeft: r.hoursLeft } });
    }
    if (worse.length === 0) return [];
    const stored = await insertAlerts(
      db,
      worse.map(({ row, state, details }) => ({
        tenantId: row.tenant_id,
        ruleId: null,
        ruleName: `Reminder: ${row.title}`,
        assetId: row.asset_id,
        assetName: row.asset_name,
        type: REMINDER_ALERT_TYPE,
        severity: SEVERITY[state],
        time: now(),
        lat: null,
        lng: null,
        details,
      })),
    );
    for (const { row, state } of worse) await db.updateTable('reminders').set({ last_state: state }).where('id', '=', row.id).execute();
    return stored.map((alert, i) => ({ alert, tenantId: worse[i]!.row.tenant_id, row: worse[i]!.row }));
  }
}
