import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A POI as the event detector tests positions against it: its ring of [lng, lat] and the ring's bounding box. */
export interface CachedPoi {
  id: number;
  name: string;
  ring: [number, number][];
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** The POIs of each tenant, as the detector reads them synchronously. */
export interface PoiSource {
  /** The tenant's POIs, or undefined while they are not loaded yet (a load is then under way). */
  peek(tenantId: string): readonly CachedPoi[] | undefined;
}

/** How long loaded POIs are used before they are read again (in the background), ms. */
export const POI_CACHE_TTL_MS = 30_000;

/** A POI row with its bounding box. */
export function toCachedPoi(row: { id: number; name: string; ring: [number, number][] }): CachedPoi {
  let minLng = Infinity;
  let maxLng = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of row.ring) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return { id: row.id, name: row.name, ring: row.ring, minLng, maxLng, minLat, maxLat };
}

/**
 * Every tenant's POIs in memory, read in one query: loaded on first use, read again in the background once older
 * than the TTL (stale while revalidating), and at once after a POI is saved or deleted (`poiRepository` calls
 * `reloadPois`). One cache per database handle (`poiCacheFor`).
 */
export class TenantPoiCache implements PoiSource {
  private byTenant: Map<string, CachedPoi[]> | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: { ttlMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
  ) {}

  peek(tenantId: string): readonly CachedPoi[] | undefined {
    const now = (this.options.now ?? Date.now)();
    if (!this.byTenant || now - this.loadedAt > (this.options.ttlMs ?? POI_CACHE_TTL_MS)) {
      this.load().catch((error: unknown) => this.options.onError?.(error));
    }
    return this.byTenant ? (this.byTenant.get(tenantId) ?? []) : undefined;
  }

  /** Reads every POI now (a load in flight is reused). */
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
    const rows = await this.db.selectFrom('pois').select(['id', 'tenant_id', 'name', 'ring']).orderBy('id').execute();
    const byTenant = new Map<string, CachedPoi[]>();
    for (const r of rows) {
      if (!Array.isArray(r.ring) || r.ring.length < 3) continue;
      const list = byTenant.get(r.tenant_id) ?? [];
      list.push(toCachedPoi(r));
      byTenant.set(r.tenant_id, list);
    }
    this.byTenant = byTenant;
    this.loadedAt = (this.options.now ?? Date.now)();
  }
}

const caches = new WeakMap<object, TenantPoiCache>();

/** The POI cache of a database handle (created on first use). */
export function poiCacheFor(db: Kysely<DB>): TenantPoiCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TenantPoiCache(db);
    caches.set(db, cache);
  }
  return cache;
}

const changeListeners = new WeakMap<object, Set<() => void>>();

/** Tells `listener` after every POI write through this handle (not after reloads). @returns unsubscribe */
export function onPoisChanged(db: Kysely<DB>, listener: () => void): () => void {
  let set = changeListeners.get(db);
  if (!set) {
    set = new Set();
    changeListeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** After a POI write: the handle's cache, when there is one, reads the POIs again, and the listeners hear of it. */
export async function reloadPois(db: Kysely<DB>): Promise<void> {
  for (const listener of changeListeners.get(db) ?? []) listener();
  await caches.get(db)?.reload();
}
