import { DEFAULT_TIME_ZONE, ERROR_CODES, MESSAGES, PLAYBACK_DEFAULT_MAX_POINTS, playbackRequestSchema, type PlaybackResponse } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RouteOptions } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { callerOf, requireAnyPage } from '../auth/guards';
import type { DB } from '../db/schema';
import { getGeocoder } from '../geocode/geocoder-service';
import { HttpError, badRequest } from '../http/http-error';
import { computePlayback } from '../playback/playback-service';

/** The longest period of one playback, ms. */
export const MAX_PLAYBACK_RANGE_MS = 31 * 24 * 3_600_000;

/** A time as ms since epoch (number or digits) or ISO text; NaN when unreadable. */
function toMs(value: string | number): number {
  if (typeof value === 'number') return value;
  const v = value.trim();
  return /^\d+$/.test(v) ? Number(v) : Date.parse(v);
}

/** The tenant's asset a unit names: by unit id first, else by asset id. */
async function findAsset(db: Kysely<DB>, tenantId: string, unit: string | number) {
  const text = String(unit).trim();
  const byUnit = await db.selectFrom('assets').select(['id', 'name']).where('tenant_id', '=', tenantId).where('unit_id', '=', text).executeTakeFirst();
  if (byUnit) return byUnit;
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return db.selectFrom('assets').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/**
 * `POST /singleUnitPlayback3` (page key `playback`, or `reports` for the reports' Playback modal): the first unit's
 * route over the period (at most 31 days), thinned for display; see docs/playback-contract.md.
 */
export const playbackRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireAnyPage(['playback', 'reports']));

  app.post('/singleUnitPlayback3', async (request): Promise<PlaybackResponse> => {
    const caller = callerOf(request);
    const body = playbackRequestSchema.parse(request.body ?? {});
    const from = toMs(body.timeRange.start);
    const to = toMs(body.timeRange.end);
    if (!Number.isFinite(from) || !Number.isFinite(to)) throw badRequest('timeRange start and end must be times (ms or ISO).', ERROR_CODES.invalidInput);
    if (to < from) throw badRequest('The period ends before it starts.', ERROR_CODES.invalidInput);
    if (to - from > MAX_PLAYBACK_RANGE_MS) throw badRequest('A playback covers at most 31 days.', ERROR_CODES.invalidInput);

    const unit = Array.isArray(body.units) ? body.units[0] : body.units;
    const asset = unit === undefined ? undefined : await findAsset(ctx.db, caller.tenantId, unit);
    if (!asset || !(await listVisibleAssetIds(ctx.db, caller)).includes(asset.id)) throw new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);

    const settings = await ctx.settings.get(caller.tenantId);
    const marking = body.configuration.speedType?.trim().toLowerCase() === 'overspeed';
    const geocoder = await getGeocoder(ctx.config.demoDataDir);
    return computePlayback(ctx.db, {
      assetId: asset.id,
      assetName: asset.name,
      from,
      to,
      timeZone: DEFAULT_TIME_ZONE,
      thresholds: settings.statusThresholds,
      overspeedLimit: marking ? (body.configuration.speedLimit ?? settings.speedLimitKmh) : null,
      pois: body.geoPOIData,
      maxPoints: body.maxPoints ?? PLAYBACK_DEFAULT_MAX_POINTS,
      address: (lat, lng) => geocoder.address(lat, lng),
    });
  });
};
