import type { ReportEvent } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DetectedEvent } from './event-detector';

/** Events per INSERT ... SELECT FROM unnest statement. */
export const EVENT_INSERT_BATCH = 1000;

/** Stores derived events in multi-row statements (8 parameters each, whatever the row count). */
export async function insertEvents(db: Kysely<DB>, events: readonly DetectedEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += EVENT_INSERT_BATCH) {
    const rows = events.slice(start, start + EVENT_INSERT_BATCH);
    const col = <T>(pick: (e: DetectedEvent) => T): T[] => rows.map(pick);
    await sql`
      insert into events (tenant_id, asset_id, time, type, lat, lng, details)
      select te, a, to_timestamp(t / 1000.0), ty, la, ln, d
      from unnest(
        ${col((e) => e.tenantId)}::uuid[], ${col((e) => e.assetId)}::int[], ${col((e) => e.time)}::float8[],
        ${col((e) => e.type)}::text[], ${col((e) => e.lat)}::float8[], ${col((e) => e.lng)}::float8[],
        ${col((e) => JSON.stringify(e.details))}::jsonb[]
      ) as x(te, a, t, ty, la, ln, d)`.execute(db);
  }
}

/** The events of the assets in [from, to], by asset then time. */
export async function listEvents(db: Kysely<DB>, assetIds: readonly number[], from: number, to: number): Promise<ReportEvent[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('events')
    .select(['id', 'asset_id', 'time', 'type', 'lat', 'lng', 'details'])
    .where('asset_id', '=', sql<number>`any(${[...assetIds]}::int[])`)
    .where('time', '>=', new Date(from))
    .where('time', '<=', new Date(to))
    .orderBy('asset_id')
    .orderBy('time')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    assetId: r.asset_id,
    time: r.time.getTime(),
    type: r.type,
    lat: r.lat,
    lng: r.lng,
    details: r.details,
  }));
}
