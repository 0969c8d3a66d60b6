import type { DataPushContent } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { AckPolicy, DeliverPolicy, DiscardPolicy, headers as natsHeaders, JSONCodec, nanos, RetentionPolicy, StorageType, type JetStreamClient, type JetStreamManager, type JsMsg, type StoredMsg } from 'nats';
import type { DB } from '../db/schema';

/** A message of the queue: a batch of positions or events of one target. */
export interface PushMessage {
  tenantId: string;
  targetId: number;
  content: DataPushContent;
  items: unknown[];
}

/** A message claimed by this instance for one try. */
export interface ClaimedMessage extends PushMessage {
  /** Its id (the receiver sees it as `messageId`). */
  id: number;
  /** This try's number, 1 for the first. */
  attempt: number;
  /** Delivered: it leaves the queue. */
  done(): Promise<void>;
  /** Not delivered: tried again at `at` (ms since epoch), the target's later messages held back until then. */
  retryAt(at: number): Promise<void>;
}

/** What waits for one target: messages, items and the oldest message's time. */
export interface TargetBacklog {
  messages: number;
  items: number;
  oldestAt: string | null;
}

/**
 * The durable queue of data push: messages in order per target, each target's oldest one claimed by one instance at
 * a time and kept until delivered. In the database by default; on JetStream when the deployment runs on NATS.
 */
export interface PushQueue {
  /** Stores messages; a target's messages are delivered in the order they are added. */
  add(messages: readonly PushMessage[]): Promise<void>;
  /** Claims the oldest due message of up to `limit` targets; a claim not settled within `leaseMs` is offered again. */
  claim(limit: number, now: number, leaseMs: number): Promise<ClaimedMessage[]>;
  /** What waits per target of a company, for the targets that have something waiting. */
  backlog(tenantId: string, targetIds: readonly number[]): Promise<Map<number, TargetBacklog>>;
  /** A deleted target's messages go. */
  drop(targetId: number): Promise<void>;
}

/**
 * The queue in `data_push_queue`: a claim moves the message's next try past its lease (`for update skip locked`, so two
 * instances never take the same one); a target's later rows wait behind its oldest.
 */
export class DatabasePushQueue implements PushQueue {
  constructor(private readonly db: Kysely<DB>) {}

  async add(messages: readonly PushMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const at = new Date();
    await this.db
      .insertInto('data_push_queue')
      .values(messages.map((m) => ({ tenant_id: m.tenantId, target_id: m.targetId, content: m.content, items: JSON.stringify(m.items), count: m.items.length, next_at: at })))
      .execute();
  }

  async claim(limit: number, now: number, leaseMs: number): Promise<ClaimedMessage[]> {
    const { db } = this;
    const oldest = db.selectFrom('data_push_queue as o').select(sql<string>`min(o.id)`.as('id')).groupBy('o.target_id');
    const rows = await db
      .updateTable('data_push_queue')
      .set({ attempts: sql`attempts + 1`, next_at: new Date(now + leaseMs) })
      .where('id', 'in', db.selectFrom('data_push_queue').select('id').where('id', 'in', oldest).where('next_at', '<=', new Date(now)).orderBy('id').limit(limit).forUpdate().skipLocked())
      .returningAll()
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      tenantId: row.tenant_id,
      targetId: row.target_id,
      content: row.content as DataPushContent,
      items: row.items,
      attempt: row.attempts,
      done: async () => void (await db.deleteFrom('data_push_queue').where('id', '=', row.id).execute()),
      retryAt: async (at) => void (await db.updateTable('data_push_queue').set({ next_at: new Date(at) }).where('id', '=', row.id).execute()),
    }));
  }

  async backlog(tenantId: string): Promise<Map<number, TargetBacklog>> {
    const rows = await this.db
      .selectFrom('data_push_queue')
      .select(['target_id', sql<number>`count(*)::int`.as('messages'), sql<number>`coalesce(sum(count), 0)::int`.as('items'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('tenant_id', '=', tenantId)
      .groupBy('target_id')
      .execute();
    return new Map(rows.map((r) => [r.target_id, { messages: r.messages, items: r.items, oldestAt: r.oldest ? new Date(r.oldest).toISOString() : null }]));
  }

  /** The rows go with the target (foreign key, on delete cascade). */
  async drop(): Promise<void> {}
}

/** The JetStream names of data push under a deployment's NATS prefix. */
export function pushNames(prefix: string) {
  return {
    stream: `${prefix.toUpperCase()}_PUSH`,
    subjects: `${prefix}.push.*`,
    subject: (targetId: number) => `${prefix}.push.${targetId}`,
    consumer: (targetId: number) => `${prefix}-push-${targetId}`,
  };
}

const codec = JSONCodec<unknown[]>();
/** Headers of a queued message. */
const H = { tenant: 'Fleet-Tenant', content: 'Fleet-Content', items: 'Fleet-Items' } as const;

/**
 * The queue on JetStream (deployments on NATS): a work-queue stream on disk, one subject per target, and per target a
 * durable pull consumer with one message in flight at a time (`max_ack_pending` 1), so a target's messages go in
 * order and a failed one (negatively acknowledged with its back-off as the redelivery delay) holds the later ones
 * back. Any instance may pull; a message an instance took and never settled comes back after the ack wait. The items
 * waiting are counted in `data_push_targets.queued_items` (JetStream counts messages, not what they hold).
 */
export class JetStreamPushQueue implements PushQueue {
  private readonly names: ReturnType<typeof pushNames>;
  private readonly consumers = new Set<number>();

  private constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly db: Kysely<DB>,
    prefix: string,
    private readonly ackWaitMs: number,
  ) {
    this.names = pushNames(prefix);
  }

  /** Makes sure the stream exists (or brings it to this configuration) and returns the queue. */
  static async open(options: { js: JetStreamClient; jsm: JetStreamManager; db: Kysely<DB>; prefix: string; ackWaitMs: number }): Promise<JetStreamPushQueue> {
    const queue = new JetStreamPushQueue(options.js, options.jsm, options.db, options.prefix, options.ackWaitMs);
    const stream = {
      name: queue.names.stream,
      subjects: [queue.names.subjects],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      discard: DiscardPolicy.New,
      allow_direct: true,
    };
    try {
      await options.jsm.streams.add(stream);
    } catch {
      await options.jsm.streams.update(stream.name, stream);
    }
    return queue;
  }

  async add(messages: readonly PushMessage[]): Promise<void> {
    const items = new Map<number, number>();
    // One after the other: the stream keeps a subject's messages in the order they were acknowledged.
    for (const m of messages) {
      const h = natsHeaders();
      h.set(H.tenant, m.tenantId);
      h.set(H.content, m.content);
      h.set(H.items, String(m.items.length));
      await this.js.publish(this.names.subject(m.targetId), codec.encode(m.items), { headers: h });
      items.set(m.targetId, (items.get(m.targetId) ?? 0) + m.items.length);
    }
    for (const [targetId, n] of items) await this.db.updateTable('data_push_targets').set({ queued_items: sql`queued_items + ${n}` }).where('id', '=', targetId).execute();
  }

  async claim(limit: number): Promise<ClaimedMessage[]> {
    const waiting = await this.waiting();
    const claimed = await Promise.all([...waiting.keys()].slice(0, limit).map((targetId) => this.take(targetId)));
    return claimed.filter((m): m is ClaimedMessage => m !== null);
  }

  async backlog(_tenantId: string, targetIds: readonly number[]): Promise<Map<number, TargetBacklog>> {
    const waiting = await this.waiting();
    const mine = targetIds.filter((id) => waiting.has(id));
    if (mine.length === 0) return new Map();
    const counted = new Map(
      (await this.db.selectFrom('data_push_targets').select(['id', 'queued_items']).where('id', 'in', mine).execute()).map((r) => [r.id, Number(r.queued_items)]),
    );
    const out = new Map<number, TargetBacklog>();
    // The direct-get API (the stream allows it) finds a subject's first message; the manager's typings leave it out.
    const direct = (this.jsm as unknown as { direct: { getMessage(stream: string, query: { next_by_subj: string; seq: number }): Promise<StoredMsg> } }).direct;
    for (const targetId of mine) {
      const first = await direct.getMessage(this.names.stream, { next_by_subj: this.names.subject(targetId), seq: 0 }).catch(() => null);
      out.set(targetId, { messages: waiting.get(targetId) ?? 0, items: Math.max(0, counted.get(targetId) ?? 0), oldestAt: first ? first.time.toISOString() : null });
    }
    return out;
  }

  async drop(targetId: number): Promise<void> {
    await this.jsm.consumers.delete(this.names.stream, this.names.consumer(targetId)).catch(() => undefined);
    this.consumers.delete(targetId);
    await this.jsm.streams.purge(this.names.stream, { filter: this.names.subject(targetId) });
  }

  /** Messages waiting per target (delivered ones have left the work queue). */
  private async waiting(): Promise<Map<number, number>> {
    const info = await this.jsm.streams.info(this.names.stream, { subjects_filter: this.names.subjects });
    const out = new Map<number, number>();
    for (const [subject, count] of Object.entries(info.state.subjects ?? {})) {
      const id = Number(subject.slice(subject.lastIndexOf('.') + 1));
      if (Number.isInteger(id) && id > 0 && count > 0) out.set(id, count);
    }
    return out;
  }

  /**
   * The target's oldest message, when it is due: the server hands none while one is in flight or waiting for its next
   * try (one unacknowledged message at most), so the pull waits at most a second and comes back empty.
   */
  private async take(targetId: number): Promise<ClaimedMessage | null> {
    await this.ensureConsumer(targetId);
    const consumer = await this.js.consumers.get(this.names.stream, this.names.consumer(targetId));
    const m = await consumer.next({ expires: 1_000 });
    if (!m) return null;
    const items = Number(m.headers?.get(H.items) ?? '0');
    return {
      id: m.seq,
      tenantId: m.headers?.get(H.tenant) ?? '',
      targetId,
      content: (m.headers?.get(H.content) ?? 'positions') as DataPushContent,
      items: decode(m),
      attempt: m.info.redeliveryCount,
      done: async () => {
        await m.ackAck();
        await this.db.updateTable('data_push_targets').set({ queued_items: sql`greatest(queued_items - ${items}, 0)` }).where('id', '=', targetId).execute();
      },
      retryAt: async (at) => m.nak(Math.max(0, at - Date.now())),
    };
  }

  private async ensureConsumer(targetId: number): Promise<void> {
    if (this.consumers.has(targetId)) return;
    const config = {
      durable_name: this.names.consumer(targetId),
      filter_subject: this.names.subject(targetId),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_ack_pending: 1,
      ack_wait: nanos(this.ackWaitMs),
    };
    try {
      await this.jsm.consumers.add(this.names.stream, config);
    } catch {
      await this.jsm.consumers.update(this.names.stream, config.durable_name, { ack_wait: config.ack_wait, max_ack_pending: 1 });
    }
    this.consumers.add(targetId);
  }
}

function decode(m: JsMsg): unknown[] {
  try {
    const items = codec.decode(m.data);
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}
