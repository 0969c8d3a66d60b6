import { createHash } from 'node:crypto';
import type { DeviceRecord } from '@fleet/telemetry';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from 'nats';
import { z } from 'zod';
import { emptyDelivery, type DeliveryResult, type DeviceSink, type DirectIngest, type HelloResult } from '../devices/device-sink';
import type { NatsNames } from './nats-names';

/** A re-sent batch (same bytes) within this window is stored in the stream once, ms. */
export const INGEST_DUPLICATE_WINDOW_MS = 120_000;
/** A message an instance took but did not acknowledge (it died) goes to another instance after this, ms. */
export const INGEST_ACK_WAIT_MS = 30_000;
/** Messages taken and not yet acknowledged, per deployment: bounds what one instance holds in memory. */
const MAX_ACK_PENDING = 20_000;
/** Records handed to the database in one delivery (one ingest transaction). */
const MAX_RECORDS_PER_DELIVERY = 5_000;
/** A delivery that failed (database down) is offered again after this, ms. */
const RETRY_DELAY_MS = 2_000;

const codec = JSONCodec<unknown>();

const recordsSchema = z
  .array(
    z.looseObject({
      deviceId: z.string().min(1).max(64),
      protocol: z.enum(['osmand', 'teltonika', 'mqtt', 'gt06', 'h02', 'jt808', 'watch']),
    }),
  )
  .min(1);

/**
 * What a queue message holds: device records (the ingest path validates every field again) and the address they
 * came from (for the record of a new unregistered identifier). A bare array is a message of an earlier version.
 */
const messageSchema = z.union([recordsSchema.transform((records) => ({ records, source: undefined })), z.object({ records: recordsSchema, source: z.string().max(100).optional() })]);

/**
 * The stream of device records: a work queue (each message is removed once one instance committed it), on disk,
 * deduplicated by message id, refusing new messages rather than dropping unprocessed ones when a limit is hit.
 * Creates it, or brings an existing one to this configuration.
 */
export async function ensureIngestQueue(jsm: JetStreamManager, names: NatsNames): Promise<void> {
  const stream = {
    name: names.ingestStream,
    subjects: [names.ingestSubjects],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.New,
    duplicate_window: nanos(INGEST_DUPLICATE_WINDOW_MS),
  };
  try {
    await jsm.streams.add(stream);
  } catch {
    await jsm.streams.update(stream.name, stream);
  }
  const consumer = {
    durable_name: names.ingestConsumer,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(INGEST_ACK_WAIT_MS),
    max_ack_pending: MAX_ACK_PENDING,
    filter_subject: names.ingestSubjects,
  };
  try {
    await jsm.consumers.add(names.ingestStream, consumer);
  } catch {
    await jsm.consumers.update(names.ingestStream, names.ingestConsumer, { ack_wait: consumer.ack_wait, max_ack_pending: consumer.max_ack_pending });
  }
}

/** The message id of a batch: its content, so that a device re-sending the same packet is queued once. */
export function batchId(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('base64url');
}

/**
 * The device sink of an instance in a cluster: records go to the JetStream work queue, and `deliver` resolves once
 * JetStream has stored them (its publish acknowledgement), so a device is acknowledged only for records the
 * cluster holds on disk. Any instance's consumer then commits them to the database. New unregistered identifiers are
 * admitted here, where the device connects (refuse mode, bounds, the per-address rate counted in this instance's
 * memory); the bounds are enforced again where the records are committed. The IMEI handshake goes to the database
 * directly.
 */
export class QueuedDeviceIngest implements DeviceSink {
  constructor(
    private readonly options: { js: JetStreamClient; names: NatsNames; direct: DirectIngest; publishTimeoutMs?: number },
  ) {}

  hello(identifier: string, protocol: DeviceRecord['protocol'], source: string | undefined): Promise<HelloResult> {
    return this.options.direct.hello(identifier, protocol, source);
  }

  async deliver(records: readonly DeviceRecord[], source: string | undefined): Promise<DeliveryResult> {
    const refused = await this.options.direct.admit(records.map((r) => r.deviceId), source);
    const refusedIds = new Set(refused.map((r) => r.identifier));
    const keep = refused.length > 0 ? records.filter((r) => !refusedIds.has(r.deviceId)) : records;
    const first = keep[0];
    if (first) {
      const data = codec.encode({ records: keep, source });
      await this.options.js.publish(this.options.names.ingestSubject(first.protocol), data, {
        msgID: batchId(data),
        timeout: this.options.publishTimeoutMs ?? 10_000,
      });
    }
    return { ...emptyDelivery(), queued: keep.length, refused };
  }
}

/** Where the consumer hands the records (an instance's DeviceIngest). */
export interface RecordsSink {
  /** Commits records; `sourceOf` names the address a device's records came from. */
  commit(records: readonly DeviceRecord[], sourceOf: (identifier: string) => string | undefined): Promise<unknown>;
}

/** Options of the queue consumer. */
export interface IngestQueueConsumerOptions {
  js: JetStreamClient;
  names: NatsNames;
  sink: RecordsSink;
  log: { error(obj: object, msg: string): void };
  /** @default 2000 */
  retryDelayMs?: number;
}

/**
 * Takes device records from the work queue and commits them through the instance's ingest path. Messages waiting
 * while a delivery runs are delivered together next (up to 5,000 records), so the batch grows with the load and an
 * idle fleet sees each record at once. A message is acknowledged after its delivery committed; a failed delivery is
 * offered again (to any instance); a message that is not a list of device records is logged and dropped.
 */
export class IngestQueueConsumer {
  private messages: ConsumerMessages | undefined;
  private pending: JsMsg[] = [];
  private wake: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** Records delivered so far (tests, logs). */
  delivered = 0;

  constructor(private readonly options: IngestQueueConsumerOptions) {}

  async start(): Promise<void> {
    const { js, names, log } = this.options;
    const consumer = await js.consumers.get(names.ingestStream, names.ingestConsumer);
    const messages = await consumer.consume({ max_messages: 1_000 });
    this.messages = messages;
    void (async () => {
      for await (const message of messages) {
        this.pending.push(message);
        this.wake?.();
      }
    })().catch((error: unknown) => log.error({ err: error }, 'ingest queue: consuming stopped'));
    this.running = this.run();
  }

  /** Stops taking messages, finishes the delivery in flight and hands the untouched ones back at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.messages?.stop();
    this.wake?.();
    await this.running;
    for (const message of this.pending.splice(0)) message.nak();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      if (this.pending.length === 0) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      await this.deliver(this.take());
    }
  }

  private take(): { messages: JsMsg[]; records: DeviceRecord[]; sources: Map<string, string> } {
    const messages: JsMsg[] = [];
    const records: DeviceRecord[] = [];
    const sources = new Map<string, string>();
    while (this.pending.length > 0 && records.length < MAX_RECORDS_PER_DELIVERY) {
      const message = this.pending.shift() as JsMsg;
      const parsed = decode(message.data);
      if (!parsed) {
        this.options.log.error({ subject: message.subject, seq: message.seq }, 'ingest queue: a message that is not a list of device records was dropped');
        message.term();
        continue;
      }
      messages.push(message);
      for (const record of parsed.records) {
        records.push(record);
        if (parsed.source !== undefined && !sources.has(record.deviceId)) sources.set(record.deviceId, parsed.source);
      }
    }
    return { messages, records, sources };
  }

  private async deliver({ messages, records, sources }: { messages: JsMsg[]; records: DeviceRecord[]; sources: Map<string, string> }): Promise<void> {
    if (messages.length === 0) return;
    try {
      await this.options.sink.commit(records, (identifier) => sources.get(identifier));
      for (const message of messages) message.ack();
      this.delivered += records.length;
    } catch (error) {
      this.options.log.error({ err: error, records: records.length }, 'ingest queue: delivery failed, offered again');
      for (const message of messages) message.nak(this.options.retryDelayMs ?? RETRY_DELAY_MS);
    }
  }
}

function decode(data: Uint8Array): { records: DeviceRecord[]; source: string | undefined } | undefined {
  try {
    const parsed = messageSchema.safeParse(codec.decode(data));
    return parsed.success ? { records: parsed.data.records as unknown as DeviceRecord[], source: parsed.data.source } : undefined;
  } catch {
    return undefined;
  }
}
