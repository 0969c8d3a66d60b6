import { hostname } from 'node:os';
import { decodeMqttJson } from '@fleet/telemetry';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { isDatabaseUnavailable } from '../db/db-errors';
import { errorText, type IngestServer, type IngestServerDeps } from './ingest-server';

/** Options of the MQTT subscriber. */
export interface MqttSubscriberOptions extends IngestServerDeps {
  /** Broker, e.g. mqtt://127.0.0.1:1883. */
  url: string;
  /** Topic filter; its `+` names the device when the payload has no id. @default 'fleet/+/position' */
  topic: string;
  /** @default `fleet-api-<host name>-<API port>` (with a persistent session the broker keeps QoS 1 messages while we are away) */
  clientId?: string;
  /** Start with a clean session (tests). @default false */
  clean?: boolean;
  /** How long `start` waits for the first subscription before it resolves anyway (retrying on), ms. @default 10000 */
  connectTimeoutMs?: number;
}

/**
 * Subscribes to MQTT JSON positions with QoS 1 and acknowledges each message (PUBACK) only after its records are
 * committed: mqtt.js sends the PUBACK when `handleMessage` calls back, and handles one message at a time. A message
 * that does not decode is logged and acknowledged (it can never succeed), and so are the bad items of a batch
 * (dropped, the good ones stored); a failed store (the database unreachable) is not acknowledged, so the broker
 * delivers it again after the reconnect that follows. There is no device address here: new unregistered identifiers
 * are bounded by the totals only (the broker authenticates its publishers).
 */
export class MqttSubscriber implements IngestServer {
  readonly name = 'mqtt';
  readonly port = undefined;
  private client: MqttClient | undefined;

  constructor(private readonly options: MqttSubscriberOptions) {}

  async start(): Promise<void> {
    const { url, topic, log } = this.options;
    const client = mqtt.connect(url, {
      clientId: this.options.clientId ?? `fleet-api-${hostname()}`,
      clean: this.options.clean ?? false,
      reconnectPeriod: 2_000,
      connectTimeout: this.options.connectTimeoutMs ?? 10_000,
      resubscribe: true,
    });
    client.handleMessage = (packet, done) => {
      this.handle(packet).then(
        () => done(),
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) log.warn({ topic: packet.topic, error: errorText(error) }, 'mqtt: database unavailable, message not acknowledged');
          else log.error({ err: error, topic: packet.topic }, 'mqtt: storing failed, message not acknowledged');
          done(error instanceof Error ? error : new Error(errorText(error)));
          // Unacknowledged, the message comes back after the reconnect (persistent session); later ones wait too.
          client.stream.destroy();
        },
      );
    };
    client.on('error', (error) => log.warn({ err: error }, 'mqtt: client error'));
    client.on('reconnect', () => log.info({ url }, 'mqtt: reconnecting'));
    const subscribed = new Promise<void>((resolve) => {
      client.on('connect', () => {
        // Subscribed on every connect, even when the broker kept a persistent session: the session may hold another
        // topic (MQTT_TOPIC changed since); subscribing to a topic the session holds already changes nothing.
        client.subscribe(topic, { qos: 1 }, (error) => {
          if (error) log.error({ err: error, topic }, 'mqtt: subscribe failed');
          else {
            log.info({ url, topic }, `MQTT ingest subscribed to ${topic} on ${url}`);
            resolve();
          }
        });
      });
    });
    this.client = client;
    const waitMs = this.options.connectTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), waitMs)));
    if (await Promise.race([subscribed.then(() => false), timedOut])) {
      // Not fatal: the client keeps reconnecting and subscribes once the broker answers.
      log.warn({ url }, `MQTT: no connection to ${url} yet, still trying`);
    }
    clearTimeout(timer);
  }

  async stop(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    await client.endAsync();
  }

  private async handle(packet: IPublishPacket): Promise<void> {
    const { devices, log, topic: topicTemplate } = this.options;
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    const decoded = decodeMqttJson(packet.topic, payload, { topicTemplate });
    if (!decoded.ok) {
      log.warn({ topic: packet.topic, error: decoded.error }, 'mqtt: bad message dropped');
      return;
    }
    if (decoded.dropped.length > 0) {
      log.warn({ topic: packet.topic, dropped: decoded.dropped.length, first: decoded.dropped[0]?.error }, 'mqtt: bad records dropped');
    }
    if (decoded.records.length === 0) return;
    const result = await devices.deliver(decoded.records, undefined);
    if (result.refused.length > 0) {
      log.warn({ topic: packet.topic, devices: result.refused.map((r) => r.identifier), reason: result.refused[0]?.reason }, 'mqtt: unregistered device refused, its records dropped');
    }
    if (result.dropped > 0) log.warn({ topic: packet.topic, dropped: result.dropped }, 'mqtt: records over the limit of an unregistered device dropped');
  }
}
