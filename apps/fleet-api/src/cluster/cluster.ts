import { connect, type JetStreamClient, type NatsConnection } from 'nats';
import type { DirectIngest } from '../devices/device-sink';
import { ensureIngestQueue, IngestQueueConsumer, QueuedDeviceIngest, type RecordsSink } from './ingest-queue';
import { NatsLiveBus } from './nats-live-bus';
import { natsNames, type NatsNames } from './nats-names';
import { NatsSignals } from './cluster-signals';

/** Where the cluster logs. */
export interface ClusterLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** This instance's part of a NATS deployment: the live bus, the signals and the ingest queue. */
export interface Cluster {
  readonly names: NatsNames;
  readonly bus: NatsLiveBus;
  readonly signals: NatsSignals;
  readonly js: JetStreamClient;
  /** The device sink of the ingest servers: records to the queue. */
  queue(direct: DirectIngest): QueuedDeviceIngest;
  /** Starts taking records from the queue into `sink` (the instance's DeviceIngest). */
  consume(sink: RecordsSink): Promise<IngestQueueConsumer>;
  /** Stops the consumer (if started), then drains and closes the connection. */
  close(): Promise<void>;
}

/** Options of connectCluster. */
export interface ClusterOptions {
  /** NATS_URL: one server or several separated by commas. */
  url: string;
  prefix: string;
  log: ClusterLog;
  /** Client name shown by the NATS server. @default 'fleet-api' */
  name?: string;
}

/**
 * Connects to NATS (reconnecting forever once connected), makes sure the ingest stream and its shared consumer exist,
 * and returns the cluster parts.
 * @throws Error naming NATS_URL when the first connection fails
 */
export async function connectCluster(options: ClusterOptions): Promise<Cluster> {
  const { url, prefix, log } = options;
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: url.split(',').map((s) => s.trim()),
      name: options.name ?? 'fleet-api',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
      timeout: 5_000,
    });
  } catch (error) {
    throw new Error(`NATS_URL ${url} is not reachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'error') log.warn({ nats: status.type, data: String(status.data) }, 'nats connection');
      else if (status.type === 'reconnect') log.info({ nats: status.type, data: String(status.data) }, 'nats connection');
    }
  })().catch(() => undefined);

  const names = natsNames(prefix);
  try {
    await ensureIngestQueue(await nc.jetstreamManager(), names);
  } catch (error) {
    await nc.close();
    throw new Error(`NATS at ${url} has no usable JetStream: ${error instanceof Error ? error.message : String(error)}`);
  }
  const js = nc.jetstream();
  const bus = new NatsLiveBus(nc, names, (error) => log.error({ err: error }, 'nats live bus'));
  const signals = new NatsSignals(nc, names, (error) => log.error({ err: error }, 'nats signals'));
  const consumers: IngestQueueConsumer[] = [];
  log.info({ url, stream: names.ingestStream }, 'nats connected: device ingest through JetStream, live fan-out through NATS');
  return {
    names,
    bus,
    signals,
    js,
    queue: (direct) => new QueuedDeviceIngest({ js, names, direct }),
    consume: async (sink) => {
      const consumer = new IngestQueueConsumer({ js, names, sink, log });
      await consumer.start();
      consumers.push(consumer);
      return consumer;
    },
    close: async () => {
      await Promise.allSettled(consumers.splice(0).map((c) => c.stop()));
      await signals.close();
      await bus.close();
      if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
}
