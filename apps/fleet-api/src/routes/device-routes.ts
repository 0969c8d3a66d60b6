import { ERROR_CODES } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf, requireRole } from '../auth/guards';
import { deviceIngestFor } from '../devices/device-ingest';
import { listDevices } from '../devices/device-repository';
import { HttpError } from '../http/http-error';

const identifierParams = z.object({ identifier: z.string().min(1).max(64) });
const assignBody = z.object(
  { assetId: z.coerce.number({ error: 'assetId must be a positive whole number.' }).int('assetId must be a positive whole number.').positive('assetId must be a positive whole number.') },
  { error: 'The body must be {"assetId": <asset id>}.' },
);

const deviceNotFound = (identifier: string) =>
  new HttpError(404, ERROR_CODES.notFound, `No device ${identifier} is known to this server (or it belongs to another company).`);
const assetNotFound = (assetId: number) => new HttpError(404, ERROR_CODES.notFound, `Asset ${assetId} does not exist in your company.`);

/**
 * Devices (trackers) of the caller's tenant and the unclaimed ones that reported before anyone registered them;
 * Administrators only. Assigning a device claims it for the tenant and moves its backlog to the asset.
 */
export const deviceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireRole('Administrator'));
  const devices = deviceIngestFor(ctx);

  app.get('/devices', async (request) => ({ success: true, devices: await listDevices(ctx.db, callerOf(request).tenantId) }));

  app.get('/devices/unknown', async (request) => ({
    success: true,
    devices: await listDevices(ctx.db, callerOf(request).tenantId, true),
  }));

  app.post('/devices/:identifier/assign', async (request) => {
    const { identifier } = identifierParams.parse(request.params);
    const { assetId } = assignBody.parse(request.body ?? undefined);
    const result = await devices.assign(identifier, callerOf(request).tenantId, assetId);
    if (!result.ok) throw result.reason === 'asset' ? assetNotFound(assetId) : deviceNotFound(identifier);
    request.log.info({ identifier, assetId, moved: result.moved }, 'device assigned');
    return { success: true, identifier, assetId, moved: result.moved };
  });

  app.post('/devices/:identifier/unassign', async (request) => {
    const { identifier } = identifierParams.parse(request.params);
    if (!(await devices.unassign(identifier, callerOf(request).tenantId))) throw deviceNotFound(identifier);
    return { success: true, identifier, assetId: null };
  });
};
