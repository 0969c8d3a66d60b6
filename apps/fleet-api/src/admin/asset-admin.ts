import { ADMIN_TEXTS, ERROR_CODES, type AdminAsset, type AssetFields, type AssetType, type FuelType } from '@fleet/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import { UNGROUPED } from '../assets/asset-repository';
import { temperatureRangeOf } from '../assets/temperature-range';
import { changedFields, writeAudit, type AuditActor } from '../audit/audit-log';
import type { AssetTable, DB } from '../db/schema';
import { claimDeviceIn } from '../devices/device-repository';
import { HttpError, badRequest } from '../http/http-error';
import { duplicate } from './company-lock';

type AssetRow = Selectable<AssetTable> & { group_name: string | null };

/** An asset row as the administration shows it. */
export function toAdminAsset(row: AssetRow): AdminAsset {
  return {
    assetId: row.id,
    name: row.name,
    type: row.type as AssetType,
    groupId: row.group_id,
    groupName: row.group_name ?? UNGROUPED,
    plate: row.plate,
    iconType: row.icon_type,
    deviceIdentifier: row.unit_id === '' ? null : row.unit_id,
    fuelTankL: row.fuel_tank_l,
    fuelType: row.fuel_type as FuelType | null,
    speedLimitKmh: row.speed_limit_kmh,
    temperatureRange: temperatureRangeOf(row),
    implementWidthM: row.implement_width_m,
    odometerOffsetKm: row.odometer_offset_km,
    engineHoursOffsetH: row.engine_hours_offset_h,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const assetQuery = (db: Kysely<DB>, tenantId: string) =>
  db
    .selectFrom('assets as a')
    .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
    .selectAll('a')
    .select('g.name as group_name')
    .where('a.tenant_id', '=', tenantId)
    .where('a.deleted_at', 'is', null);

/** The company's assets that are not deleted, by name. */
export async function listAdminAssets(db: Kysely<DB>, tenantId: string): Promise<AdminAsset[]> {
  return (await assetQuery(db, tenantId).orderBy('a.name').orderBy('a.id').execute()).map(toAdminAsset);
}

/** One of the company's assets that is not deleted, or undefined. */
export async function findAdminAsset(db: Kysely<DB>, tenantId: string, assetId: number): Promise<AdminAsset | undefined> {
  const row = await assetQuery(db, tenantId).where('a.id', '=', assetId).executeTakeFirst();
  return row && toAdminAsset(row);
}

/** What a written asset changed about trackers (the ingest forgets its cached mappings after the commit). */
export interface AssetWrite {
  asset: AdminAsset;
  /** The identifier claimed for the asset now, if any. */
  claimed: string | null;
  /** Identifiers detached from it now. */
  detached: string[];
}

/** The stored columns of the fields (the device identifier is written as `unit_id`, '' without one). */
function columnsOf(fields: AssetFields) {
  return {
    name: fields.name,
    type: fields.type,
    group_id: fields.groupId,
    plate: fields.plate,
    icon_type: fields.iconType,
    unit_id: fields.deviceIdentifier ?? '',
    fuel_tank_l: fields.fuelTankL,
    fuel_type: fields.fuelType,
    speed_limit_kmh: fields.speedLimitKmh,
    temperature_profile: fields.temperatureRange?.profile ?? null,
    temperature_min_c: fields.temperatureRange?.min ?? null,
    temperature_max_c: fields.temperatureRange?.max ?? null,
    implement_width_m: fields.implementWidthM,
    odometer_offset_km: fields.odometerOffsetKm,
    engine_hours_offset_h: fields.engineHoursOffsetH,
  };
}

/**
 * Adds (no `existing`) or replaces an asset of the company inside the caller's transaction, with its audit entry:
 * the name must be free among the company's assets (409), the group the company's (400), the device identifier on
 * no other asset of the company (409) and no other company's device (409 DEVICE_TAKEN); a new identifier is claimed
 * for the asset, the one it replaces detached. Take `lockCompanyAssets` first.
 */
export async function writeAsset(
  trx: Kysely<DB>,
  input: {
    tenantId: string;
    actor: AuditActor;
    existing?: AdminAsset;
    fields: AssetFields;
    via?: string;
    /** The name, group and tracker were checked under the company's lock already (an import's plan): skip those reads. */
    checked?: boolean;
  },
): Promise<AssetWrite> {
  const { tenantId, actor, existing, fields, checked = false } = input;
  const sameName = checked
    ? undefined
    : await trx
    .selectFrom('assets')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', fields.name.toLowerCase())
    .$if(!!existing, (q) => q.where('id', '<>', existing?.assetId ?? 0))
    .executeTakeFirst();
  if (sameName) throw duplicate(ADMIN_TEXTS.assetNameTaken(fields.name));
  if (!checked && fields.groupId !== null) {
    const group = await trx.selectFrom('asset_groups').select('id').where('id', '=', fields.groupId).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!group) throw badRequest(`Group ${fields.groupId} does not exist in your company.`, ERROR_CODES.invalidInput);
  }
  const identifier = fields.deviceIdentifier;
  const previous = existing?.deviceIdentifier ?? null;
  const claiming = identifier !== null && identifier !== previous ? identifier : null;
  if (claiming && !checked) {
    const holder = await trx
      .selectFrom('assets as a')
      .select('a.name')
      .where('a.tenant_id', '=', tenantId)
      .where('a.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('a.unit_id', '=', claiming),
          eb('a.id', 'in', eb.selectFrom('devices').select('asset_id').where('identifier', '=', claiming).where('tenant_id', '=', tenantId).where('asset_id', 'is not', null)),
        ]),
      )
      .$if(!!existing, (q) => q.where('a.id', '<>', existing?.assetId ?? 0))
      .executeTakeFirst();
    if (holder) throw duplicate(ADMIN_TEXTS.deviceOnOtherAsset(claiming, holder.name));
  }

  const columns = columnsOf(fields);
  const row = existing
    ? await trx.updateTable('assets').set(columns).where('id', '=', existing.assetId).where('tenant_id', '=', tenantId).returning('id').executeTakeFirstOrThrow()
    : await trx.insertInto('assets').values({ tenant_id: tenantId, ...columns }).returning('id').executeTakeFirstOrThrow();
  const assetId = row.id;

  const detached: string[] = [];
  if (previous !== null && previous !== identifier) {
    const gone = await trx.updateTable('devices').set({ asset_id: null }).where('tenant_id', '=', tenantId).where('identifier', '=', previous).where('asset_id', '=', assetId).returning('identifier').execute();
    detached.push(...gone.map((d) => d.identifier));
  }
  if (claiming) {
    const outcome = await claimDeviceIn(trx, claiming, tenantId, assetId);
    if (!outcome.ok) throw new HttpError(409, ERROR_CODES.deviceTaken, ADMIN_TEXTS.deviceTaken(claiming));
  }

  const asset = (await findAdminAsset(trx, tenantId, assetId)) as AdminAsset;
  const via = input.via ? ` (${input.via})` : '';
  if (existing) {
    const changes = changedFields(existing as unknown as Record<string, unknown>, asset as unknown as Record<string, unknown>);
    delete changes['groupName'];
    await writeAudit(trx, {
      tenantId,
      actor,
      action: 'update',
      objectKind: 'asset',
      objectId: assetId,
      summary: `Updated asset ${asset.name}${via}: ${Object.keys(changes).join(', ') || 'no change'}`,
      details: changes,
    });
  } else {
    await writeAudit(trx, { tenantId, actor, action: 'create', objectKind: 'asset', objectId: assetId, summary: `Added asset ${asset.name}${via}`, details: { ...asset } });
  }
  return { asset, claimed: claiming, detached };
}

/**
 * Deletes an asset of the company inside the caller's transaction, with its audit entry. Without `purge` it leaves
 * every list (deleted_at) and its trackers are detached, its history staying; with `purge` it is removed with its
 * positions, and through the foreign keys its events, receipts, state and daily figures.
 * @returns the identifiers detached
 */
export async function deleteAsset(trx: Kysely<DB>, input: { tenantId: string; actor: AuditActor; asset: AdminAsset; purge: boolean; now: number }): Promise<string[]> {
  const { tenantId, actor, asset, purge } = input;
  const detached = await trx.updateTable('devices').set({ asset_id: null }).where('tenant_id', '=', tenantId).where('asset_id', '=', asset.assetId).returning('identifier').execute();
  if (purge) {
    const positions = await trx.deleteFrom('positions').where('asset_id', '=', asset.assetId).executeTakeFirst();
    await trx.deleteFrom('assets').where('id', '=', asset.assetId).where('tenant_id', '=', tenantId).execute();
    await writeAudit(trx, {
      tenantId,
      actor,
      action: 'purge',
      objectKind: 'asset',
      objectId: asset.assetId,
      summary: `Deleted asset ${asset.name} for good, with ${Number(positions.numDeletedRows)} positions and its events and receipts`,
      details: { name: asset.name, detached: detached.map((d) => d.identifier) },
    });
  } else {
    await trx.updateTable('assets').set({ deleted_at: new Date(input.now) }).where('id', '=', asset.assetId).where('tenant_id', '=', tenantId).execute();
    await writeAudit(trx, {
      tenantId,
      actor,
      action: 'delete',
      objectKind: 'asset',
      objectId: asset.assetId,
      summary: `Deleted asset ${asset.name} (history kept)`,
      details: { name: asset.name, detached: detached.map((d) => d.identifier) },
    });
  }
  return detached.map((d) => d.identifier);
}
