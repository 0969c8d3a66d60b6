import type { Kysely } from 'kysely';
import { perDatabase } from '../db/per-database';
import type { DB } from '../db/schema';
import { TenantCache, type TenantCacheOptions } from '../db/tenant-cache';

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
export class TenantPoiCache extends TenantCache<readonly CachedPoi[]> implements PoiSource {
  constructor(
    private readonly db: Kysely<DB>,
    options: TenantCacheOptions = {},
  ) {
    super([], POI_CACHE_TTL_MS, options);
  }

  protected async readAll(): Promise<Map<string, CachedPoi[]>> {
    const rows = await this.db.selectFrom('pois').select(['id', 'tenant_id', 'name', 'ring']).orderBy('id').execute();
    const byTenant = new Map<string, CachedPoi[]>();
    for (const r of rows) {
      if (!Array.isArray(r.ring) || r.ring.length < 3) continue;
      const list = byTenant.get(r.tenant_id) ?? [];
      list.push(toCachedPoi(r));
      byTenant.set(r.tenant_id, list);
    }
    return byTenant;
  }
}

const caches = perDatabase((db) => new TenantPoiCache(db));

/** The POI cache of a database handle (created on first use). */
export function poiCacheFor(db: Kysely<DB>): TenantPoiCache {
  return caches.of(db);
}

const changeListeners = perDatabase(() => new Set<() => void>());

/** Tells `listener` after every POI write through this handle (not after reloads). @returns unsubscribe */
export function onPoisChanged(db: Kysely<DB>, listener: () => void): () => void {
  const set = changeListeners.of(db);
  set.add(listener);
  return () => set.delete(listener);
}

/** After a POI write: the handle's cache, when there is one, reads the POIs again, and the listeners hear of it. */
export async function reloadPois(db: Kysely<DB>): Promise<void> {
  for (const listener of changeListeners.peek(db) ?? []) listener();
  await caches.peek(db)?.reload();
}
