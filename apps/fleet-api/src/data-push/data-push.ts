import { DATA_PUSH_LIMITS, DATA_PUSH_TEXTS, WEBHOOK_HEADERS, dataPushRetryMs, type DataPushContent } from '@fleet/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { webhookSignature } from '../alerts/alert-deliveries';
import type { DB } from '../db/schema';
import { addressRefusal } from '../http/public-address';
import type { DetectedEvent } from '../positions/event-detector';
import type { StoredPositions } from '../positions/ingest-service';
import { PollWorker } from '../queue/poll-worker';
import { DatabasePushQueue, type ClaimedMessage, type PushQueue, type TargetBacklog } from './push-queue';

/** Messages sent per pass (the oldest due one of each target, in order). */
const PASS_TARGETS = 20;
/** How often the worker looks for due messages, ms. */
const POLL_MS = 1_000;
/** Error texts kept, characters. */
const ERROR_MAX = 300;

/** Options of {@link DataPush}. */
export interface DataPushOptions {
  db: Kysely<DB>;
  /** The wall clock (tries are scheduled on it). */
  now: () => number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Targets at private or loopback addresses are allowed (a receiver on the company's own network). */
  allowPrivate: boolean;
  timeoutMs: number;
  /** The first wait after a failed try, ms (then doubled, up to DATA_PUSH_LIMITS.retryMaxMs). */
  retryBaseMs: number;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Where messages wait. @default the database (`data_push_queue`) */
  queue?: PushQueue;
}

/** A target as the push reads it. */
interface Target {
  id: number;
  kind: string;
  url: string;
  topic: string;
  secret: string;
  positions: boolean;
  /** The event types forwarded; null: every one; undefined: no events. */
  eventTypes: ReadonlySet<string> | null | undefined;
  /** The assets forwarded; null: every one. */
  assetIds: ReadonlySet<number> | null;
}

/** What a receiver gets: one message of positions or events of a target. */
export interface DataPushPayload {
  type: DataPushContent;
  targetId: number;
  messageId: number;
  items: unknown[];
}

/** A position as pushed: its fields with the device time in ISO. */
const pushedPosition = (p: StoredPositions['reports'][number]) => ({ ...p, time: new Date(p.time).toISOString() });
/** An event as pushed. */
const pushedEvent = (e: DetectedEvent) => ({ assetId: e.assetId, type: e.type, time: new Date(e.time).toISOString(), lat: e.lat, lng: e.lng, details: e.details });

/**
 * Data push (see the domain's data-push.ts): hears the committed positions and the derived events, keeps for each
 * target of the company what it forwards, and every DATA_PUSH_LIMITS.flushMs adds it to the durable queue (the
 * database's `data_push_queue`, or JetStream in a NATS deployment: push-queue.ts) in messages of at most
 * DATA_PUSH_LIMITS.batchMax items. A worker on every instance sends each target's oldest due message (claimed for the
 * longest a try may take), HTTP POST signed like the alert webhooks or an MQTT publish (QoS 1), and removes it once
 * delivered; a failed one waits 2, 4, 8 ... s (at most 5 min) and holds the target's later messages back, so that they
 * arrive in order. Nothing here ever waits for a receiver on the ingest path.
 */
export class DataPush {
  private readonly targets = new Map<string, Promise<Target[]>>();
  private readonly buffer = new Map<number, { tenantId: string; positions: unknown[]; events: unknown[] }>();
  private readonly clients = new Map<number, { url: string; tenantId: string; client: MqttClient }>();
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private pending: Promise<unknown>[] = [];
  private readonly worker = new PollWorker(() => this.pass(), { intervalMs: POLL_MS, onError: (error) => this.options.log.error({ err: error }, 'data push: a pass failed') });

  private readonly queue: PushQueue;

  constructor(private readonly options: DataPushOptions) {
    this.queue = options.queue ?? new DatabasePushQueue(options.db);
  }

  /** Why a target URL may not be used, or null. */
  async refusal(url: string): Promise<string | null> {
    if (this.options.allowPrivate) return null;
    const refused = await addressRefusal(url);
    return refused === 'invalid' ? DATA_PUSH_TEXTS.urlInvalid : refused === 'private' ? DATA_PUSH_TEXTS.urlPrivate : null;
  }

  /** Forgets a company's targets (changed here or, through the signals, elsewhere); they are read again when needed. */
  invalidate(tenantId: string): void {
    this.targets.delete(tenantId);
    for (const [id, c] of this.clients) {
      if (c.tenantId !== tenantId) continue;
      c.client.end(true);
      this.clients.delete(id);
    }
  }

  /** Hears committed positions (returns at once). */
  hearPositions(batch: readonly StoredPositions[]): void {
    this.hear(
      [...new Set(batch.map((b) => b.tenantId))],
      (tenantId, targets) => {
        for (const { tenantId: owner, reports } of batch) {
          if (owner !== tenantId || reports.length === 0) continue;
          const assetId = reports[0]!.assetId;
          for (const t of targets) if (t.positions && (t.assetIds === null || t.assetIds.has(assetId))) this.slot(t.id, tenantId).positions.push(...reports.map(pushedPosition));
        }
      },
    );
  }

  /** Hears stored events (returns at once). */
  hearEvents(events: readonly DetectedEvent[]): void {
    this.hear(
      [...new Set(events.map((e) => e.tenantId))],
      (tenantId, targets) => {
        for (const e of events) {
          if (e.tenantId !== tenantId) continue;
          for (const t of targets) {
            if (t.eventTypes === undefined || (t.eventTypes !== null && !t.eventTypes.has(e.type))) continue;
            if (t.assetIds === null || t.assetIds.has(e.assetId)) this.slot(t.id, tenantId).events.push(pushedEvent(e));
          }
        }
      },
    );
  }

  /** Starts the worker. */
  start(): void {
    this.worker.start();
  }

  /** Writes what is buffered, stops the worker after its pass in flight and closes the MQTT connections. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.pending);
    await this.flush();
    await this.worker.stop();
    for (const { client } of this.clients.values()) await client.endAsync(true).catch(() => undefined);
    this.clients.clear();
  }

  /** Waits until what was heard is in the queue (tests). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.pending);
    await this.flush();
  }

  /** What waits per target of a company: messages, items, the oldest one's time. */
  async backlog(tenantId: string): Promise<Map<number, TargetBacklog>> {
    const ids = (await this.options.db.selectFrom('data_push_targets').select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id);
    return this.queue.backlog(tenantId, ids);
  }

  /** A deleted target's waiting messages go. */
  async dropTarget(targetId: number): Promise<void> {
    await this.queue.drop(targetId);
  }

  /** Sends the due messages once (the oldest of each target). @returns how many were tried */
  async pass(): Promise<number> {
    const { db, now } = this.options;
    const claimed = await this.queue.claim(PASS_TARGETS, now(), this.options.timeoutMs + 30_000);
    if (claimed.length === 0) return 0;
    const targets = await db.selectFrom('data_push_targets').selectAll().where('id', 'in', [...new Set(claimed.map((c) => c.targetId))]).execute();
    const byId = new Map(targets.map((t) => [t.id, t]));
    const delivered = await Promise.all(claimed.map((m) => this.attempt(m, byId.get(m.targetId))));
    // A backlog drains without waiting for the next poll: the next pass follows a delivery at once.
    if (delivered.some(Boolean)) this.worker.kick();
    return claimed.length;
  }

  private hear(tenants: readonly string[], add: (tenantId: string, targets: readonly Target[]) => void): void {
    for (const tenantId of tenants) {
      const work = this.targetsOf(tenantId)
        .then((targets) => {
          if (targets.length === 0) return;
          add(tenantId, targets);
          this.scheduleFlush();
        })
        .catch((err: unknown) => this.options.log.error({ err }, 'data push: reading the targets failed'));
      this.pending.push(work);
      void work.finally(() => (this.pending = this.pending.filter((p) => p !== work)));
    }
  }

  private targetsOf(tenantId: string): Promise<Target[]> {
    let cached = this.targets.get(tenantId);
    if (!cached) {
      cached = this.options.db
        .selectFrom('data_push_targets')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('enabled', '=', true)
        .execute()
        .then((rows) =>
          rows.map((r) => ({
            id: r.id,
            kind: r.kind,
            url: r.url,
            topic: r.topic,
            secret: r.secret,
            positions: r.send_positions,
            eventTypes: r.send_events ? (r.event_types.length > 0 ? new Set(r.event_types) : null) : undefined,
            assetIds: r.asset_ids.length > 0 ? new Set(r.asset_ids.map(Number)) : null,
          })),
        );
      cached.catch(() => this.targets.delete(tenantId));
      this.targets.set(tenantId, cached);
    }
    return cached;
  }

  private slot(targetId: number, tenantId: string) {
    let s = this.buffer.get(targetId);
    if (!s) {
      s = { tenantId, positions: [], events: [] };
      this.buffer.set(targetId, s);
    }
    return s;
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush().catch((err: unknown) => this.options.log.error({ err }, 'data push: queueing failed'));
    }, DATA_PUSH_LIMITS.flushMs);
    this.flushTimer.unref();
  }

  /** Writes the buffered items to the queue, in messages of at most batchMax. */
  private flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushing = this.flushing.then(async () => {
      if (this.buffer.size === 0) return;
      const taken = [...this.buffer];
      this.buffer.clear();
      const rows = taken.flatMap(([targetId, { tenantId, positions, events }]) =>
        (['positions', 'events'] as const).flatMap((content) => {
          const items = content === 'positions' ? positions : events;
          const out = [];
          for (let i = 0; i < items.length; i += DATA_PUSH_LIMITS.batchMax) {
            const part = items.slice(i, i + DATA_PUSH_LIMITS.batchMax);
            out.push({ tenantId, targetId, content, items: part });
          }
          return out;
        }),
      );
      if (rows.length === 0) return;
      // A target deleted meanwhile takes its rows with it (the foreign key): insert only for those that remain.
      const alive = new Set((await this.options.db.selectFrom('data_push_targets').select('id').where('id', 'in', [...new Set(rows.map((r) => r.targetId))]).execute()).map((r) => r.id));
      const kept = rows.filter((r) => alive.has(r.targetId));
      if (kept.length > 0) await this.queue.add(kept);
      this.worker.kick();
    });
    return this.flushing;
  }

  /** One try of a message. @returns whether it was delivered */
  private async attempt(message: ClaimedMessage, target: Selectable<DB['data_push_targets']> | undefined): Promise<boolean> {
    const { db, now } = this.options;
    // The target was deleted meanwhile: its message goes with it.
    if (!target) {
      await message.done();
      return false;
    }
    const payload: DataPushPayload = { type: message.content, targetId: target.id, messageId: message.id, items: message.items };
    let error: string | null;
    try {
      error = await (target.kind === 'mqtt' ? this.publish(target, payload) : this.post(target, payload));
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (error === null) {
      await message.done();
      await db
        .updateTable('data_push_targets')
        .set({ delivered: sql`delivered + ${message.items.length}`, last_delivered_at: new Date(now()) })
        .where('id', '=', target.id)
        .execute();
      return true;
    }
    this.options.log.warn({ targetId: target.id, messageId: message.id, attempt: message.attempt, error }, 'data push delivery failed');
    await message.retryAt(now() + dataPushRetryMs(message.attempt, this.options.retryBaseMs));
    await db.updateTable('data_push_targets').set({ last_error: error.slice(0, ERROR_MAX), last_error_at: new Date(now()) }).where('id', '=', target.id).execute();
    return false;
  }

  /** HTTP POST of a message, signed; null when delivered (any 2xx), else why not. */
  private async post(target: Selectable<DB['data_push_targets']>, payload: DataPushPayload): Promise<string | null> {
    const refused = await this.refusal(target.url);
    if (refused) return refused;
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(this.options.now() / 1000));
    const response = await (this.options.fetch ?? fetch)(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'fleet-data-push/1',
        [WEBHOOK_HEADERS.timestamp]: timestamp,
        [WEBHOOK_HEADERS.delivery]: String(payload.messageId),
        [WEBHOOK_HEADERS.signature]: webhookSignature(target.secret, timestamp, body),
      },
      body,
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  }

  /** MQTT publish of a message (QoS 1: the broker acknowledged it); null when delivered, else why not. */
  private async publish(target: Selectable<DB['data_push_targets']>, payload: DataPushPayload): Promise<string | null> {
    const refused = await this.refusal(target.url);
    if (refused) return refused;
    let entry = this.clients.get(target.id);
    if (entry && entry.url !== target.url) {
      entry.client.end(true);
      entry = undefined;
    }
    if (!entry) {
      const client = await mqtt.connectAsync(target.url, { connectTimeout: this.options.timeoutMs, reconnectPeriod: 0, clientId: `fleet-push-${target.id}-${process.pid}` });
      entry = { url: target.url, tenantId: target.tenant_id, client };
      this.clients.set(target.id, entry);
    }
    try {
      await Promise.race([
        entry.client.publishAsync(target.topic, JSON.stringify(payload), { qos: 1 }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('the broker did not acknowledge in time')), this.options.timeoutMs).unref()),
      ]);
      return null;
    } catch (error) {
      entry.client.end(true);
      this.clients.delete(target.id);
      throw error;
    }
  }
}
