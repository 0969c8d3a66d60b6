import type { DataPushKind, DataPushParsed, DataPushTarget } from '@fleet/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DataPushTargetTable, DB } from '../db/schema';

export type TargetRow = Selectable<DataPushTargetTable> & { owner_name: string | null };
export type Backlog = DataPushTarget['backlog'];

const EMPTY_BACKLOG: Backlog = { messages: 0, items: 0, oldestAt: null };

function targetQuery(db: Kysely<DB>, tenantId: string, ownerId: string | undefined) {
  let q = db.selectFrom('data_push_targets as t').leftJoin('users as u', 'u.id', 't.owner_id').selectAll('t').select('u.display_name as owner_name').where('t.tenant_id', '=', tenantId);
  if (ownerId !== undefined) q = q.where('t.owner_id', '=', ownerId);
  return q;
}

/** The company's targets (of one owner when `ownerId` is given), by name. */
export function listTargets(db: Kysely<DB>, tenantId: string, ownerId?: string): Promise<TargetRow[]> {
  return targetQuery(db, tenantId, ownerId).orderBy('t.name').orderBy('t.id').execute();
}

/** How many targets the company keeps. */
export async function countTargets(db: Kysely<DB>, tenantId: string): Promise<number> {
  return (await db.selectFrom('data_push_targets').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).n;
}

const columnsOf = (t: DataPushParsed) => ({
  name: t.name,
  kind: t.kind,
  url: t.url,
  topic: t.kind === 'mqtt' ? t.topic : '',
  send_positions: t.positions,
  send_events: t.events,
  event_types: t.events ? [...new Set(t.eventTypes)] : [],
  asset_ids: [...new Set(t.assetIds)],
  enabled: t.enabled,
});

/** Adds a target owned by `ownerId`, with a new signing secret. */
export async function insertTarget(db: Kysely<DB>, tenantId: string, ownerId: string, t: DataPushParsed): Promise<TargetRow> {
  const { id } = await db
    .insertInto('data_push_targets')
    .values({ tenant_id: tenantId, owner_id: ownerId, secret: randomBytes(24).toString('base64url'), ...columnsOf(t) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await targetQuery(db, tenantId, undefined).where('t.id', '=', id).executeTakeFirst())!;
}

/** Changes a target (of that owner when given); its queue stays. Undefined when there is none. */
export async function updateTarget(db: Kysely<DB>, tenantId: string, id: number, t: DataPushParsed, ownerId?: string): Promise<TargetRow | undefined> {
  let q = db.updateTable('data_push_targets').set({ ...columnsOf(t), updated_at: sql<Date>`now()` }).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  const done = await q.returning('id').executeTakeFirst();
  return done ? targetQuery(db, tenantId, undefined).where('t.id', '=', id).executeTakeFirst() : undefined;
}

/** Deletes a target (of that owner when given) and its queue; its name, or undefined. */
export async function deleteTarget(db: Kysely<DB>, tenantId: string, id: number, ownerId?: string): Promise<{ name: string } | undefined> {
  let q = db.deleteFrom('data_push_targets').where('tenant_id', '=', tenantId).where('id', '=', id);
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  return q.returning('name').executeTakeFirst();
}

/** A target as the API shows it. */
export function publicTarget(row: TargetRow, backlog: Backlog | undefined): DataPushTarget {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as DataPushKind,
    url: row.url,
    topic: row.topic,
    positions: row.send_positions,
    events: row.send_events,
    eventTypes: row.event_types,
    assetIds: row.asset_ids.map(Number),
    enabled: row.enabled,
    secret: row.kind === 'http' ? row.secret : null,
    owner: row.owner_name,
    backlog: backlog ?? EMPTY_BACKLOG,
    delivered: Number(row.delivered),
    lastDeliveredAt: row.last_delivered_at?.toISOString() ?? null,
    lastError: row.last_error,
    lastErrorAt: row.last_error_at?.toISOString() ?? null,
  };
}
