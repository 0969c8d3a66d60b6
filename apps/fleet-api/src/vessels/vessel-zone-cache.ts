import { prepareZone, type ZoneKind, type ZonePolygons, type ZoneShape } from '@fleet/domain';
import type { Kysely } from 'kysely';
import { perDatabase } from '../db/per-database';
import type { DB } from '../db/schema';
import { TenantCache, type TenantCacheOptions } from '../db/tenant-cache';

/** A company's vessel zones and its boats, as the event detector reads them synchronously. */
export interface VesselWorld {
  zones: readonly ZoneShape[];
  /** The company's boat assets (assets.type 'boat'): only they are followed through the zones. */
  boats: ReadonlySet<number>;
}

/** The vessel zones and boats of each company. */
export interface VesselSource {
  /** The company's zones and boats, or undefined while they are not loaded yet (a load is then under way). */
  peek(tenantId: string): VesselWorld | undefined;
}

/** How long loaded zones are used before they are read again (in the background), ms. */
export const VESSEL_CACHE_TTL_MS = 30_000;

const EMPTY: VesselWorld = { zones: [], boats: new Set() };

/**
 * Every company's vessel zones and boat ids in memory, read in two queries: loaded on first use, read again in the
 * background once older than the TTL, and at once after a zone or an asset is saved (`reloadVesselZones`).
 */
export class VesselZoneCache extends TenantCache<VesselWorld> implements VesselSource {
  constructor(
    private readonly db: Kysely<DB>,
    options: TenantCacheOptions = {},
  ) {
    super(EMPTY, VESSEL_CACHE_TTL_MS, options);
  }

  protected async readAll(): Promise<Map<string, VesselWorld>> {
    const [zones, boats] = await Promise.all([
      this.db.selectFrom('vessel_zones').select(['id', 'tenant_id', 'name', 'kind', 'polygons']).orderBy('id').execute(),
      this.db.selectFrom('assets').select(['id', 'tenant_id']).where('type', '=', 'boat').where('deleted_at', 'is', null).execute(),
    ]);
    const byTenant = new Map<string, { zones: ZoneShape[]; boats: Set<number> }>();
    const of = (tenantId: string) => {
      let world = byTenant.get(tenantId);
      if (!world) byTenant.set(tenantId, (world = { zones: [], boats: new Set() }));
      return world;
    };
    for (const b of boats) of(b.tenant_id).boats.add(b.id);
    for (const z of zones) {
      if (!Array.isArray(z.polygons)) continue;
      of(z.tenant_id).zones.push(prepareZone({ id: z.id, name: z.name, kind: z.kind as ZoneKind, polygons: z.polygons as ZonePolygons }));
    }
    return byTenant;
  }
}

const caches = perDatabase((db) => new VesselZoneCache(db));

/** The vessel zone cache of a database handle (created on first use). */
export function vesselZoneCacheFor(db: Kysely<DB>): VesselZoneCache {
  return caches.of(db);
}

/** After a zone (or a boat) is written through this handle: its cache, when there is one, reads them again. */
export async function reloadVesselZones(db: Kysely<DB>): Promise<void> {
  await caches.peek(db)?.reload();
}
