import type { LiveAsset } from '@fleet/domain';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { InProcessLiveBus, type LiveBus, type LiveListener } from '../live/live-bus';
import type { NatsNames } from './nats-names';

const codec = JSONCodec<LiveAsset[]>();

/**
 * The live fan-out between instances: a tenant's changes go out on its NATS subject, and every instance with a live
 * socket of that tenant subscribes to it (its own publications included), so a browser on any instance sees every
 * ingest. Core NATS, not JetStream: live changes are not kept; a socket that missed some resumes from its
 * instance's change log or takes a new snapshot from the database.
 */
export class NatsLiveBus implements LiveBus {
  private readonly local: InProcessLiveBus;
  private readonly subscriptions = new Map<string, Subscription>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly names: NatsNames,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.local = new InProcessLiveBus(onError);
  }

  /** Hands the changes to the NATS client (sent at once, or buffered while it reconnects). Never throws. */
  async publish(tenantId: string, assets: readonly LiveAsset[]): Promise<void> {
    if (assets.length === 0) return;
    try {
      this.nc.publish(this.names.live(tenantId), codec.encode([...assets]));
    } catch (error) {
      // Closed or over the reconnect buffer: the change is committed; sockets catch up with their next snapshot.
      this.onError(error);
    }
  }

  subscribe(tenantId: string, listener: LiveListener): () => void {
    if (!this.subscriptions.has(tenantId)) {
      const subscription = this.nc.subscribe(this.names.live(tenantId), {
        callback: (error, message) => {
          if (error) {
            this.onError(error);
            return;
          }
          let assets: LiveAsset[];
          try {
            assets = codec.decode(message.data);
          } catch (decodeError) {
            this.onError(decodeError);
            return;
          }
          if (Array.isArray(assets)) void this.local.publish(tenantId, assets);
        },
      });
      this.subscriptions.set(tenantId, subscription);
    }
    const unsubscribe = this.local.subscribe(tenantId, listener);
    return () => {
      unsubscribe();
      if (!this.local.has(tenantId)) {
        this.subscriptions.get(tenantId)?.unsubscribe();
        this.subscriptions.delete(tenantId);
      }
    };
  }

  /** Waits until the server has seen every subscription made so far (tests: subscribe, flush, then publish). */
  async flush(): Promise<void> {
    await this.nc.flush();
  }

  async close(): Promise<void> {
    for (const subscription of this.subscriptions.values()) subscription.unsubscribe();
    this.subscriptions.clear();
    await this.local.close();
  }
}
