import { ERROR_CODES, PLAYBACK_DEFAULT_MAX_POINTS, overspeedRule, playbackRequestSchema, playbackResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import type { DB } from '../db/schema';
import { getGeocoder } from '../geocode/geocoder-service';
import { badRequest } from '../http/http-error';
import { absentBodyAsEmpty } from '../http/route-schemas';
import { computePlayback } from '../playback/playback-service';
import { loadSummaryRows } from '../reports/summary-days';

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
  // Deleted assets are in no list: playback finds none of them (their history stays for a purge or an audit).
  const live = db.selectFrom('assets').select(['id', 'name', 'odometer_offset_km']).where('tenant_id', '=', tenantId).where('deleted_at', 'is', null);
  const byUnit = text === '' ? undefined : await live.where('unit_id', '=', text).executeTakeFirst();
  if (byUnit) return byUnit;
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return live.where('id', '=', id).executeTakeFirst();
}

/**
 * `POST /singleUnitPlayback3` (page key `playback`, or `reports` for the reports' Playback modal): the first unit's
 * route over the period (at most 31 days), thinned for display; see docs/playback-contract.md.
 */
export const playbackRoutes: FastifyPluginAsync<RouteOptions<'config' | 'db' | 'now' | 'settings'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The first unit (a unit id or an asset id) must be an asset the caller may see; an unknown one is 404 too.
  const playbackAccess = access.signedIn({
    pages: ['playback', 'reports'],
    object: {
      kind: 'asset',
      label: 'units',
      locate: async (request, _ctx, caller) => {
        const units = partOf(request, 'body')['units'];
        const unit: unknown = Array.isArray(units) ? units[0] : units;
        if (typeof unit !== 'string' && typeof unit !== 'number') return undefined;
        // An unknown unit: nothing to check here, the handler answers 404.
        return (await findAsset(ctx.db, caller.tenantId, unit))?.id;
      },
    },
  });

  api.post('/singleUnitPlayback3', { schema: { body: playbackRequestSchema, response: { 200: playbackResponseSchema } }, preValidation: absentBodyAsEmpty, config: { access: playbackAccess } }, async (request) => {
    const caller = callerOf(request);
    const { body } = request;
    const from = toMs(body.timeRange.start);
    const to = toMs(body.timeRange.end);
    if (!Number.isFinite(from) || !Number.isFinite(to)) throw badRequest('timeRange start and end must be times (ms or ISO).', ERROR_CODES.invalidInput);
    if (to < from) throw badRequest('The period ends before it starts.', ERROR_CODES.invalidInput);
    if (to - from > MAX_PLAYBACK_RANGE_MS) throw badRequest('A playback covers at most 31 days.', ERROR_CODES.invalidInput);

    const unit = Array.isArray(body.units) ? body.units[0] : body.units;
    const asset = unit === undefined ? undefined : await findAsset(ctx.db, caller.tenantId, unit);
    if (!asset) throw objectNotFound();

    const settings = await ctx.settings.get(caller.tenantId);
    const marking = body.configuration.speedType?.trim().toLowerCase() === 'overspeed';
    const geocoder = await getGeocoder(ctx.config.demoDataDir);
    const answer = await computePlayback(ctx.db, {
      assetId: asset.id,
      assetName: asset.name,
      odometerOffsetKm: asset.odometer_offset_km,
      from,
      to,
      timeZone: caller.timeZone,
      thresholds: settings.statusThresholds,
      overspeed: marking ? overspeedRule(body.configuration.speedLimit ?? settings.speedLimitKmh, settings.overspeed) : null,
      pois: body.geoPOIData,
      maxPoints: body.maxPoints ?? PLAYBACK_DEFAULT_MAX_POINTS,
      address: (lat, lng) => geocoder.address(lat, lng),
    });
    // One figure, one definition: the distance is the Summary's (stored daily parts plus the partial days), so the
    // playback, Summary and Mileage of the same asset and period show the same kilometres.
    const [summary] = await loadSummaryRows(ctx.db, { tenantId: caller.tenantId, assetIds: [asset.id], from, to, timeZone: caller.timeZone }, ctx.now());
    return { ...answer, distanceKm: typeof summary?.['distance'] === 'number' ? summary['distance'] : 0 };
  });
};
