import { ERROR_CODES, MESSAGES, receiptInfoSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { callerOf, requireAnyPage } from '../auth/guards';
import { HttpError, badRequest } from '../http/http-error';
import { deleteFuelReceipt, deleteTollReceipt, insertFuelReceipt } from '../receipts/receipt-repository';
import { receiptTimeMs } from '../receipts/receipt-time';

/** Page keys that give access to receipts (the Reports screen and Maintenance). */
export const RECEIPT_PAGE_KEYS = ['reports', 'fms'] as const;

const notFound = () => new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);
const receiptParams = z.object({ receiptId: z.coerce.number().int().positive() });
const submitBody = z.object({ userInfo: z.unknown().optional(), receiptInfo: z.unknown().optional() });

/** Receipt calls (SPEC §7): delete a fuel or toll receipt, submit a fuel receipt. */
export const receiptRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireAnyPage(RECEIPT_PAGE_KEYS));

  app.delete('/delete-receipt/:receiptId', async (request) => {
    const { receiptId } = receiptParams.parse(request.params);
    if (!(await deleteFuelReceipt(ctx.db, callerOf(request).tenantId, receiptId))) throw notFound();
    return { success: true, message: MESSAGES.receiptDeleted };
  });

  app.delete('/delete-receipt-toll/:receiptId', async (request) => {
    const { receiptId } = receiptParams.parse(request.params);
    if (!(await deleteTollReceipt(ctx.db, callerOf(request).tenantId, receiptId))) throw notFound();
    return { success: true, message: MESSAGES.receiptDeleted };
  });

  app.post('/receipts/submit', async (request) => {
    const caller = callerOf(request);
    const { receiptInfo } = submitBody.parse(request.body ?? {});
    const info = receiptInfoSchema.parse(receiptInfo ?? {});
    const time = info.time === null ? Number.NaN : receiptTimeMs(info.time);
    if (!Number.isFinite(time) || info.fuel === null || info.price === null) throw badRequest(MESSAGES.receiptRequired, ERROR_CODES.invalidInput);
    const assetId = info.assetId[0] ?? info.fmsAssetId[0] ?? 0;
    const visible = await listVisibleAssetIds(ctx.db, caller);
    if (!visible.includes(assetId)) throw notFound();
    const receiptId = await insertFuelReceipt(ctx.db, {
      tenantId: caller.tenantId,
      assetId,
      createdBy: caller.userId,
      time,
      fuel: info.fuel,
      price: info.price,
      priceperliter: info.priceperliter ?? Math.round((info.price / info.fuel) * 100) / 100,
      location: info.location,
      files: info.files,
    });
    return { success: true, receiptId, message: MESSAGES.receiptAdded };
  });
};
