import { INACTIVE_ALERT_TYPE, inCalendar, inCooldown, type Alert } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DetectedEvent } from '../positions/event-detector';
import { enabledRules, insertAlerts, lastAlertTimes, toRule, type NewAlert, type StoredRule } from './alert-repository';

/** How often assets are checked for the "inactive" rules, ms. */
export const INACTIVE_CHECK_MS = 5 * 60_000;

/** How long a company's rules are trusted without a change signal, ms (another instance's edit reaches us sooner). */
const RULES_TTL_MS = 30_000;

/** Options of the alert engine. */
export interface AlertEngineOptions {
  db: Kysely<DB>;
  /** The company's time zone (the rules' calendars are read in it). */
  timeZoneOf: (tenantId: string) => Promise<string>;
  now: () => number;
  /** Delivers stored alerts (live sockets here and on the other instances, e-mail). Must not throw. */
  deliver: (alerts: readonly { alert: Alert; tenantId: string; rule: StoredRule }[]) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Turns derived events into alerts: the company's enabled rules that watch the event's type, cover its asset (listed,
 * in a listed group, or every asset when none is listed), whose calendar holds the event's time in the company's time
 * zone, and whose cool-down for that asset has passed. Runs behind ingest (events are queued, never awaited by a
 * device's acknowledgement) one batch at a time, in order; `drain` waits for the queue.
 */
export class AlertEngine {
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private readonly rules = new Map<string, { at: number; rules: StoredRule[] }>();
  private inactiveTimer: NodeJS.Timeout | undefined;
  private inactiveRun: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AlertEngineOptions) {}

  /** Queues committed events for evaluation. */
  enqueue(events: readonly DetectedEvent[]): void {
    if (events.length === 0) return;
    this.pending += 1;
    this.queue = this.queue
      .then(() => this.evaluate(events))
      .then(
        () => undefined,
        (error: unknown) => this.options.onError(error),
      )
      .finally(() => (this.pending -= 1));
  }

  /** Batches waiting or running. */
  get backlog(): number {
    return this.pending;
  }

  /** Resolves once every queued batch is evaluated and delivered. */
  async drain(): Promise<void> {
    await this.queue;
  }

  /** Forgets a company's cached rules (after a change here or on another instance). */
  invalidate(tenantId: string): void {
    this.rules.delete(tenantId);
  }

  /** Evaluates events now: stores and delivers the alerts they raise. @returns the alerts */
  async evaluate(events: readonly DetectedEvent[]): Promise<Alert[]> {
    const tenants = [...new Set(events.map((e) => e.tenantId))];
    const rulesOf = await this.rulesOf(tenants);
    const matches: { event: DetectedEvent; rule: StoredRule }[] = [];
    const zones = new Map<string, string>();
    for (const tenantId of tenants) if ((rulesOf.get(tenantId) ?? []).length > 0) zones.set(tenantId, await this.options.timeZoneOf(tenantId));
    for (const event of events) {
      const zone = zones.get(event.tenantId);
      if (!zone) continue;
      for (const rule of rulesOf.get(event.tenantId) ?? []) {
        if (rule.eventTypes.includes(event.type) && inCalendar(rule, event.time, zone)) matches.push({ event, rule });
      }
    }
    if (matches.length === 0) return [];

    const assetIds = [...new Set(matches.map((m) => m.event.assetId))];
    const assets = new Map(
      (await this.options.db.selectFrom('assets').select(['id', 'name', 'group_id']).where('id', '=', sql<number>`any(${assetIds}::int[])`).execute()).map((a) => [a.id, a]),
    );
    const inScope = matches.filter(({ event, rule }) => {
      const asset = assets.get(event.assetId);
      if (!asset) return false;
      if (rule.assetIds.length === 0 && rule.groupIds.length === 0) return true;
      return rule.assetIds.includes(asset.id) || (asset.group_id !== null && rule.groupIds.includes(asset.group_id));
    });
    const last = await lastAlertTimes(this.options.db, inScope.map(({ event, rule }) => ({ ruleId: rule.id, assetId: event.assetId })));
    const raised: NewAlert[] = [];
    const rulesOfAlert: StoredRule[] = [];
    for (const { event, rule } of [...inScope].sort((a, b) => a.event.time - b.event.time)) {
      const key = `${rule.id}:${event.assetId}`;
      if (inCooldown(last.get(key), event.time, rule.cooldownMinutes)) continue;
      last.set(key, Math.max(last.get(key) ?? event.time, event.time));
      raised.push({
        tenantId: event.tenantId,
        ruleId: rule.id,
        ruleName: rule.name,
        assetId: event.assetId,
        assetName: assets.get(event.assetId)!.name,
        type: event.type,
        severity: rule.severity,
        time: event.time,
        lat: event.lat,
        lng: event.lng,
        details: event.details,
      });
      rulesOfAlert.push(rule);
    }
    const stored = await insertAlerts(this.options.db, raised);
    await this.options.deliver(stored.map((alert, i) => ({ alert, tenantId: raised[i]!.tenantId, rule: rulesOfAlert[i]! })));
    return stored;
  }

  /** Checks the "inactive" rules now and then every INACTIVE_CHECK_MS, until `stopInactivityChecks`. */
  startInactivityChecks(firstDelayMs = 10_000): void {
    const run = () => {
      this.inactiveRun = this.checkInactive().catch((error: unknown) => this.options.onError(error));
      this.inactiveTimer = setTimeout(run, INACTIVE_CHECK_MS);
      this.inactiveTimer.unref();
    };
    this.inactiveTimer = setTimeout(run, firstDelayMs);
    this.inactiveTimer.unref();
  }

  async stopInactivityChecks(): Promise<void> {
    clearTimeout(this.inactiveTimer);
    await this.inactiveRun;
  }

  /**
   * The "inactive" rules: an asset in a rule's scope whose last report is older than the rule's hours raises one alert
   * per silence (dated when it became inactive), told when the rule's calendar holds the time of the check. An asset
   * that never reported is not "inactive" (it has not started). @returns the alerts raised
   */
  async checkInactive(): Promise<Alert[]> {
    const { db } = this.options;
    const now = this.options.now();
    const rules = (await db.selectFrom('alert_rules').selectAll().where('enabled', '=', true).where(sql<boolean>`${INACTIVE_ALERT_TYPE} = any(event_types)`).execute()).map(toRule);
    if (rules.length === 0) return [];
    const tenants = [...new Set(rules.map((r) => r.tenantId))];
    const assets = await db
      .selectFrom('assets as a')
      .innerJoin('asset_state as s', 's.asset_id', 'a.id')
      .select(['a.id', 'a.tenant_id', 'a.name', 'a.group_id', 's.time', 's.lat', 's.lng'])
      .where('a.tenant_id', '=', sql<string>`any(${tenants}::uuid[])`)
      .where('a.deleted_at', 'is', null)
      .execute();
    const candidates: { rule: StoredRule; asset: (typeof assets)[number]; since: number; at: number }[] = [];
    const zones = new Map<string, string>();
    for (const rule of rules) {
      if (!zones.has(rule.tenantId)) zones.set(rule.tenantId, await this.options.timeZoneOf(rule.tenantId));
      if (!inCalendar(rule, now, zones.get(rule.tenantId)!)) continue;
      for (const asset of assets) {
        if (asset.tenant_id !== rule.tenantId) continue;
        const inScope = (rule.assetIds.length === 0 && rule.groupIds.length === 0) || rule.assetIds.includes(asset.id) || (asset.group_id !== null && rule.groupIds.includes(asset.group_id));
        const since = asset.time.getTime();
        const at = since + rule.inactiveHours * 3_600_000;
        if (inScope && at <= now) candidates.push({ rule, asset, since, at });
      }
    }
    if (candidates.length === 0) return [];
    // One pass at a time across the instances: the second sees the first's alerts and tells nothing twice.
    const raised = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('fleet:inactive-check'))`.execute(trx);
      // One alert per silence: none since the last report for the same rule and asset.
      const told = await trx
        .selectFrom('alerts')
        .select(['rule_id', 'asset_id', (eb) => eb.fn.max('time').as('last')])
        .where('type', '=', INACTIVE_ALERT_TYPE)
        .where('rule_id', '=', sql<number>`any(${[...new Set(candidates.map((c) => c.rule.id))]}::int[])`)
        .groupBy(['rule_id', 'asset_id'])
        .execute();
      const lastTold = new Map(told.map((t) => [`${t.rule_id}:${t.asset_id}`, t.last ? new Date(t.last as Date | string).getTime() : 0]));
      const fresh = candidates.filter((c) => (lastTold.get(`${c.rule.id}:${c.asset.id}`) ?? 0) < c.since);
      const stored = await insertAlerts(
        trx,
        fresh.map(({ rule, asset, since, at }) => ({
          tenantId: rule.tenantId,
          ruleId: rule.id,
          ruleName: rule.name,
          assetId: asset.id,
          assetName: asset.name,
          type: INACTIVE_ALERT_TYPE,
          severity: rule.severity,
          time: at,
          lat: asset.lat,
          lng: asset.lng,
          details: { hours: rule.inactiveHours, lastReportAt: since },
        })),
      );
      return stored.map((alert, i) => ({ alert, tenantId: fresh[i]!.rule.tenantId, rule: fresh[i]!.rule }));
    });
    if (raised.length > 0) await this.options.deliver(raised);
    return raised.map((r) => r.alert);
  }

  private async rulesOf(tenantIds: readonly string[]): Promise<Map<string, StoredRule[]>> {
    const now = this.options.now();
    const stale = tenantIds.filter((t) => {
      const cached = this.rules.get(t);
      return !cached || now - cached.at > RULES_TTL_MS || now < cached.at;
    });
    if (stale.length > 0) {
      const fresh = await enabledRules(this.options.db, stale);
      for (const t of stale) this.rules.set(t, { at: now, rules: fresh.filter((r) => r.tenantId === t) });
    }
    return new Map(tenantIds.map((t) => [t, this.rules.get(t)?.rules ?? []]));
  }
}
