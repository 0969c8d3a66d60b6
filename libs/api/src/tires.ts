import type { RotationMove, Tire, TireEventOut, TireInput } from '@fleet/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { maintenanceQueryKey, useMaintenanceMutation, type Saved } from './maintenance';

const path = (n: number) => `maintenance/tires/${encodeURIComponent(String(n))}`;

/** GET /maintenance/tires: the stock and the tires on the assets the user sees (of one asset), with their figures. */
export async function fetchTires(client: ApiClient, assetId?: number, signal?: AbortSignal): Promise<Tire[]> {
  return (await client.get<{ tires: Tire[] }>(`maintenance/tires${assetId === undefined ? '' : `?assetId=${encodeURIComponent(String(assetId))}`}`, { signal })).tires;
}

/** The tires (of one asset). */
export function useTires(assetId?: number) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'tires', assetId ?? null], queryFn: ({ signal }) => fetchTires(client, assetId, signal) });
}

/** GET /maintenance/tires/:id: a tire and its history, newest first. */
export async function fetchTireHistory(client: ApiClient, tireId: number, signal?: AbortSignal): Promise<{ tire: Tire; events: TireEventOut[] }> {
  const { tire, events } = await client.get<{ tire: Tire; events: TireEventOut[] }>(path(tireId), { signal });
  return { tire, events };
}

/** A tire's history (when `tireId` is given). */
export function useTireHistory(tireId: number | null) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'tire', tireId], queryFn: ({ signal }) => fetchTireHistory(client, tireId!, signal), enabled: tireId !== null });
}

/** POST /maintenance/tires or PUT /maintenance/tires/:id. */
export const saveTire = (client: ApiClient, v: { tire: TireInput; tireId?: number }) => (v.tireId === undefined ? client.post<Saved<'tire', Tire>>('maintenance/tires', v.tire) : client.put<Saved<'tire', Tire>>(path(v.tireId), v.tire));
export const useSaveTire = () => useMaintenanceMutation('save-tire', saveTire);

/** POST /maintenance/tires/:id/fit. */
export const fitTire = (client: ApiClient, v: { tireId: number; assetId: number; position: string; time: number; odometerKm?: number | null; treadMm?: number | null; labourCost?: number }) =>
  client.post<Saved<'tire', Tire>>(`${path(v.tireId)}/fit`, { assetId: v.assetId, position: v.position, time: v.time, odometerKm: v.odometerKm ?? null, treadMm: v.treadMm ?? null, labourCost: v.labourCost ?? 0 });
export const useFitTire = () => useMaintenanceMutation('fit-tire', fitTire);

/** POST /maintenance/tires/:id/remove (to stock, or retired). */
export const removeTire = (client: ApiClient, v: { tireId: number; time: number; odometerKm?: number | null; treadMm?: number | null; reason?: string; retire?: boolean; labourCost?: number }) =>
  client.post<Saved<'tire', Tire>>(`${path(v.tireId)}/remove`, { time: v.time, odometerKm: v.odometerKm ?? null, treadMm: v.treadMm ?? null, reason: v.reason ?? '', retire: v.retire ?? false, labourCost: v.labourCost ?? 0 });
export const useRemoveTire = () => useMaintenanceMutation('remove-tire', removeTire);

/** POST /maintenance/tires/:id/inspect: a tread depth reading. */
export const inspectTire = (client: ApiClient, v: { tireId: number; time: number; treadMm: number; odometerKm?: number | null }) => client.post<Saved<'tire', Tire>>(`${path(v.tireId)}/inspect`, { time: v.time, treadMm: v.treadMm, odometerKm: v.odometerKm ?? null });
export const useInspectTire = () => useMaintenanceMutation('inspect-tire', inspectTire);

/** POST /maintenance/assets/:id/tire-rotation: tires of one asset moved at once. */
export const rotateTires = (client: ApiClient, v: { assetId: number; time: number; moves: RotationMove[]; odometerKm?: number | null; labourCost?: number; note?: string }) =>
  client.post<Saved<'tires', Tire[]>>(`maintenance/assets/${encodeURIComponent(String(v.assetId))}/tire-rotation`, { time: v.time, moves: v.moves, odometerKm: v.odometerKm ?? null, labourCost: v.labourCost ?? 0, note: v.note ?? '' });
export const useRotateTires = () => useMaintenanceMutation('rotate-tires', rotateTires);
