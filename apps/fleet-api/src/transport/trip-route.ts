import { eventTitle, type TransportTrip } from '@fleet/domain';
import { simplifyRoute } from '@fleet/playback-engine';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Points of a trip's drawn route at most (simplified within metres, as playback's). */
const ROUTE_MAX_POINTS = 3_000;

/**
 * What the trip view draws: the vehicle's route from the dispatch to the completion (or now), simplified for drawing
 * ([time, lat, lng, speed]), and the events on the vehicle in that time (overspeed, harsh driving, alarms...).
 */
export async function tripRoute(db: Kysely<DB>, trip: TransportTrip, now: number): Promise<{ route: [number, number, number, number][]; events: { time: number; type: string; title: string; lat: number | null; lng: number | null; speed: number | null }[] }> {
  if (trip.dispatchedAt === null) return { route: [], events: [] };
  const until = trip.completedAt ?? trip.cancelledAt ?? now;
  const [points, events] = await Promise.all([
    db
      .selectFrom('positions')
      .select(['time', 'lat', 'lng', 'speed'])
      .where('asset_id', '=', trip.assetId)
      .where('time', '>=', new Date(trip.dispatchedAt))
      .where('time', '<=', new Date(until))
      .orderBy('time')
      .limit(200_000)
      .execute(),
    db
      .selectFrom('events')
      .select(['time', 'type', 'lat', 'lng', sql<number | null>`(details->>'speed')::float8`.as('speed')])
      .where('asset_id', '=', trip.assetId)
      .where('time', '>=', new Date(trip.dispatchedAt))
      .where('time', '<=', new Date(until))
      .orderBy('time')
      .limit(1_000)
      .execute(),
  ]);
  const route = points.map((p) => ({ t: new Date(p.time).getTime(), lat: p.lat, lng: p.lng, speed: p.speed, status: p.speed >= 5 ? 'Moving' : 'Parked', event: null, overspeed: false }));
  const { kept } = simplifyRoute(route as never, { maxPoints: ROUTE_MAX_POINTS });
  return {
    route: kept.map((i) => {
      const p = route[i]!;
      return [p.t, p.lat, p.lng, p.speed] as [number, number, number, number];
    }),
    events: events.map((e) => ({ time: new Date(e.time).getTime(), type: e.type, title: eventTitle(e.type), lat: e.lat, lng: e.lng, speed: e.speed === null ? null : Number(e.speed) })),
  };
}
