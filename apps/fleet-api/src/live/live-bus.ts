import type { LiveAsset } from '@fleet/domain';

/** Receives the changed assets of one tenant, in publish order. */
export type LiveListener = (assets: readonly LiveAsset[]) => void;

/**
 * The fan-out of live changes between the ingest path and the live sockets, per tenant. In-process when the server
 * runs alone; with NATS_URL the NATS implementation (cluster/nats-live-bus, a subject per tenant) takes its place, so
 * that several instances see each other's ingests.
 */
export interface LiveBus {
  /** Sends changed assets to every subscriber of the tenant. Resolves once handed over (in-process: delivered). */
  publish(tenantId: string, assets: readonly LiveAsset[]): Promise<void>;
  /** Receives the tenant's changes from now on. @returns unsubscribe */
  subscribe(tenantId: string, listener: LiveListener): () => void;
  /** Drops every subscription. */
  close(): Promise<void>;
}

/** The bus within one process: synchronous delivery; a throwing listener does not stop the others. */
export class InProcessLiveBus implements LiveBus {
  private readonly listeners = new Map<string, Set<LiveListener>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  async publish(tenantId: string, assets: readonly LiveAsset[]): Promise<void> {
    if (assets.length === 0) return;
    for (const listener of this.listeners.get(tenantId) ?? []) {
      try {
        listener(assets);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(tenantId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(tenantId);
    if (!set) {
      set = new Set();
      this.listeners.set(tenantId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(tenantId) === set) this.listeners.delete(tenantId);
    };
  }

  /** Whether the tenant has listeners. */
  has(tenantId: string): boolean {
    return this.listeners.has(tenantId);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
