import { ADMIN_TEXTS, ERROR_CODES, deviceAssignedResponseSchema, deviceDetachedResponseSchema, deviceIdentifierSchema, devicesResponseSchema, idSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { actorOf } from '../admin/admin-actor';
import { writeAudit } from '../audit/audit-log';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { listDevices } from '../devices/device-repository';
import { HttpError } from '../http/http-error';

// Printable ASCII without spaces, as devices send it (IMEI digits, serials, UUIDs).
const identifierParams = z.object({ identifier: deviceIdentifierSchema });
const assignBody = z.object({ assetId: idSchema('assetId') }, { error: 'The body must be {"assetId": <asset id>}.' });

const deviceNotFound = (identifier: string) => new HttpError(404, ERROR_CODES.notFound, ADMIN_TEXTS.deviceNotFound(identifier));
const assetNotFound = (assetId: number) => new HttpError(404, ERROR_CODES.notFound, `Asset ${assetId} does not exist in your company.`);
/** 409: the identifier is another company's device. */
const deviceTaken = (identifier: string) => new HttpError(409, ERROR_CODES.deviceTaken, ADMIN_TEXTS.deviceTaken(identifier));

/**
 * Devices (trackers) of the caller's company, Administrators only. A company sees only the devices it registered;
 * identifiers that report before anyone registered them are kept aside where no company lists them. Assigning is
 * the claim: typing the full identifier (the IMEI on the label) proves possession; an identifier nobody registered
 * becomes the caller's company's and its kept records move to the asset; another company's device answers 409.
 */
export const deviceRoutes: FastifyPluginAsync<RouteOptions<'db' | 'devices'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { devices } = ctx;
  // Devices are the company's (no Client sees them); another company's device answers 409 to a claim, 404 otherwise.
  const adminOnly = { config: { access: access.admin({ scope: 'tenant' }) } };
  const listSchema = { response: { 200: devicesResponseSchema } };

  api.get('/devices', { ...adminOnly, schema: listSchema }, async (request) => ({ success: true as const, devices: await listDevices(ctx.db, callerOf(request).tenantId) }));

  api.get('/devices/unknown', { ...adminOnly, schema: listSchema }, async (request) => ({
    success: true as const,
    devices: await listDevices(ctx.db, callerOf(request).tenantId, true),
  }));

  api.post('/devices/:identifier/assign', { ...adminOnly, schema: { params: identifierParams, body: assignBody, response: { 200: deviceAssignedResponseSchema } } }, async (request) => {
    const { identifier } = request.params;
    const assetId = request.body.assetId as number;
    const caller = callerOf(request);
    const actor = await actorOf(ctx.db, caller);
    const result = await devices.assign(identifier, caller.tenantId, assetId, async (trx, assetName) => {
      // The asset shows the tracker as its device identifier when it has none yet; the asset it left no longer does.
      await trx.updateTable('assets').set({ unit_id: '' }).where('tenant_id', '=', caller.tenantId).where('unit_id', '=', identifier).where('id', '<>', assetId).where('deleted_at', 'is', null).execute();
      await trx.updateTable('assets').set({ unit_id: identifier }).where('id', '=', assetId).where('unit_id', '=', '').execute();
      await writeAudit(trx, { tenantId: caller.tenantId, actor, action: 'claim', objectKind: 'device', objectId: identifier, summary: `Fitted device ${identifier} to ${assetName}`, details: { assetId } });
    });
    if (!result.ok) throw result.reason === 'asset' ? assetNotFound(assetId) : deviceTaken(identifier);
    request.log.info({ identifier, assetId, moved: result.moved }, 'device assigned');
    return { success: true as const, identifier, assetId, moved: result.moved, message: ADMIN_TEXTS.deviceClaimed(identifier, result.assetName) };
  });

  api.post('/devices/:identifier/unassign', { ...adminOnly, schema: { params: identifierParams, response: { 200: deviceDetachedResponseSchema } } }, async (request) => {
    const { identifier } = request.params;
    const caller = callerOf(request);
    const actor = await actorOf(ctx.db, caller);
    const detached = await devices.unassign(identifier, caller.tenantId, async (trx) => {
      // The asset's device identifier goes with it (it is '' without a tracker).
      await trx.updateTable('assets').set({ unit_id: '' }).where('tenant_id', '=', caller.tenantId).where('unit_id', '=', identifier).where('deleted_at', 'is', null).execute();
      await writeAudit(trx, { tenantId: caller.tenantId, actor, action: 'detach', objectKind: 'device', objectId: identifier, summary: `Detached device ${identifier}` });
    });
    if (!detached) throw deviceNotFound(identifier);
    return { success: true as const, identifier, assetId: null as null, message: ADMIN_TEXTS.deviceDetached(identifier) };
  });
};
