import { ALERT_SEVERITY_STYLES, ALERT_TEXTS, WEBHOOK_HEADERS, formatPointTime, type Alert } from '@fleet/domain';
import { createHmac } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AlertDeliveryTable, DB } from '../db/schema';
import type { AccountMailer } from '../mail/account-mailer';
import { addressRefusal } from '../http/public-address';
import { toAlert, type StoredRule } from './alert-repository';
import { PollWorker } from '../queue/poll-worker';

/** Deliveries taken per pass. */
const BATCH = 20;
/** How often the worker looks for due deliveries, ms. */
const POLL_MS = 1_000;
/** Error texts kept per try, characters. */
const ERROR_MAX = 300;

/** Options of {@link AlertDeliveries}. */
export interface AlertDeliveriesOptions {
  db: Kysely<DB>;
  now: () => number;
  mailer: AccountMailer;
  /** The address of the web app (the inbox link in e-mails). */
  publicUrl: string;
  allowPrivateWebhooks: boolean;
  webhookTimeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  timeZoneOf: (tenantId: string) => Promise<string>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** The body a webhook receives: what happened, in the alert's own shape. */
export interface WebhookPayload {
  type: 'alert';
  deliveryId: number;
  alert: Omit<Alert, 'deliveries'>;
}

/** The signature of a webhook body: HMAC-SHA256 of `<timestamp>.<body>` with the rule's secret, hex, `sha256=` first. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The e-mails and webhooks of alerts, as a durable queue in `alert_deliveries`: written with the alert, sent by a
 * worker on any instance (a pass claims due rows with `for update skip locked`), tried again after 1, 2, 4... times
 * the base wait until delivered or out of tries, each try and its outcome kept for the delivery log. A webhook is
 * refused at a private or loopback address unless allowed (the check is made on the resolved addresses, and
 * redirects are not followed).
 */
export class AlertDeliveries {
  private readonly worker = new PollWorker(() => this.pass(), { intervalMs: POLL_MS, onError: (error) => this.options.log.error({ err: error }, 'alert deliveries: a pass failed') });

  constructor(private readonly options: AlertDeliveriesOptions) {}

  /** Why a webhook URL may not be used (a private address), or null. Checks the resolved addresses. */
  async refusal(url: string): Promise<string | null> {
    if (this.options.allowPrivateWebhooks) return null;
    const refused = await addressRefusal(url);
    return refused === 'invalid' ? ALERT_TEXTS.webhookInvalid : refused === 'private' ? ALERT_TEXTS.webhookPrivate : null;
  }

  /** Writes the deliveries of new alerts (an e-mail per recipient, the webhook). */
  async enqueue(items: readonly { alert: Alert; tenantId: string; rule: Pick<StoredRule, 'emails' | 'webhookUrl' | 'webhookSecret'> }[]): Promise<void> {
    const rows = items.flatMap(({ alert, tenantId, rule }) => [
      ...rule.emails.map((email) => ({ tenant_id: tenantId, alert_id: String(alert.id), channel: 'email' as const, target: email, secret: null })),
      ...(rule.webhookUrl ? [{ tenant_id: tenantId, alert_id: String(alert.id), channel: 'webhook' as const, target: rule.webhookUrl, secret: rule.webhookSecret }] : []),
    ]);
    if (rows.length === 0) return;
    await this.options.db.insertInto('alert_deliveries').values(rows.map((r) => ({ ...r, next_at: new Date(this.options.now()) }))).execute();
    this.worker.kick();
  }

  /** Starts the worker (one pass a second, at once after new deliveries). */
  start(): void {
    this.worker.start();
  }

  /** Stops the worker after the pass in flight. */
  async stop(): Promise<void> {
    await this.worker.stop();
  }

  /** Sends the due deliveries once. @returns how many were tried */
  async pass(): Promise<number> {
    const { db, now } = this.options;
    const at = now();
    // Claimed by moving their next try past the longest a try may take: another instance skips them meanwhile.
    const lease = new Date(at + this.options.webhookTimeoutMs + 30_000);
    const claimed = await db
      .updateTable('alert_deliveries')
      .set({ attempts: sql`attempts + 1`, next_at: lease })
      .where(
        'id',
        'in',
        db.selectFrom('alert_deliveries').select('id').where('state', '=', 'pending').where('next_at', '<=', new Date(at)).orderBy('next_at').limit(BATCH).forUpdate().skipLocked(),
      )
      .returningAll()
      .execute();
    if (claimed.length === 0) return 0;
    const alertRows = await db
      .selectFrom('alerts')
      .selectAll()
      .where('id', '=', sql<string>`any(${claimed.map((c) => c.alert_id)}::bigint[])`)
      .execute();
    const alerts = new Map(alertRows.map((r) => [r.id, toAlert(r)]));
    await Promise.all(claimed.map((delivery) => this.attempt(delivery, alerts.get(delivery.alert_id))));
    return claimed.length;
  }

  private async attempt(delivery: Selectable<AlertDeliveryTable>, alert: Alert | undefined): Promise<void> {
    const { db, now, maxAttempts, retryBaseMs } = this.options;
    let outcome: { ok: boolean; status: number | null; error: string | null; final?: boolean };
    if (!alert) outcome = { ok: false, status: null, error: 'the alert no longer exists', final: true };
    else if (delivery.channel === 'email') outcome = await this.sendMail(delivery, alert);
    else outcome = await this.sendWebhook(delivery, alert);
    const update = outcome.ok
      ? { state: 'delivered' as const, delivered_at: new Date(now()), last_status: outcome.status, last_error: null }
      : outcome.final || delivery.attempts >= maxAttempts
        ? { state: 'failed' as const, last_status: outcome.status, last_error: outcome.error?.slice(0, ERROR_MAX) ?? null }
        : { next_at: new Date(now() + retryBaseMs * 2 ** (delivery.attempts - 1)), last_status: outcome.status, last_error: outcome.error?.slice(0, ERROR_MAX) ?? null };
    if (!outcome.ok) this.options.log.warn({ deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts, status: outcome.status, error: outcome.error }, 'alert delivery failed');
    await db.updateTable('alert_deliveries').set(update).where('id', '=', delivery.id).execute();
  }

  private async sendMail(delivery: Selectable<AlertDeliveryTable>, alert: Alert): Promise<{ ok: boolean; status: null; error: string | null }> {
    const timeZone = await this.options.timeZoneOf(delivery.tenant_id);
    const severity = ALERT_SEVERITY_STYLES[alert.severity].label;
    const lines = [
      alert.sentence,
      `Time: ${formatPointTime(alert.time, timeZone)} (${timeZone})`,
      `Severity: ${severity}`,
      `Rule: ${alert.ruleName}`,
      ...(alert.lat !== null && alert.lng !== null ? [`Position: ${alert.lat.toFixed(5)}, ${alert.lng.toFixed(5)}`] : []),
    ];
    try {
      await this.options.mailer.send({ kind: 'alert', email: delivery.target, subject: `[${severity}] ${alert.sentence}`, lines, link: `${this.options.publicUrl}/alerts?alert=${alert.id}` });
      return { ok: true, status: null, error: null };
    } catch (error) {
      return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async sendWebhook(delivery: Selectable<AlertDeliveryTable>, alert: Alert): Promise<{ ok: boolean; status: number | null; error: string | null; final?: boolean }> {
    const refused = await this.refusal(delivery.target);
    if (refused) return { ok: false, status: null, error: refused, final: true };
    const { deliveries: _deliveries, ...shown } = alert;
    const body = JSON.stringify({ type: 'alert', deliveryId: Number(delivery.id), alert: shown } satisfies WebhookPayload);
    const timestamp = String(Math.floor(this.options.now() / 1000));
    try {
      const response = await (this.options.fetch ?? fetch)(delivery.target, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.webhookTimeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'fleet-alerts/1',
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.delivery]: String(delivery.id),
          [WEBHOOK_HEADERS.signature]: webhookSignature(delivery.secret ?? '', timestamp, body),
        },
        body,
      });
      await response.body?.cancel();
      return response.ok ? { ok: true, status: response.status, error: null } : { ok: false, status: response.status, error: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
