import { CONDITION_ALERT_TYPES, INACTIVE_ALERT_TYPE, inCalendar, inCooldown, type Alert } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DetectedEvent } from '../positions/event-detector';
import type { StoredPositions } from '../positions/ingest-service';
import { enabledRules, insertAlerts, lastAlertTimes, toRule, type NewAlert, type StoredRule } from './alert-repository';
import { claimDueDwells, conditionAssets, followConditions, followPoiStays, ruleCovers, type ConditionAlert } from './condition-episodes';

/** A rule that matched, before its calendar, scope and cool-down are applied. */
type Candidate = Omit<ConditionAlert, 'details'> & { details: NewAlert['details'] };

/** How often assets are checked for the "inactive" rules, ms. */
export const INACTIVE_CHECK_MS = 5 * 60_000;

/** How often the POI stays are checked for the dwell rules, ms. */
export const DWELL_CHECK_MS = 30_000;

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
  private readonly timers = new Map<() => Promise<unknown>, NodeJS.Timeout>();
  /** The timed checks under way (each removes itself when done). */
  private readonly timedRuns = new Set<Promise<unknown>>();

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
    for (const tenantId of tenants) {
      await followPoiStays(
        this.options.db,
        rulesOf.get(tenantId) ?? [],
        events.filter((e) => e.tenantId === tenantId),
      );
    }
    return this.raise(
      events.flatMap((event) =>
        (rulesOf.get(event.tenantId) ?? [])
          .filter((rule) => rule.eventTypes.includes(event.type))
          .map((rule) => ({ rule, assetId: event.assetId, type: event.type, time: event.time, lat: event.lat, lng: event.lng, details: event.details })),
      ),
    );
  }

  /** Queues committed reports for the condition rules (speeding for a time, temperature out of range). */
  hearPositions(batch: readonly StoredPositions[]): void {
    if (batch.length === 0) return;
    this.pending += 1;
    this.queue = this.queue
      .then(() => this.evaluatePositions(batch))
      .then(
        () => undefined,
        (error: unknown) => this.options.onError(error),
      )
      .finally(() => (this.pending -= 1));
  }

  /** Follows the condition rules over committed reports now: stores and delivers the alerts they raise. @returns the alerts */
  async evaluatePositions(batch: readonly StoredPositions[]): Promise<Alert[]> {
    const rulesOf = await this.rulesOf([...new Set(batch.map((b) => b.tenantId))]);
    const raised: ConditionAlert[] = [];
    for (const { tenantId, reports } of batch) raised.push(...(await followConditions(this.options.db, rulesOf.get(tenantId) ?? [], reports)));
    return this.raise(raised);
  }

  /**
   * The POI stays that have lasted their dwell rule's minutes: each told once (claimed by a conditional update, so two
   * instances checking at once tell once), dated when the minutes passed. @returns the alerts raised
   */
  async checkDwells(): Promise<Alert[]> {
    const due = await claimDueDwells(this.options.db, this.options.now());
    if (due.length === 0) return [];
    const rules = new Map(
      (await this.options.db.selectFrom('alert_rules').selectAll().where('id', '=', sql<number>`any(${[...new Set(due.map((d) => d.ruleId))]}::int[])`).execute()).map((r) => [r.id, toRule(r)]),
    );
    return this.raise(
      due.flatMap((d) => {
        const rule = rules.get(d.ruleId);
        return rule
          ? [{ rule, assetId: d.assetId, type: CONDITION_ALERT_TYPES.dwell, time: d.at, lat: d.lat, lng: d.lng, details: { poiId: d.poiId, name: d.name, heldMs: d.at - d.since, since: d.since } }]
          : [];
      }),
    );
  }

  /**
   * Stores and delivers the alerts of rules that matched: those whose calendar holds the time in the company's time
   * zone, whose asset the rule covers (listed, in a listed group, every asset when none is listed), and whose cool-down
   * for that asset has passed.
   */
  private async raise(candidates: readonly Candidate[]): Promise<Alert[]> {
    if (candidates.length === 0) return [];
    const zones = new Map<string, string>();
    for (const tenantId of new Set(candidates.map((c) => c.rule.tenantId))) zones.set(tenantId, await this.options.timeZoneOf(tenantId));
    const timely = candidates.filter((c) => inCalendar(c.rule, c.time, zones.get(c.rule.tenantId)!));
    if (timely.length === 0) return [];
    const assets = await conditionAssets(
      this.options.db,
      timely.map((c) => c.assetId),
    );
    const inScope = timely.filter((c) => assets.has(c.assetId) && ruleCovers(c.rule, assets.get(c.assetId)!));
    const last = await lastAlertTimes(this.options.db, inScope.map((c) => ({ ruleId: c.rule.id, assetId: c.assetId })));
    const raised: NewAlert[] = [];
    const rulesOfAlert: StoredRule[] = [];
    for (const c of [...inScope].sort((a, b) => a.time - b.time)) {
      const key = `${c.rule.id}:${c.assetId}`;
      if (inCooldown(last.get(key), c.time, c.rule.cooldownMinutes)) continue;
      last.set(key, Math.max(last.get(key) ?? c.time, c.time));
      raised.push({
        tenantId: c.rule.tenantId,
        ruleId: c.rule.id,
        ruleName: c.rule.name,
        assetId: c.assetId,
        assetName: assets.get(c.assetId)!.name,
        type: c.type,
        severity: c.rule.severity,
        time: c.time,
        lat: c.lat,
        lng: c.lng,
        details: c.details,
      });
      rulesOfAlert.push(c.rule);
    }
    const stored = await insertAlerts(this.options.db, raised);
    await this.options.deliver(stored.map((alert, i) => ({ alert, tenantId: raised[i]!.tenantId, rule: rulesOfAlert[i]! })));
    return stored;
  }

  /**
   * Runs the checks over time until `stopTimedChecks`: the "inactive" rules every INACTIVE_CHECK_MS and the POI stays
   * of the dwell rules every DWELL_CHECK_MS, the first of each after `firstDelayMs`.
   */
  startTimedChecks(firstDelayMs = 10_000): void {
    const every = (check: () => Promise<unknown>, intervalMs: number) => {
      const run = () => {
        const running: Promise<unknown> = check()
          .catch((error: unknown) => this.options.onError(error))
          .finally(() => this.timedRuns.delete(running));
        this.timedRuns.add(running);
        arm(intervalMs);
      };
      const arm = (delayMs: number) => {
        const timer = setTimeout(run, delayMs);
        timer.unref();
        this.timers.set(check, timer);
      };
      arm(firstDelayMs);
    };
    every(() => this.checkInactive(), INACTIVE_CHECK_MS);
    every(() => this.checkDwells(), DWELL_CHECK_MS);
  }

  /** Stops the checks over time; resolves once the checks under way are done. */
  async stopTimedChecks(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.timedRuns);
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
