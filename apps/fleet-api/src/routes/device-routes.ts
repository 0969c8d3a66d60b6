import { ERROR_CODES, FIELD_LIMITS, idSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { deviceIngestFor } from '../devices/device-ingest';
import { listDevices } from '../devices/device-repository';
import { HttpError } from '../http/http-error';

const identifierMessage = `The device identifier must be 1 to ${FIELD_LIMITS.deviceIdentifierMax} characters (the IMEI or id on the device).`;
const identifierParams = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, identifierMessage)
    .max(FIELD_LIMITS.deviceIdentifierMax, identifierMessage)
    // Printable ASCII without spaces, as devices send it (IMEI digits, serials, UUIDs).
    .regex(/^[\x21-\x7e]+$/, identifierMessage),
});
const assignBody = z.object({ assetId: idSchema('assetId') }, { error: 'The body must be {"assetId": <asset id>}.' });

const deviceNotFound = (identifier: string) => new HttpError(404, ERROR_CODES.notFound, `Your company has no device ${identifier}.`);
const assetNotFound = (assetId: number) => new HttpError(404, ERROR_CODES.notFound, `Asset ${assetId} does not exist in your company.`);
/** 409: the identifier is another company's device. */
const deviceTaken = (identifier: string) =>
  new HttpError(
    409,
    ERROR_CODES.deviceTaken,
    `Device ${identifier} is registered to another company. Check the identifier on the device's label; if the device is yours, ask that company to release it.`,
  );

/**
 * Devices (trackers) of the caller's company, Administrators only. A company sees only the devices it registered;
 * identifiers that report before anyone registered them are kept aside where no company lists them. Assigning is
 * the claim: typing the full identifier (the IMEI on the label) proves possession; an identifier nobody registered
 * becomes the caller's company's and its kept records move to the asset; another company's device answers 409.
 */
export const deviceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const devices = deviceIngestFor(ctx);
  // Devices are the company's (no Client sees them); another company's device answers 409 to a claim, 404 otherwise.
  const adminOnly = { config: { access: access.admin({ scope: 'tenant' }) } };

  app.get('/devices', adminOnly, async (request) => ({ success: true, devices: await listDevices(ctx.db, callerOf(request).tenantId) }));

  app.get('/devices/unknown', adminOnly, async (request) => ({
    success: true,
    devices: await listDevices(ctx.db, callerOf(request).tenantId, true),
  }));

  app.post('/devices/:identifier/assign', adminOnly, async (request) => {
    const { identifier } = identifierParams.parse(request.params);
    const { assetId } = assignBody.parse(request.body ?? undefined) as { assetId: number };
    const result = await devices.assign(identifier, callerOf(request).tenantId, assetId);
    if (!result.ok) throw result.reason === 'asset' ? assetNotFound(assetId) : deviceTaken(identifier);
    request.log.info({ identifier, assetId, moved: result.moved }, 'device assigned');
    return { success: true, identifier, assetId, moved: result.moved };
  });

  app.post('/devices/:identifier/unassign', adminOnly, async (request) => {
    const { identifier } = identifierParams.parse(request.params);
    if (!(await devices.unassign(identifier, callerOf(request).tenantId))) throw deviceNotFound(identifier);
    return { success: true, identifier, assetId: null };
  });
};
