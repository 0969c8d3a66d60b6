import { inCalendar, inCooldown, type Alert } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DetectedEvent } from '../positions/event-detector';
import { enabledRules, insertAlerts, lastAlertTimes, type NewAlert, type StoredRule } from './alert-repository';

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
