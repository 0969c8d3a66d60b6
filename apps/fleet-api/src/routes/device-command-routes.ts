import {
  DEVICE_COMMAND_LABELS,
  DEVICE_COMMAND_LIMITS,
  DEVICE_COMMAND_TEXTS as T,
  ERROR_CODES,
  COMMANDS_BY_PROTOCOL,
  commandsFor,
  deviceCommandCreatedResponseSchema,
  deviceCommandInputSchema,
  deviceCommandsResponseSchema,
  maySendCommand,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActorOf } from '../admin/audit-actor';
import type { RouteOptions } from '../app-context';
import { writeAudit } from '../audit/audit-log';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { commandText } from '../commands/command-encoding';
import { toDeviceCommand } from '../commands/device-commands';
import { forbidden } from '../http/http-error';
import { createRateLimit } from '../http/rate-limits';
import { idParams } from '../http/route-schemas';
import { paramObject, refusedNow } from '../maintenance/maintenance-access';

/**
 * Commands back to an asset's device (`/v2/assets/:id/commands`): the commands this caller may send to it and the
 * history; a new command is checked against the device's protocol and the caller's permission (the immobiliser's on /
 * off permission, Smartwatch command for a watch, Administrators for diagnostics), stored with its audit entry in one
 * transaction, then written to the device where its connection is (or when it next connects).
 */
export const deviceCommandRoutes: FastifyPluginAsync<RouteOptions<'commands' | 'db' | 'now'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The asset's device that takes commands (the newest fitted one of a protocol with commands), if any. */
  const deviceOf = async (tenantId: string, assetId: number) => {
    const rows = await ctx.db.selectFrom('devices').select(['identifier', 'protocol']).where('tenant_id', '=', tenantId).where('asset_id', '=', assetId).orderBy('id', 'desc').execute();
    return rows.find((d) => (COMMANDS_BY_PROTOCOL[d.protocol] ?? []).length > 0) ?? null;
  };

  api.get(
    '/assets/:id/commands',
    { schema: { params: idParams('id'), response: { 200: deviceCommandsResponseSchema } }, config: { access: access.signedIn({ object: paramObject('asset') }) } },
    async (request) => {
      const caller = callerOf(request);
      const assetId = request.params.id as number;
      const device = await deviceOf(caller.tenantId, assetId);
      return { success: true as const, protocol: device?.protocol ?? null, available: commandsFor(device?.protocol, caller), commands: await ctx.commands.list(caller.tenantId, assetId) };
    },
  );

  const perUser = await createRateLimit(app, { max: DEVICE_COMMAND_LIMITS.perMinute, windowMs: 60_000, key: (request) => `commands:${callerOf(request).userId}` });
  api.post(
    '/assets/:id/commands',
    {
      schema: { params: idParams('id'), body: deviceCommandInputSchema, response: { 200: deviceCommandCreatedResponseSchema } },
      config: { access: access.signedIn({ object: paramObject('asset') }) },
      preHandler: perUser,
    },
    async (request) => {
      const caller = callerOf(request);
      const assetId = request.params.id as number;
      const input = request.body;
      const asset = await ctx.db.selectFrom('assets').select('name').where('id', '=', assetId).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
      if (!asset) throw objectNotFound();
      const device = await deviceOf(caller.tenantId, assetId);
      if (!device) throw refusedNow(T.noDevice);
      if (!(COMMANDS_BY_PROTOCOL[device.protocol] ?? []).includes(input.kind)) throw refusedNow(T.notSupported, 'kind');
      if (!maySendCommand(caller, input.kind, device.protocol)) throw forbidden(ERROR_CODES.notAuthorized, T.notAllowed);
      const text = commandText(device.protocol, device.identifier, input, ctx.now());
      if (text === null) throw refusedNow(T.notSupported, 'kind');
      const { kind, ...params } = input;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const actor = await auditActorOf(trx, caller);
        const made = await ctx.commands.create(trx, {
          tenantId: caller.tenantId,
          assetId,
          identifier: device.identifier,
          protocol: device.protocol,
          kind,
          params,
          text,
          createdBy: caller.supportBy ? null : caller.userId,
          createdByName: actor.name,
        });
        await writeAudit(trx, {
          tenantId: caller.tenantId,
          actor,
          action: 'send',
          objectKind: 'device-command',
          objectId: made.id,
          summary: T.audit(DEVICE_COMMAND_LABELS[kind], asset.name, text),
          details: { assetId, identifier: device.identifier, protocol: device.protocol, kind },
        });
        return made;
      });
      const connected = ctx.commands.connected(device.identifier);
      ctx.commands.queued(device.identifier);
      return { success: true as const, command: toDeviceCommand(row), message: connected ? T.sent : T.queued };
    },
  );
};
