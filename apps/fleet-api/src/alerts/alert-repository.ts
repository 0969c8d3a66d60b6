import { alertSentence, type Alert, type AlertDelivery, type AlertRule, type AlertRuleParsed, type AlertSeverity } from '@fleet/domain';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AlertDeliveryTable, AlertRuleTable, AlertTable, DB } from '../db/schema';

/** A rule as stored, with what the engine needs. */
export type StoredRule = AlertRule & { tenantId: string; createdBy: string | null };

/** A rule as the form sent it, parsed (defaults applied). */
export type ParsedRule = AlertRuleParsed;

export function toRule(row: Selectable<AlertRuleTable>): StoredRule {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    createdBy: row.created_by,
    name: row.name,
    eventTypes: row.event_types,
    assetIds: row.asset_ids.map(Number),
    groupIds: row.group_ids.map(Number),
    severity: row.severity,
    days: row.days.map(Number),
    fromMinute: row.from_minute,
    toMinute: row.to_minute,
    cooldownMinutes: row.cooldown_minutes,
    inactiveHours: row.inactive_hours,
    speedLimitKph: row.speed_limit_kph,
    speedingSeconds: row.speeding_seconds,
    temperatureMinC: row.temperature_min_c,
    temperatureMaxC: row.temperature_max_c,
    temperatureMinutes: row.temperature_minutes,
    dwellMinutes: row.dwell_minutes,
    poiIds: row.poi_ids.map(Number),
    notifyWeb: row.notify_web,
    emails: row.emails,
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
    enabled: row.enabled,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The rule without its tenant (what the API answers). */
export function publicRule({ tenantId: _tenantId, createdBy: _createdBy, ...rule }: StoredRule): AlertRule {
  return rule;
}

const ruleColumns = (rule: ParsedRule) => ({
  name: rule.name,
  event_types: [...new Set(rule.eventTypes)],
  asset_ids: [...new Set(rule.assetIds)],
  group_ids: [...new Set(rule.groupIds)],
  severity: rule.severity,
  days: [...new Set(rule.days)].sort((a, b) => a - b),
  from_minute: rule.fromMinute,
  to_minute: rule.toMinute,
  cooldown_minutes: rule.cooldownMinutes,
  inactive_hours: rule.inactiveHours,
  speed_limit_kph: rule.speedLimitKph,
  speeding_seconds: rule.speedingSeconds,
  temperature_min_c: rule.temperatureMinC,
  temperature_max_c: rule.temperatureMaxC,
  temperature_minutes: rule.temperatureMinutes,
  dwell_minutes: rule.dwellMinutes,
  poi_ids: [...new Set(rule.poiIds)],
  notify_web: rule.notifyWeb,
  emails: [...new Set(rule.emails)],
  webhook_url: rule.webhookUrl,
  enabled: rule.enabled,
});

/** A new webhook signing secret: 32 random bytes, hex. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The company's rules; only those `createdBy` made when given (a Client's own). */
export async function listRules(db: Kysely<DB>, tenantId: string, createdBy?: string): Promise<StoredRule[]> {
  const rows = await db
    .selectFrom('alert_rules')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(createdBy !== undefined, (q) => q.where('created_by', '=', createdBy!))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toRule);
}

export async function countRules(db: Kysely<DB>, tenantId: string): Promise<number> {
  const row = await db.selectFrom('alert_rules').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRule(db: Kysely<DB>, tenantId: string, userId: string, rule: ParsedRule): Promise<StoredRule> {
  const row = await db
    .insertInto('alert_rules')
    .values({ tenant_id: tenantId, created_by: userId, ...ruleColumns(rule), webhook_secret: rule.webhookUrl ? newWebhookSecret() : null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRule(row);
}

export async function updateRule(db: Kysely<DB>, tenantId: string, id: number, rule: ParsedRule, createdBy?: string): Promise<StoredRule | undefined> {
  const row = await db
    .updateTable('alert_rules')
    // A webhook keeps its secret while it has one; a new webhook gets one; none without a webhook.
    .set({ ...ruleColumns(rule), webhook_secret: rule.webhookUrl ? sql<string>`coalesce(webhook_secret, ${newWebhookSecret()})` : null, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .$if(createdBy !== undefined, (q) => q.where('created_by', '=', createdBy!))
    .returningAll()
    .executeTakeFirst();
  return row && toRule(row);
}

export async function deleteRule(db: Kysely<DB>, tenantId: string, id: number, createdBy?: string): Promise<StoredRule | undefined> {
  const row = await db
    .deleteFrom('alert_rules')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .$if(createdBy !== undefined, (q) => q.where('created_by', '=', createdBy!))
    .returningAll()
    .executeTakeFirst();
  return row && toRule(row);
}

/** The enabled rules of these tenants. */
export async function enabledRules(db: Kysely<DB>, tenantIds: readonly string[]): Promise<StoredRule[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db
    .selectFrom('alert_rules')
    .selectAll()
    .where('tenant_id', '=', sql<string>`any(${[...tenantIds]}::uuid[])`)
    .where('enabled', '=', true)
    .execute();
  return rows.map(toRule);
}

/** An alert about to be stored. */
export interface NewAlert {
  tenantId: string;
  /** The rule that raised it; null for a reminder's alert. */
  ruleId: number | null;
  ruleName: string;
  assetId: number;
  assetName: string;
  type: string;
  severity: AlertSeverity;
  time: number;
  lat: number | null;
  lng: number | null;
  details: Record<string, string | number | boolean | null>;
}

export function toDelivery(row: Pick<Selectable<AlertDeliveryTable>, 'channel' | 'target' | 'state' | 'attempts' | 'last_status' | 'last_error' | 'delivered_at'>): AlertDelivery {
  return {
    channel: row.channel,
    target: row.target,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at?.getTime() ?? null,
  };
}

/** The deliveries of these alerts, by alert id, in the order they were made. */
export async function deliveriesOf(db: Kysely<DB>, alertIds: readonly number[]): Promise<Map<number, AlertDelivery[]>> {
  const out = new Map<number, AlertDelivery[]>();
  if (alertIds.length === 0) return out;
  const rows = await db
    .selectFrom('alert_deliveries')
    .select(['alert_id', 'channel', 'target', 'state', 'attempts', 'last_status', 'last_error', 'delivered_at'])
    .where('alert_id', '=', sql<string>`any(${alertIds.map(String)}::bigint[])`)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const id = Number(row.alert_id);
    out.set(id, [...(out.get(id) ?? []), toDelivery(row)]);
  }
  return out;
}

export function toAlert(row: Selectable<AlertTable>, deliveries: AlertDelivery[] = []): Alert {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Alert['details']) : row.details;
  return {
    id: Number(row.id),
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    type: row.type,
    severity: row.severity,
    time: row.time.getTime(),
    lat: row.lat,
    lng: row.lng,
    details,
    sentence: alertSentence({ type: row.type, assetName: row.asset_name, details }),
    state: row.acknowledged_at ? 'acknowledged' : 'open',
    acknowledgedAt: row.acknowledged_at?.getTime() ?? null,
    acknowledgedBy: row.acknowledged_by_name,
    comment: row.comment,
    deliveries,
  };
}

export async function insertAlerts(db: Kysely<DB>, alerts: readonly NewAlert[]): Promise<Alert[]> {
  if (alerts.length === 0) return [];
  const rows = await db
    .insertInto('alerts')
    .values(
      alerts.map((a) => ({
        tenant_id: a.tenantId,
        rule_id: a.ruleId,
        rule_name: a.ruleName,
        asset_id: a.assetId,
        asset_name: a.assetName,
        type: a.type,
        severity: a.severity,
        time: new Date(a.time),
        lat: a.lat,
        lng: a.lng,
        details: JSON.stringify(a.details),
      })),
    )
    .returningAll()
    .execute();
  return rows.map((row) => toAlert(row));
}

/** The time of each (rule, asset)'s last alert, ms, for the pairs given. */
export async function lastAlertTimes(db: Kysely<DB>, pairs: readonly { ruleId: number; assetId: number }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (pairs.length === 0) return out;
  const rows = await db
    .selectFrom('alerts')
    .select(['rule_id', 'asset_id', (eb) => eb.fn.max('time').as('last')])
    .where('rule_id', '=', sql<number>`any(${pairs.map((p) => p.ruleId)}::int[])`)
    .where('asset_id', '=', sql<number>`any(${pairs.map((p) => p.assetId)}::int[])`)
    .groupBy(['rule_id', 'asset_id'])
    .execute();
  for (const row of rows) if (row.last) out.set(`${row.rule_id}:${row.asset_id}`, new Date(row.last as Date | string).getTime());
  return out;
}

/** The inbox filter, parsed. */
export interface AlertFilter {
  from: number;
  to: number;
  /** Assets the caller may see (Clients) and, within them, the ones asked for; undefined: every asset (Administrators). */
  assetIds: readonly number[] | undefined;
  types?: readonly string[] | undefined;
  severity?: AlertSeverity | undefined;
  state?: 'open' | 'acknowledged' | undefined;
  before?: number | undefined;
  limit: number;
}

export async function listAlerts(db: Kysely<DB>, tenantId: string, filter: AlertFilter): Promise<{ alerts: Alert[]; more: boolean; open: number }> {
  const period = db
    .selectFrom('alerts')
    .where('tenant_id', '=', tenantId)
    .where('time', '>=', new Date(filter.from))
    .where('time', '<=', new Date(filter.to))
    .$if(filter.assetIds !== undefined, (q) => q.where('asset_id', '=', sql<number>`any(${[...(filter.assetIds ?? [])]}::int[])`));
  let query = period.selectAll();
  if (filter.types && filter.types.length > 0) query = query.where('type', '=', sql<string>`any(${[...filter.types]}::text[])`);
  if (filter.severity) query = query.where('severity', '=', filter.severity);
  if (filter.state === 'open') query = query.where('acknowledged_at', 'is', null);
  if (filter.state === 'acknowledged') query = query.where('acknowledged_at', 'is not', null);
  if (filter.before) query = query.where('id', '<', String(filter.before));
  const rows = await query.orderBy('time', 'desc').orderBy('id', 'desc').limit(filter.limit + 1).execute();
  const open = await period.select((eb) => eb.fn.countAll<string>().as('n')).where('acknowledged_at', 'is', null).executeTakeFirstOrThrow();
  const page = rows.slice(0, filter.limit);
  const deliveries = await deliveriesOf(db, page.map((r) => Number(r.id)));
  return { alerts: page.map((r) => toAlert(r, deliveries.get(Number(r.id)))), more: rows.length > filter.limit, open: Number(open.n) };
}

/** Acknowledges the open alerts among `ids` the caller may see. @returns the ids acknowledged now */
export async function acknowledgeAlerts(
  db: Kysely<DB>,
  tenantId: string,
  ids: readonly number[],
  visibleAssets: readonly number[] | undefined,
  by: { userId: string; name: string },
  comment: string | null,
  at: number,
): Promise<number[]> {
  const rows = await db
    .updateTable('alerts')
    .set({ acknowledged_at: new Date(at), acknowledged_by: by.userId, acknowledged_by_name: by.name, comment })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`any(${ids.map(String)}::bigint[])`)
    .where('acknowledged_at', 'is', null)
    .$if(visibleAssets !== undefined, (q) => q.where('asset_id', '=', sql<number>`any(${[...(visibleAssets ?? [])]}::int[])`))
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
