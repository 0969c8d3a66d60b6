import {
  MAINTENANCE_TEXTS as T,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_STYLES,
  isRecordTimeAllowed,
  workOrderCompleteSchema,
  workOrderInputSchema,
  workOrderMoveSchema,
  workOrderResponseSchema,
  workOrderSavedResponseSchema,
  workOrdersResponseSchema,
  type WorkOrderStatus,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { idParams } from '../http/route-schemas';
import { FMS_PAGES, bodyAsset, invalidField, maintenanceCaller, paramObject } from '../maintenance/maintenance-access';
import { completeWorkOrder, findWorkOrder, listWorkOrderEvents, listWorkOrders, moveWorkOrder, openWorkOrder, updateWorkOrder } from '../maintenance/work-order-repository';
import { receiptFilesOf, type ReceiptFilesContext } from '../receipts/receipt-files';

const listQuery = z.object({
  status: z
    .string()
    .refine((v) => v.split(',').every((s) => (WORK_ORDER_STATUSES as readonly string[]).includes(s)), `status must be a comma-separated list of ${WORK_ORDER_STATUSES.join(', ')}.`)
    .optional(),
  assetId: z.string().regex(/^\d{1,10}$/, 'assetId must be a whole number.').optional(),
});

/**
 * Work orders (page key fms) on the assets the caller sees: opened by hand, from a due schedule or from a defect;
 * moved through open, in progress and waiting for parts; completed (writing the service record and moving the
 * schedule on) or cancelled. Each move is kept in its history.
 */
export const workOrderRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | keyof ReceiptFilesContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { visible, author } = maintenanceCaller(ctx);
  const one = async (tenantId: string, id: number) => {
    const row = await findWorkOrder(ctx.db, tenantId, id);
    const [order] = row ? await listWorkOrders(ctx.db, tenantId, { assetIds: [row.asset_id], ids: [id] }) : [];
    if (!order) throw objectNotFound();
    return order;
  };

  api.get(
    '/maintenance/work-orders',
    { schema: { querystring: listQuery, response: { 200: workOrdersResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const seen = await visible(request, caller);
      const { status, assetId } = request.query;
      const assetIds = assetId === undefined ? seen : seen.filter((id) => id === Number(assetId));
      return { success: true as const, workOrders: await listWorkOrders(ctx.db, caller.tenantId, { assetIds, ...(status ? { statuses: status.split(',') as WorkOrderStatus[] } : {}) }) };
    },
  );

  api.get(
    '/maintenance/work-orders/:id',
    { schema: { params: idParams('id'), response: { 200: workOrderResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('work-order') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      return { success: true as const, workOrder: await one(caller.tenantId, id), events: await listWorkOrderEvents(ctx.db, caller.tenantId, id) };
    },
  );

  api.post(
    '/maintenance/work-orders',
    { schema: { body: workOrderInputSchema, response: { 200: workOrderSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: bodyAsset }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = await openWorkOrder(ctx.db, caller.tenantId, request.body, await author(caller), ctx.now());
      const order = await one(caller.tenantId, id);
      return { success: true as const, workOrder: order, message: T.workOrderSaved(order.number) };
    },
  );

  api.put(
    '/maintenance/work-orders/:id',
    {
      schema: { params: idParams('id'), body: workOrderInputSchema, response: { 200: workOrderSavedResponseSchema } },
      config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('work-order') }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      const row = await findWorkOrder(ctx.db, caller.tenantId, id);
      if (!row) throw objectNotFound();
      // An order stays with its asset and where it came from.
      if (request.body.assetId !== row.asset_id || request.body.source !== row.source || request.body.reminderId !== row.reminder_id) {
        throw invalidField('A work order stays with its asset and schedule: cancel it and open another.', 'assetId');
      }
      await updateWorkOrder(ctx.db, caller.tenantId, id, request.body);
      const order = await one(caller.tenantId, id);
      return { success: true as const, workOrder: order, message: T.workOrderSaved(order.number) };
    },
  );

  api.post(
    '/maintenance/work-orders/:id/status',
    {
      schema: { params: idParams('id'), body: workOrderMoveSchema, response: { 200: workOrderSavedResponseSchema } },
      config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('work-order') }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      await moveWorkOrder(ctx.db, caller.tenantId, id, request.body.status, request.body.note, await author(caller), ctx.now());
      const order = await one(caller.tenantId, id);
      return { success: true as const, workOrder: order, message: T.workOrderMoved(order.number, WORK_ORDER_STATUS_STYLES[order.status].label) };
    },
  );

  api.post(
    '/maintenance/work-orders/:id/complete',
    {
      schema: { params: idParams('id'), body: workOrderCompleteSchema, response: { 200: workOrderSavedResponseSchema } },
      config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('work-order') }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      const input = request.body;
      if (!isRecordTimeAllowed(input.completedAt, ctx.now())) throw invalidField(T.timeInvalid, 'completedAt');
      const files = await receiptFilesOf(ctx, request, caller, input.files);
      await completeWorkOrder(ctx.db, caller.tenantId, id, { ...input, files }, await author(caller), caller.timeZone);
      const order = await one(caller.tenantId, id);
      return { success: true as const, workOrder: order, message: T.workOrderCompleted(order.number) };
    },
  );
};
