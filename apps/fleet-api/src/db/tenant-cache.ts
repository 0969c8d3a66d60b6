/** Options of a {@link TenantCache}. */
export interface TenantCacheOptions {
  /** How long loaded values are used before they are read again (in the background), ms. */
  ttlMs?: number;
  now?: () => number;
  /** Hears a background load that failed (the values loaded before stay in use). */
  onError?: (error: unknown) => void;
}

/**
 * Every tenant's value of one kind in memory, read for all tenants at once: loaded on first use, read again in the
 * background once older than the TTL (stale while revalidating), and at once after a change (`reload`). Readers peek
 * synchronously (the event detector at ingest); a tenant without rows gets `empty`.
 */
export abstract class TenantCache<T> {
  private byTenant: Map<string, T> | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly empty: T,
    private readonly defaultTtlMs: number,
    private readonly options: TenantCacheOptions = {},
  ) {}

  /** Every tenant's value, read now. */
  protected abstract readAll(): Promise<Map<string, T>>;

  /** The tenant's value, or undefined while nothing is loaded yet (a load is then under way). */
  peek(tenantId: string): T | undefined {
    const now = (this.options.now ?? Date.now)();
    if (!this.byTenant || now - this.loadedAt > (this.options.ttlMs ?? this.defaultTtlMs)) {
      this.load().catch((error: unknown) => this.options.onError?.(error));
    }
    return this.byTenant ? (this.byTenant.get(tenantId) ?? this.empty) : undefined;
  }

  /** Reads every tenant's value now (a load in flight is reused). */
  load(): Promise<void> {
    this.loading ??= this.read().finally(() => (this.loading = null));
    return this.loading;
  }

  /** Reads again after a change, after any load in flight (which may predate the change). */
  async reload(): Promise<void> {
    await this.loading?.catch(() => undefined);
    await this.load();
  }

  private async read(): Promise<void> {
    const byTenant = await this.readAll();
    this.byTenant = byTenant;
    this.loadedAt = (this.options.now ?? Date.now)();
  }
}
