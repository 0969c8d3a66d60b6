import type { LiveAsset } from '@fleet/domain';
import type { LiveBus } from './live-bus';
import { LIVE_RING_CAPACITY, LiveChangeLog } from './live-change-log';

/** Receives a tenant's changes with the sequence number of the last of them. */
export type FeedListener = (seq: number, assets: readonly LiveAsset[]) => void;

/** One tenant's feed: its change log and the live sockets listening to it. */
export class TenantFeed {
  readonly log: LiveChangeLog;
  private readonly listeners = new Set<FeedListener>();

  constructor(epoch: number, capacity: number) {
    this.log = new LiveChangeLog(epoch, capacity);
  }

  /** @internal called by LiveFeed for every bus message. */
  receive(assets: readonly LiveAsset[]): void {
    const seq = this.log.append(assets);
    for (const listener of this.listeners) listener(seq, assets);
  }

  /** Listens from now on. @returns unsubscribe */
  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Options of the live feed. */
export interface LiveFeedOptions {
  bus: LiveBus;
  /** First sequence number of every tenant (see LiveChangeLog). */
  epoch: number;
  /** Changes kept per tenant. @default 10000 */
  capacity?: number;
}

/**
 * Numbers the bus's changes per tenant and fans them out to the sockets. A tenant's subscription starts with its
 * first socket and stays for the server's life, so that its ring buffer keeps covering reconnects.
 */
export class LiveFeed {
  private readonly tenants = new Map<string, { feed: TenantFeed; unsubscribe: () => void }>();

  constructor(private readonly options: LiveFeedOptions) {}

  /** The tenant's feed, subscribed to the bus on first use. */
  tenant(tenantId: string): TenantFeed {
    const known = this.tenants.get(tenantId);
    if (known) return known.feed;
    const feed = new TenantFeed(this.options.epoch, this.options.capacity ?? LIVE_RING_CAPACITY);
    const unsubscribe = this.options.bus.subscribe(tenantId, (assets) => feed.receive(assets));
    this.tenants.set(tenantId, { feed, unsubscribe });
    return feed;
  }

  /** Leaves the bus. */
  close(): void {
    for (const { unsubscribe } of this.tenants.values()) unsubscribe();
    this.tenants.clear();
  }
}
