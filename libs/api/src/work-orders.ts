import type { WorkOrder, WorkOrderComplete, WorkOrderEvent, WorkOrderInput, WorkOrderStatus } from '@fleet/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { maintenanceQueryKey, useMaintenanceMutation, type Saved } from './maintenance';

const path = (n: number) => `maintenance/work-orders/${encodeURIComponent(String(n))}`;

/** GET /maintenance/work-orders: the work orders of the assets the user sees (of some statuses), newest first. */
export async function fetchWorkOrders(client: ApiClient, filter: { statuses?: readonly WorkOrderStatus[]; assetId?: number } = {}, signal?: AbortSignal): Promise<WorkOrder[]> {
  const qs = new URLSearchParams({ ...(filter.statuses?.length ? { status: filter.statuses.join(',') } : {}), ...(filter.assetId !== undefined ? { assetId: String(filter.assetId) } : {}) }).toString();
  return (await client.get<{ workOrders: WorkOrder[] }>(`maintenance/work-orders${qs ? `?${qs}` : ''}`, { signal })).workOrders;
}

/** The work orders. */
export function useWorkOrders(filter: { statuses?: readonly WorkOrderStatus[]; assetId?: number } = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'work-orders', filter], queryFn: ({ signal }) => fetchWorkOrders(client, filter, signal) });
}

/** GET /maintenance/work-orders/:id: one work order with its status history. */
export async function fetchWorkOrder(client: ApiClient, workOrderId: number, signal?: AbortSignal): Promise<{ workOrder: WorkOrder; events: WorkOrderEvent[] }> {
  const { workOrder, events } = await client.get<{ workOrder: WorkOrder; events: WorkOrderEvent[] }>(path(workOrderId), { signal });
  return { workOrder, events };
}

/** A work order and its history (when `workOrderId` is given). */
export function useWorkOrder(workOrderId: number | null) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'work-order', workOrderId], queryFn: ({ signal }) => fetchWorkOrder(client, workOrderId!, signal), enabled: workOrderId !== null });
}

/** POST /maintenance/work-orders or PUT /maintenance/work-orders/:id. */
export const saveWorkOrder = (client: ApiClient, v: { workOrder: WorkOrderInput; workOrderId?: number }) =>
  v.workOrderId === undefined ? client.post<Saved<'workOrder', WorkOrder>>('maintenance/work-orders', v.workOrder) : client.put<Saved<'workOrder', WorkOrder>>(path(v.workOrderId), v.workOrder);
export const useSaveWorkOrder = () => useMaintenanceMutation('save-work-order', saveWorkOrder);

/** POST /maintenance/work-orders/:id/status: open, in progress, waiting for parts or cancelled. */
export const moveWorkOrder = (client: ApiClient, v: { workOrderId: number; status: Exclude<WorkOrderStatus, 'completed'>; note?: string }) =>
  client.post<Saved<'workOrder', WorkOrder>>(`${path(v.workOrderId)}/status`, { status: v.status, note: v.note ?? '' });
export const useMoveWorkOrder = () => useMaintenanceMutation('move-work-order', moveWorkOrder);

/** POST /maintenance/work-orders/:id/complete: writes the service record and moves its schedule on. */
export const completeWorkOrder = (client: ApiClient, v: { workOrderId: number; completion: WorkOrderComplete }) => client.post<Saved<'workOrder', WorkOrder>>(`${path(v.workOrderId)}/complete`, v.completion);
export const useCompleteWorkOrder = () => useMaintenanceMutation('complete-work-order', completeWorkOrder);
