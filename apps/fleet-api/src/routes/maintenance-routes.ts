import {
  MAINTENANCE_TEXTS as T,
  assetInputSchema,
  formatRangeTime,
  isRecordTimeAllowed,
  maintenanceAssetInputSchema,
  maintenanceAssetSavedResponseSchema,
  maintenanceAssetsResponseSchema,
  maintenanceRecordSavedResponseSchema,
  maintenanceRecordsResponseSchema,
  meterReadingInputSchema,
  meterReadingsResponseSchema,
  meterSavedResponseSchema,
  recordInputSchema,
  successMessageResponseSchema,
  tireLayoutInputSchema,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, lockCompanyAssets } from '../admin/admin-actor';
import { writeAsset } from '../admin/asset-admin';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { idParams } from '../http/route-schemas';
import { listMaintenanceAssets, lastManualReadings, listMeterReadings } from '../maintenance/maintenance-assets';
import { FMS_PAGES, bodyAsset, invalidField, maintenanceCaller, paramObject, refusedNow } from '../maintenance/maintenance-access';
import { readAssetMeters } from '../maintenance/meter-repository';
import { deleteRecord, findRecord, insertRecord, listRecords, updateRecord } from '../maintenance/record-repository';
import { receiptFilesOf, type ReceiptFilesContext } from '../receipts/receipt-files';

/** The latest time a date holds, ms (8.64e15): a later one is no date for the database. */
const TIME_MS_MAX = 8_640_000_000_000_000;
const recordsQuery = z.object({
  assetId: z.string().regex(/^\d{1,10}$/, 'assetId must be a whole number.').optional(),
  kind: z.enum(['d', 's', 't'], { error: 'kind must be d, s or t.' }).optional(),
  from: z.coerce.number({ error: 'from must be a time in ms.' }).int('from must be a time in ms.').min(0, 'from must be a time in ms.').max(TIME_MS_MAX, 'from must be a time in ms.').optional(),
  to: z.coerce.number({ error: 'to must be a time in ms.' }).int('to must be a time in ms.').min(0, 'to must be a time in ms.').max(TIME_MS_MAX, 'to must be a time in ms.').optional(),
});

/**
 * The maintenance area's assets, meters and records (page key fms): every asset the caller sees with its meters (the
 * tracker's, else readings entered by hand), the readings, the axle layout, and the documents and services (tire
 * records are written by the tire routes). Administrators add assets without a tracker.
 */
export const maintenanceRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | keyof ReceiptFilesContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { visible, author, today } = maintenanceCaller(ctx);
  const oneAsset = async (tenantId: string, assetId: number, day: string) => {
    const [asset] = await listMaintenanceAssets(ctx.db, tenantId, [assetId], day);
    if (!asset) throw objectNotFound();
    return asset;
  };

  api.get(
    '/maintenance/assets',
    { schema: { response: { 200: maintenanceAssetsResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const day = today(caller);
      return { success: true as const, assets: await listMaintenanceAssets(ctx.db, caller.tenantId, await visible(request, caller), day), today: day };
    },
  );

  api.post(
    '/maintenance/assets',
    { schema: { body: maintenanceAssetInputSchema, response: { 200: maintenanceAssetSavedResponseSchema } }, config: { access: access.admin({ pages: FMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      const actor = await actorOf(ctx.db, caller);
      const now = ctx.now();
      const assetId = await ctx.db.transaction().execute(async (trx) => {
        await lockCompanyAssets(trx, caller.tenantId);
        // An asset without a tracker: every other field takes the administration's default.
        const fields = assetInputSchema.parse({ name: input.name, type: input.type, groupId: input.groupId, plate: input.plate, fuelTankL: input.fuelTankL, fuelType: input.fuelType });
        const { asset } = await writeAsset(trx, { tenantId: caller.tenantId, actor, fields, via: 'maintenance' });
        await trx.updateTable('assets').set({ tire_layout: input.tireLayout }).where('id', '=', asset.assetId).execute();
        if (input.odometerKm !== null || input.engineHours !== null) {
          await trx
            .insertInto('meter_readings')
            .values({ tenant_id: caller.tenantId, asset_id: asset.assetId, time: new Date(now), odometer_km: input.odometerKm, engine_hours: input.engineHours, note: 'When added', created_by: caller.userId, by_name: actor.name })
            .execute();
        }
        return asset.assetId;
      });
      return { success: true as const, asset: await oneAsset(caller.tenantId, assetId, today(caller)), message: T.assetSaved(input.name) };
    },
  );

  api.put(
    '/maintenance/assets/:id/tire-layout',
    { schema: { params: idParams('id'), body: tireLayoutInputSchema, response: { 200: maintenanceAssetSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('asset') }) } },
    async (request) => {
      const caller = callerOf(request);
      await ctx.db.updateTable('assets').set({ tire_layout: request.body.tireLayout }).where('tenant_id', '=', caller.tenantId).where('id', '=', request.params.id as number).execute();
      const asset = await oneAsset(caller.tenantId, request.params.id as number, today(caller));
      return { success: true as const, asset, message: 'Axle layout saved.' };
    },
  );

  api.get(
    '/maintenance/assets/:id/meters',
    { schema: { params: idParams('id'), response: { 200: meterReadingsResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('asset') }) } },
    async (request) => ({ success: true as const, readings: await listMeterReadings(ctx.db, callerOf(request).tenantId, request.params.id as number) }),
  );

  api.post(
    '/maintenance/assets/:id/meters',
    { schema: { params: idParams('id'), body: meterReadingInputSchema, response: { 200: meterSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('asset') }) } },
    async (request) => {
      const caller = callerOf(request);
      const assetId = request.params.id as number;
      const input = request.body;
      if (!isRecordTimeAllowed(input.time, ctx.now())) throw invalidField(T.timeInvalid, 'time');
      // A meter the tracker gives is set through the asset's offset, not by hand.
      const meters = (await readAssetMeters(ctx.db, caller.tenantId, [assetId])).get(assetId);
      if (input.odometerKm !== null && meters?.odometer.source === 'tracker') throw refusedNow(T.meterFromTracker('odometer'), 'odometerKm');
      if (input.engineHours !== null && meters?.engineHours.source === 'tracker') throw refusedNow(T.meterFromTracker('engine hours'), 'engineHours');
      // Meters only go forward.
      const last = await lastManualReadings(ctx.db, caller.tenantId, assetId, input.time);
      if (input.odometerKm !== null && last.km && input.odometerKm < last.km.value) throw invalidField(T.meterBackwards('odometer', last.km.value, formatRangeTime(last.km.at, caller.timeZone)), 'odometerKm');
      if (input.engineHours !== null && last.hours && input.engineHours < last.hours.value) throw invalidField(T.meterBackwards('engine hours', last.hours.value, formatRangeTime(last.hours.at, caller.timeZone)), 'engineHours');
      const by = await author(caller);
      await ctx.db
        .insertInto('meter_readings')
        .values({ tenant_id: caller.tenantId, asset_id: assetId, time: new Date(input.time), odometer_km: input.odometerKm, engine_hours: input.engineHours, note: input.note, created_by: caller.userId, by_name: by.name })
        .execute();
      return { success: true as const, asset: await oneAsset(caller.tenantId, assetId, today(caller)), message: T.meterSaved };
    },
  );

  api.get(
    '/maintenance/records',
    { schema: { querystring: recordsQuery, response: { 200: maintenanceRecordsResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const { assetId, kind, from, to } = request.query;
      const seen = await visible(request, caller);
      const assetIds = assetId === undefined ? seen : seen.filter((id) => id === Number(assetId));
      return { success: true as const, records: await listRecords(ctx.db, caller.tenantId, { assetIds, ...(kind ? { kinds: [kind] } : {}), from, to }, today(caller)) };
    },
  );

  /** A record's body checked beyond its schema: its time, and its files (uploads of the company the caller may read). */
  const checked = async (request: Parameters<typeof receiptFilesOf>[1], body: z.output<typeof recordInputSchema>) => {
    const caller = callerOf(request);
    if (body.kind === 's' && !isRecordTimeAllowed(body.time, ctx.now())) throw invalidField(T.timeInvalid, 'time');
    return { ...body, files: await receiptFilesOf(ctx, request, caller, body.files) };
  };

  api.post(
    '/maintenance/records',
    { schema: { body: recordInputSchema, response: { 200: maintenanceRecordSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: bodyAsset }) } },
    async (request) => {
      const caller = callerOf(request);
      const body = await checked(request, request.body);
      const id = await insertRecord(ctx.db, caller.tenantId, body, caller.timeZone, await author(caller));
      const [record] = await listRecords(ctx.db, caller.tenantId, { assetIds: [body.assetId as number], ids: [id] }, today(caller));
      return { success: true as const, record: record!, message: T.recordSaved(body.kind) };
    },
  );

  api.put(
    '/maintenance/records/:id',
    {
      schema: { params: idParams('id'), body: recordInputSchema, response: { 200: maintenanceRecordSavedResponseSchema } },
      config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('maintenance-record') }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      const existing = await findRecord(ctx.db, caller.tenantId, id);
      if (!existing) throw objectNotFound();
      if (existing.kind === 't') throw refusedNow(T.tireRecordReadOnly);
      if (existing.work_order_id !== null) throw refusedNow(T.workOrderRecordReadOnly);
      const body = await checked(request, request.body);
      // A record stays with its asset and its kind.
      if (body.assetId !== existing.asset_id || body.kind !== existing.kind) throw invalidField('A record stays with its asset and kind: delete it and add another.', 'assetId');
      if (!(await updateRecord(ctx.db, caller.tenantId, id, body, caller.timeZone, await author(caller)))) throw objectNotFound();
      const [record] = await listRecords(ctx.db, caller.tenantId, { assetIds: [existing.asset_id], ids: [id] }, today(caller));
      return { success: true as const, record: record!, message: T.recordSaved(body.kind) };
    },
  );

  api.delete(
    '/maintenance/records/:id',
    { schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('maintenance-record') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      const existing = await findRecord(ctx.db, caller.tenantId, id);
      if (!existing) throw objectNotFound();
      if (existing.kind === 't') throw refusedNow(T.tireRecordReadOnly);
      if (existing.work_order_id !== null) throw refusedNow(T.workOrderRecordReadOnly);
      if (!(await deleteRecord(ctx.db, caller.tenantId, id))) throw objectNotFound();
      return { success: true as const, message: T.recordDeleted(existing.kind) };
    },
  );
};
