import {
  inZone,
  isSilent,
  KMH_PER_KNOT,
  prepareZone,
  VESSEL_DEFAULTS,
  type GearType,
  type Vessel,
  type VesselRegister,
  type Zone,
  type ZoneKind,
  type ZonePolygons,
  type ZoneShape,
} from '@fleet/domain';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { UNGROUPED } from '../assets/asset-repository';

/** A company's vessel settings. */
export interface VesselSettings {
  silentHours: number;
  publicDelayMin: number;
  publicId: string;
}

/**
 * The company's vessel settings, made with the defaults on first use. The public id is 24 random base64url
 * characters (144 bits): the public page is reached only by whoever was given its link, never by guessing a name.
 */
export async function vesselSettingsOf(db: Kysely<DB>, tenantId: string): Promise<VesselSettings> {
  await db
    .insertInto('vessel_settings')
    .values({ tenant_id: tenantId, public_id: randomBytes(18).toString('base64url'), silent_hours: VESSEL_DEFAULTS.silentHours, public_delay_min: VESSEL_DEFAULTS.publicDelayMin })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  const row = await db.selectFrom('vessel_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return { silentHours: row.silent_hours, publicDelayMin: row.public_delay_min, publicId: row.public_id };
}

/** Saves the company's vessel settings. */
export async function saveVesselSettings(db: Kysely<DB>, tenantId: string, input: { silentHours: number; publicDelayMin: number }): Promise<VesselSettings> {
  await vesselSettingsOf(db, tenantId);
  await db.updateTable('vessel_settings').set({ silent_hours: input.silentHours, public_delay_min: input.publicDelayMin }).where('tenant_id', '=', tenantId).execute();
  return vesselSettingsOf(db, tenantId);
}

/** The zones of a company, by name. */
export async function listZones(db: Kysely<DB>, tenantId: string, ids?: readonly number[]): Promise<Zone[]> {
  let q = db.selectFrom('vessel_zones').select(['id', 'name', 'kind', 'polygons', 'source']).where('tenant_id', '=', tenantId);
  if (ids) q = q.where('id', '=', sql<number>`any(${[...ids]}::int[])`);
  const rows = await q.orderBy('kind').orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as ZoneKind, polygons: r.polygons, source: r.source }));
}

/** The zones of a company ready for point tests. */
export async function zoneShapesOf(db: Kysely<DB>, tenantId: string): Promise<ZoneShape[]> {
  return (await listZones(db, tenantId)).map((z) => prepareZone({ ...z, polygons: z.polygons as ZonePolygons }));
}

/** What a caller may see of the vessels: every boat of the company, or these assets; of one agency only when given. */
export interface VesselScope {
  tenantId: string;
  /** The assets the caller may see; null: every asset of the company. */
  assetIds: ReadonlySet<number> | null;
  /** A Vessel agency user's agency: only the vessels of this owner / agency (case-insensitive). */
  agency: string | null;
}

/**
 * The boats in scope with their register entry (empty fields for a boat without one) and where they are now: in a
 * port zone, silent (no report for the company's silent hours) or at sea.
 */
export async function listVessels(db: Kysely<DB>, scope: VesselScope, now: number, options: { silentHours: number; zones: readonly ZoneShape[]; assetId?: number }): Promise<Vessel[]> {
  let q = db
    .selectFrom('assets as a')
    .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
    .leftJoin('vessels as v', 'v.asset_id', 'a.id')
    .leftJoin('asset_state as s', 's.asset_id', 'a.id')
    .select([
      'a.id',
      'a.name',
      'g.name as group_name',
      'v.registration',
      'v.call_sign',
      'v.mmsi',
      'v.gear_type',
      'v.length_m',
      'v.home_port',
      'v.agency',
      'v.published',
      's.time',
      's.lat',
      's.lng',
      's.speed',
    ])
    .where('a.tenant_id', '=', scope.tenantId)
    .where('a.type', '=', 'boat')
    .where('a.deleted_at', 'is', null);
  if (scope.assetIds) q = q.where('a.id', '=', sql<number>`any(${[...scope.assetIds]}::int[])`);
  // A Vessel agency user without an agency on file sees no vessel (never every one).
  if (scope.agency !== null) q = scope.agency === '' ? q.where(sql<boolean>`false`) : q.where(sql<boolean>`lower(coalesce(v.agency, '')) = lower(${scope.agency})`);
  if (options.assetId !== undefined) q = q.where('a.id', '=', options.assetId);
  const rows = await q.orderBy('a.name').orderBy('a.id').execute();
  const ports = options.zones.filter((z) => z.kind === 'port');
  return rows.map((r) => {
    const last = r.time ? r.time.getTime() : null;
    const port = r.lat !== null && r.lng !== null ? (ports.find((z) => inZone(r.lng as number, r.lat as number, z))?.name ?? null) : null;
    return {
      assetId: r.id,
      name: r.name,
      group: r.group_name ?? UNGROUPED,
      registration: r.registration ?? '',
      callSign: r.call_sign ?? '',
      mmsi: r.mmsi ?? '',
      gearType: (r.gear_type ?? 'none') as GearType,
      lengthM: r.length_m ?? null,
      homePort: r.home_port ?? '',
      agency: r.agency ?? '',
      published: r.published ?? false,
      state: last === null ? 'no-report' : isSilent(last, now, options.silentHours) ? 'silent' : port ? 'in-port' : 'at-sea',
      port,
      lastReportAt: last,
      lat: r.lat ?? null,
      lng: r.lng ?? null,
      speedKn: r.speed === null || r.speed === undefined ? null : Math.round((r.speed / KMH_PER_KNOT) * 10) / 10,
    };
  });
}

/** Writes a boat's register entry. @returns false when the asset is not a boat of the company */
export async function saveRegister(db: Kysely<DB>, tenantId: string, assetId: number, input: VesselRegister): Promise<boolean> {
  const boat = await db.selectFrom('assets').select('id').where('id', '=', assetId).where('tenant_id', '=', tenantId).where('type', '=', 'boat').where('deleted_at', 'is', null).executeTakeFirst();
  if (!boat) return false;
  const values = {
    registration: input.registration,
    call_sign: input.callSign,
    mmsi: input.mmsi,
    gear_type: input.gearType,
    length_m: input.lengthM,
    home_port: input.homePort,
    agency: input.agency,
    published: input.published,
    updated_at: new Date(),
  };
  await db
    .insertInto('vessels')
    .values({ asset_id: assetId, tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('asset_id').doUpdateSet(values))
    .execute();
  return true;
}

/**
 * The agency a caller's vessel area is limited to: a Client holding `vessel:agency` sees the vessels of their agency
 * (users.vessel_agency) only, '' when none is on file (then none); null: no agency limit (Administrators, and Clients
 * without the permission, who see every boat given to them).
 */
export async function agencyOf(db: Kysely<DB>, caller: { userId: string; role: string; permissions: readonly string[] }): Promise<string | null> {
  if (caller.role === 'Administrator' || !caller.permissions.includes('vessel:agency')) return null;
  const row = await db.selectFrom('users').select('vessel_agency').where('id', '=', caller.userId).executeTakeFirst();
  return row?.vessel_agency?.trim() ?? '';
}
