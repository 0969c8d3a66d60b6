import { DEFAULT_IMPLEMENT_WIDTH_M, ptoAnalysis, type PtoAnalysis, type ReportPoint } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { streamReportPoints } from '../reports/report-data';

/** Allowed implement widths, metres (inclusive). */
export const IMPLEMENT_WIDTH_MIN_M = 0.5;
export const IMPLEMENT_WIDTH_MAX_M = 50;

/** The tenant's asset with its implement width (DEFAULT_IMPLEMENT_WIDTH_M when none is set), or undefined. */
export async function findPtoAsset(db: Kysely<DB>, tenantId: string, assetId: number) {
  const row = await db
    .selectFrom('assets')
    .select(['id', 'name', 'type', 'implement_width_m'])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('id', '=', assetId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, type: row.type, implementWidthM: row.implement_width_m ?? DEFAULT_IMPLEMENT_WIDTH_M, widthSet: row.implement_width_m !== null };
}

/** Sets (or with null clears) the asset's implement width. @returns false when the tenant has no such asset */
export async function setImplementWidth(db: Kysely<DB>, tenantId: string, assetId: number, widthM: number | null): Promise<boolean> {
  const result = await db
    .updateTable('assets')
    .set({ implement_width_m: widthM })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', assetId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** 'din1' < 'din2' < 'din10' < 'ain1': digital inputs by number first, then the rest by name. */
function inputOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The first input the points report (the lowest key of the first point with inputs), or null. */
export function firstReportedInput(points: readonly ReportPoint[]): string | null {
  for (const p of points) {
    const keys = Object.keys(p.inputs).filter((k) => typeof p.inputs[k] === 'boolean');
    if (keys.length > 0) return keys.sort(inputOrder)[0] ?? null;
  }
  return null;
}

/** What a PTO analysis is asked for. */
export interface PtoQuery {
  asset: { id: number; name: string; implementWidthM: number };
  from: number;
  to: number;
  /** The input key; the first reported input (else 'din1') when absent. */
  input?: string;
  timeZone: string;
}

/** Reads the asset's positions (with inputs) over the period and analyses the input. */
export async function loadPtoAnalysis(db: Kysely<DB>, query: PtoQuery): Promise<PtoAnalysis> {
  const points: ReportPoint[] = [];
  for await (const page of streamReportPoints(db, query.asset.id, query.from, query.to)) for (const p of page) points.push(p);
  const input = query.input ?? firstReportedInput(points) ?? 'din1';
  return ptoAnalysis(points, {
    input,
    implementWidthM: query.asset.implementWidthM,
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
    assetId: query.asset.id,
    assetName: query.asset.name,
  });
}
