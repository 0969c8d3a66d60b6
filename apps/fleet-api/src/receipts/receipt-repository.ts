import { workOrderNumber, type FuelReceipt, type MaintenanceRecord, type TollReceipt } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A fuel receipt to store. */
export interface NewFuelReceipt {
  tenantId: string;
  assetId: number;
  createdBy: string | null;
  /** ms since epoch */
  time: number;
  fuel: number;
  price: number;
  priceperliter: number;
  location: string;
  files: string[];
}

/** Stores a fuel receipt. @returns its id */
export async function insertFuelReceipt(db: Kysely<DB>, r: NewFuelReceipt): Promise<number> {
  const row = await db
    .insertInto('fuel_receipts')
    .values({
      tenant_id: r.tenantId,
      asset_id: r.assetId,
      created_by: r.createdBy,
      time: new Date(r.time),
      fuel: r.fuel,
      price: r.price,
      priceperliter: r.priceperliter,
      location: r.location,
      files: JSON.stringify(r.files),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a fuel receipt of the tenant. @returns false when there was none */
export async function deleteFuelReceipt(db: Kysely<DB>, tenantId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('fuel_receipts').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes a toll receipt of the tenant. @returns false when there was none */
export async function deleteTollReceipt(db: Kysely<DB>, tenantId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('toll_receipts').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const anyAsset = (ids: readonly number[]) => sql<number>`any(${[...ids]}::int[])`;

/** Fuel receipts of the assets in [from, to], by asset then time. */
export async function listFuelReceipts(db: Kysely<DB>, assetIds: readonly number[], from: number, to: number): Promise<FuelReceipt[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('fuel_receipts as r')
    .innerJoin('assets as a', 'a.id', 'r.asset_id')
    .select(['r.id', 'r.asset_id', 'a.name', 'r.time', 'r.fuel', 'r.price', 'r.priceperliter', 'r.location', 'r.files', 'r.uploaded_at', 'r.lat', 'r.lng'])
    .where('r.asset_id', '=', anyAsset(assetIds))
    .where('r.time', '>=', new Date(from))
    .where('r.time', '<=', new Date(to))
    .orderBy('r.asset_id')
    .orderBy('r.time')
    .execute();
  return rows.map((r) => ({
    receiptId: r.id,
    assetId: r.asset_id,
    assetName: r.name,
    time: r.time.getTime(),
    fuel: r.fuel,
    price: r.price,
    priceperliter: r.priceperliter,
    location: r.location,
    files: JSON.stringify(r.files),
    uploadedAt: r.uploaded_at.getTime(),
    lat: r.lat,
    lng: r.lng,
  }));
}

/** Toll receipts of the assets in [from, to], by asset then time. */
export async function listTollReceipts(db: Kysely<DB>, assetIds: readonly number[], from: number, to: number): Promise<TollReceipt[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('toll_receipts as r')
    .innerJoin('assets as a', 'a.id', 'r.asset_id')
    .select(['r.id', 'r.asset_id', 'a.name', 'r.time', 'r.price', 'r.location', 'r.uploaded_at'])
    .where('r.asset_id', '=', anyAsset(assetIds))
    .where('r.time', '>=', new Date(from))
    .where('r.time', '<=', new Date(to))
    .orderBy('r.asset_id')
    .orderBy('r.time')
    .execute();
  return rows.map((r) => ({
    receiptId: r.id,
    assetId: r.asset_id,
    assetName: r.name,
    time: r.time.getTime(),
    price: r.price,
    location: r.location,
    uploadedAt: r.uploaded_at.getTime(),
  }));
}

/** Maintenance records of the assets in [from, to], by asset then time. */
export async function listMaintenance(db: Kysely<DB>, assetIds: readonly number[], from: number, to: number): Promise<MaintenanceRecord[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('maintenance_records as m')
    .leftJoin('work_orders as w', 'w.id', 'm.work_order_id')
    .select(['m.id', 'm.asset_id', 'm.kind', 'm.time', 'm.title', 'm.cost', 'm.odometer', 'm.details', 'm.engine_hours', 'm.vendor', 'w.number as work_order_number'])
    .where('m.asset_id', '=', anyAsset(assetIds))
    .where('m.time', '>=', new Date(from))
    .where('m.time', '<=', new Date(to))
    .orderBy('m.asset_id')
    .orderBy('m.time')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    assetId: r.asset_id,
    kind: r.kind,
    time: r.time.getTime(),
    title: r.title,
    cost: r.cost,
    odometer: r.odometer,
    details: r.details,
    engineHours: r.engine_hours,
    vendor: r.vendor,
    workOrder: r.work_order_number === null ? null : workOrderNumber(r.work_order_number),
  }));
}
