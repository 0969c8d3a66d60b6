import { ERROR_CODES, MESSAGES, idSchema, isRecordTimeAllowed, receiptInfoSchema, receiptSubmittedResponseSchema, successMessageResponseSchema, takesFuel } from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds, type GuardContext } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { badRequest } from '../http/http-error';
import { absentBodyAsEmpty } from '../http/route-schemas';
import { deleteFuelReceipt, deleteTollReceipt, insertFuelReceipt } from '../receipts/receipt-repository';
import { receiptFilesOf, type ReceiptFilesContext } from '../receipts/receipt-files';
import { receiptTimeMs } from '../receipts/receipt-time';

/** Page keys that give access to receipts (the Reports screen and Maintenance). */
export const RECEIPT_PAGE_KEYS = ['reports', 'fms'] as const;

const submitBody = z.object({ userInfo: z.unknown().optional(), receiptInfo: receiptInfoSchema.prefault(() => ({}) as z.input<typeof receiptInfoSchema>) }, { error: 'The body must be {"receiptInfo": {...}}.' });
const receiptParams = z.object({ receiptId: idSchema('receiptId') });

/** The asset a new receipt names: the vehicle, else the maintenance asset (the schema refuses both). */
function receiptAssetOf(body: Record<string, unknown>): unknown {
  const info = body['receiptInfo'];
  if (!info || typeof info !== 'object') return undefined;
  const { assetId, fmsAssetId } = info as Record<string, unknown>;
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v === '' || v === null ? undefined : v);
  return first(assetId) ?? first(fmsAssetId);
}

/** Receipt calls (SPEC §7): delete a fuel or toll receipt of a visible asset, submit a fuel receipt for one. */
export const receiptRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | keyof GuardContext | keyof ReceiptFilesContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Deleting a fuel or a toll receipt: the receipt's asset must be one the caller may see.
  for (const { url, kind, remove } of [
    { url: '/delete-receipt/:receiptId', kind: 'fuel-receipt', remove: deleteFuelReceipt },
    { url: '/delete-receipt-toll/:receiptId', kind: 'toll-receipt', remove: deleteTollReceipt },
  ] as const) {
    const locate = (request: FastifyRequest) => partOf(request, 'params')['receiptId'];
    api.delete(url, { schema: { params: receiptParams, response: { 200: successMessageResponseSchema } }, config: { access: access.signedIn({ pages: RECEIPT_PAGE_KEYS, object: { kind, label: 'receiptId', locate } }) } }, async (request) => {
      if (!(await remove(ctx.db, callerOf(request).tenantId, request.params.receiptId as number))) throw objectNotFound();
      return { success: true as const, message: MESSAGES.receiptDeleted };
    });
  }

  api.post(
    '/receipts/submit',
    {
      schema: { body: submitBody, response: { 200: receiptSubmittedResponseSchema } },
      preValidation: absentBodyAsEmpty,
      config: {
        access: access.signedIn({
          pages: RECEIPT_PAGE_KEYS,
          // Only a well-formed id is checked here; a missing or malformed one gets the schema's message below.
          object: {
            kind: 'asset',
            label: 'assetId',
            locate: (request) => {
              const id = receiptAssetOf(partOf(request, 'body'));
              return typeof id === 'number' || (typeof id === 'string' && /^\d{1,10}$/.test(id)) ? id : undefined;
            },
          },
        }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const info = request.body.receiptInfo;
      const time = info.time === null ? Number.NaN : receiptTimeMs(info.time, caller.timeZone);
      if (!Number.isFinite(time) || info.fuel === null || info.price === null) throw badRequest(MESSAGES.receiptRequired, ERROR_CODES.invalidInput);
      if (!isRecordTimeAllowed(time, ctx.now())) throw badRequest(MESSAGES.recordTimeOutOfRange, ERROR_CODES.invalidInput);
      const assetId = info.assetId[0] ?? info.fmsAssetId[0] ?? 0;
      // The declared check saw the first id as sent; the schema's reading of it is checked again.
      if (!(await visibleAssetIds(request, ctx, caller)).has(assetId)) throw objectNotFound();
      // A fuel receipt is for an asset that takes fuel (not a cattle tag, a buoy or a watch).
      const asset = await ctx.db.selectFrom('assets').select('type').where('id', '=', assetId).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
      if (!asset || !takesFuel(asset.type)) throw badRequest(MESSAGES.receiptNoFuelAsset, ERROR_CODES.invalidInput);
      const files = await receiptFilesOf(ctx, request, caller, info.files);
      const receiptId = await insertFuelReceipt(ctx.db, {
        tenantId: caller.tenantId,
        assetId,
        createdBy: caller.userId,
        time,
        fuel: info.fuel,
        price: info.price,
        priceperliter: info.priceperliter ?? Math.round((info.price / info.fuel) * 100) / 100,
        location: info.location,
        files,
      });
      return { success: true as const, receiptId, message: MESSAGES.receiptAdded };
    },
  );
};
