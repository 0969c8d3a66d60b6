import { SHARE_LINK_LIMITS, shareLinkEta, shareLinkStateOf, type LiveLocation, type ShareLink, type ShareLinkDestination, type ShareLinkState } from '@fleet/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token';
import type { DB, ShareLinkTable } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
type Row = Selectable<ShareLinkTable>;

/** A link as its company lists it. */
export function toShareLink(row: Row, now: number): ShareLink {
  const revokedAt = row.revoked_at ? row.revoked_at.getTime() : null;
  const expiresAt = row.expires_at.getTime();
  return {
    id: row.id,
    assetId: row.asset_id,
    tripId: row.trip_id,
    state: shareLinkStateOf({ expiresAt, revokedAt }, now),
    expiresAt,
    revokedAt,
    createdAt: row.created_at.getTime(),
    createdBy: row.created_by_name,
    destination: row.dest_lat !== null && row.dest_lng !== null && row.dest_label !== null ? { lat: row.dest_lat, lng: row.dest_lng, label: row.dest_label } : null,
  };
}

/** What a new link is made of. */
export interface NewShareLink {
  tenantId: string;
  assetId: number;
  tripId: number | null;
  createdBy: { userId: string | null; name: string };
  /** ms. */
  expiresAt: number;
  destination: ShareLinkDestination | null;
}

/** Creates a link: a new random token whose hash is stored; the token is returned once, never kept. */
export async function createShareLink(db: Db, link: NewShareLink): Promise<{ row: Row; token: string }> {
  const token = createOpaqueToken();
  const row = await db
    .insertInto('share_links')
    .values({
      tenant_id: link.tenantId,
      asset_id: link.assetId,
      trip_id: link.tripId,
      token_hash: hashOpaqueToken(token),
      created_by: link.createdBy.userId,
      created_by_name: link.createdBy.name,
      expires_at: new Date(link.expiresAt),
      dest_lat: link.destination?.lat ?? null,
      dest_lng: link.destination?.lng ?? null,
      dest_label: link.destination?.label ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** The asset's links, newest first. */
export async function listShareLinks(db: Db, tenantId: string, assetId: number): Promise<Row[]> {
  return db
    .selectFrom('share_links')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('asset_id', '=', assetId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SHARE_LINK_LIMITS.listMax)
    .execute();
}

/** Revokes a link still active at `now`; the row as it is afterwards, or null when it was not active (or not there). */
export async function revokeShareLink(db: Db, tenantId: string, id: number, now: number): Promise<Row | null> {
  const row = await db
    .updateTable('share_links')
    .set({ revoked_at: new Date(now) })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** What the public endpoint answers for a token: the page's data, or why it shows none. */
export type LiveLocationLookup = { state: 'active'; answer: Omit<LiveLocation, 'success' | 'timeZone'>; tenantId: string } | { state: Exclude<ShareLinkState, 'active'> | 'unknown' };

/**
 * The public view of a link's asset at `now`: its name and type, its last position, the destination and the ETA —
 * nothing else of the company. Unknown when no link has the token's hash, its asset was deleted or its company is
 * suspended.
 */
export async function lookUpLiveLocation(db: Kysely<DB>, token: string, now: number): Promise<LiveLocationLookup> {
  const link = await db
    .selectFrom('share_links as l')
    .innerJoin('assets as a', 'a.id', 'l.asset_id')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .selectAll('l')
    .select(['a.name as asset_name', 'a.type as asset_type', 'a.deleted_at as asset_deleted_at', 't.status as tenant_status'])
    .where('l.token_hash', '=', hashOpaqueToken(token))
    .executeTakeFirst();
  if (!link || link.asset_deleted_at !== null || link.tenant_status !== 'active') return { state: 'unknown' };
  const shown = toShareLink(link, now);
  if (shown.state !== 'active') return { state: shown.state };
  const [state, recent] = await Promise.all([
    db.selectFrom('asset_state').select(['lat', 'lng', 'speed', 'heading', 'time']).where('asset_id', '=', link.asset_id).executeTakeFirst(),
    shown.destination === null
      ? []
      : db
          .selectFrom('positions')
          .select('speed')
          .where('asset_id', '=', link.asset_id)
          .where('time', '>', new Date(now - SHARE_LINK_LIMITS.etaSpeedWindowMs))
          .where('time', '<=', new Date(now + SHARE_LINK_LIMITS.etaSpeedWindowMs))
          .execute(),
  ]);
  const position = state ? { lat: state.lat, lng: state.lng, speed: state.speed, course: state.heading, time: state.time.getTime() } : null;
  return {
    state: 'active',
    tenantId: link.tenant_id,
    answer: {
      asset: { name: link.asset_name, type: link.asset_type as LiveLocation['asset']['type'] },
      position,
      destination: shown.destination,
      eta: position && shown.destination ? shareLinkEta(now, position, shown.destination, recent) : null,
      expiresAt: shown.expiresAt,
    },
  };
}

/** The place a trip's share link heads for: its next or its last stop not reached yet; null when none is left. */
export async function tripDestination(db: Db, tripId: number, which: 'next' | 'last'): Promise<ShareLinkDestination | null> {
  const stop = await db
    .selectFrom('trip_stops as s')
    .leftJoin('pois as p', 'p.id', 's.poi_id')
    .select(['s.lat', 's.lng', 's.address', 'p.name as poi_name'])
    .where('s.trip_id', '=', tripId)
    .where('s.state', '=', 'pending')
    .orderBy('s.seq', which === 'next' ? 'asc' : 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!stop) return null;
  const label = (stop.poi_name ?? stop.address).trim() || `${stop.lat.toFixed(5)}, ${stop.lng.toFixed(5)}`;
  return { lat: stop.lat, lng: stop.lng, label: label.slice(0, SHARE_LINK_LIMITS.labelMax) };
}
