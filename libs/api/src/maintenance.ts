import type {
  CostViewResponse,
  MaintenanceAsset,
  MaintenanceAssetInput,
  MaintenanceRecordOut,
  MeterReading,
  MeterReadingInput,
  RecordInput,
  ServiceProgram,
  ServiceProgramInput,
  TireLayout,
} from '@fleet/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { remindersQueryKey } from './reminders';

/** Query key prefix of everything the maintenance area reads (assets, records, programs, work orders, tires, costs). */
export const maintenanceQueryKey = ['maintenance'] as const;

const id = (n: number) => encodeURIComponent(String(n));

/** After any maintenance change: the area's lists and the reminders (schedules and documents are reminders). */
export function invalidateMaintenance(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }), queryClient.invalidateQueries({ queryKey: remindersQueryKey })]).then(() => undefined);
}

/** A change's answer: what it wrote and the message to show. */
export type Saved<K extends string, T> = Record<K, T> & { message: string };

/** A maintenance mutation: calls `fn`, then refreshes the area. */
export function useMaintenanceMutation<V, R>(key: string, fn: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({ mutationKey: [...maintenanceQueryKey, key], mutationFn: (variables) => fn(client, variables), onSuccess: () => invalidateMaintenance(queryClient) });
}

/** GET /maintenance/assets: the assets the user sees with their meters, layout, open work orders and due counts. */
export async function fetchMaintenanceAssets(client: ApiClient, signal?: AbortSignal): Promise<{ assets: MaintenanceAsset[]; today: string }> {
  const { assets, today } = await client.get<{ assets: MaintenanceAsset[]; today: string }>('maintenance/assets', { signal });
  return { assets, today };
}

/** The maintenance assets; read again every minute (live meters move schedules to due soon). */
export function useMaintenanceAssets() {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'assets'], queryFn: ({ signal }) => fetchMaintenanceAssets(client, signal), refetchInterval: 60_000 });
}

/** POST /maintenance/assets (Administrators): an asset without a tracker and its meters. */
export const addMaintenanceAsset = (client: ApiClient, asset: MaintenanceAssetInput) => client.post<Saved<'asset', MaintenanceAsset>>('maintenance/assets', asset);
export const useAddMaintenanceAsset = () => useMaintenanceMutation('add-asset', addMaintenanceAsset);

/** PUT /maintenance/assets/:id/tire-layout. */
export const saveTireLayout = (client: ApiClient, v: { assetId: number; tireLayout: TireLayout | null }) => client.put<Saved<'asset', MaintenanceAsset>>(`maintenance/assets/${id(v.assetId)}/tire-layout`, { tireLayout: v.tireLayout });
export const useSaveTireLayout = () => useMaintenanceMutation('tire-layout', saveTireLayout);

/** GET /maintenance/assets/:id/meters: the readings entered by hand, newest first. */
export async function fetchMeterReadings(client: ApiClient, assetId: number, signal?: AbortSignal): Promise<MeterReading[]> {
  return (await client.get<{ readings: MeterReading[] }>(`maintenance/assets/${id(assetId)}/meters`, { signal })).readings;
}

/** An asset's readings (when `assetId` is given). */
export function useMeterReadings(assetId: number | null) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'meters', assetId], queryFn: ({ signal }) => fetchMeterReadings(client, assetId!, signal), enabled: assetId !== null });
}

/** POST /maintenance/assets/:id/meters. */
export const addMeterReading = (client: ApiClient, v: { assetId: number; reading: MeterReadingInput }) => client.post<Saved<'asset', MaintenanceAsset>>(`maintenance/assets/${id(v.assetId)}/meters`, v.reading);
export const useAddMeterReading = () => useMaintenanceMutation('meter', addMeterReading);

/** What the records list is limited to. */
export interface RecordsFilter {
  assetId?: number;
  kind?: 'd' | 's' | 't';
  from?: number;
  to?: number;
}

/** GET /maintenance/records: documents, services and tire records of the assets the user sees, newest first. */
export async function fetchMaintenanceRecords(client: ApiClient, filter: RecordsFilter, signal?: AbortSignal): Promise<MaintenanceRecordOut[]> {
  const query = new URLSearchParams(Object.entries(filter).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const qs = query.toString();
  return (await client.get<{ records: MaintenanceRecordOut[] }>(`maintenance/records${qs ? `?${qs}` : ''}`, { signal })).records;
}

/** The records (of an asset, a kind, a period). */
export function useMaintenanceRecords(filter: RecordsFilter = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'records', filter], queryFn: ({ signal }) => fetchMaintenanceRecords(client, filter, signal) });
}

/** POST /maintenance/records or PUT /maintenance/records/:id: a document or a service. */
export const saveMaintenanceRecord = (client: ApiClient, v: { record: RecordInput; recordId?: number }) =>
  v.recordId === undefined ? client.post<Saved<'record', MaintenanceRecordOut>>('maintenance/records', v.record) : client.put<Saved<'record', MaintenanceRecordOut>>(`maintenance/records/${id(v.recordId)}`, v.record);
export const useSaveMaintenanceRecord = () => useMaintenanceMutation('save-record', saveMaintenanceRecord);

/** DELETE /maintenance/records/:id. */
export const deleteMaintenanceRecord = (client: ApiClient, recordId: number) => client.delete<{ message: string }>(`maintenance/records/${id(recordId)}`);
export const useDeleteMaintenanceRecord = () => useMaintenanceMutation('delete-record', deleteMaintenanceRecord);

/** GET /maintenance/programs. */
export async function fetchServicePrograms(client: ApiClient, signal?: AbortSignal): Promise<ServiceProgram[]> {
  return (await client.get<{ programs: ServiceProgram[] }>('maintenance/programs', { signal })).programs;
}

/** The service programs. */
export function useServicePrograms() {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'programs'], queryFn: ({ signal }) => fetchServicePrograms(client, signal) });
}

/** POST /maintenance/programs or PUT /maintenance/programs/:id (Administrators). */
export const saveServiceProgram = (client: ApiClient, v: { program: ServiceProgramInput; programId?: number }) =>
  v.programId === undefined ? client.post<Saved<'program', ServiceProgram>>('maintenance/programs', v.program) : client.put<Saved<'program', ServiceProgram>>(`maintenance/programs/${id(v.programId)}`, v.program);
export const useSaveServiceProgram = () => useMaintenanceMutation('save-program', saveServiceProgram);

/** DELETE /maintenance/programs/:id. */
export const deleteServiceProgram = (client: ApiClient, programId: number) => client.delete<{ message: string }>(`maintenance/programs/${id(programId)}`);
export const useDeleteServiceProgram = () => useMaintenanceMutation('delete-program', deleteServiceProgram);

/** GET /maintenance/costs: the cost of ownership of a period (of some assets). */
export async function fetchCostView(client: ApiClient, query: { from: number; to: number; assetIds?: readonly number[] }, signal?: AbortSignal): Promise<CostViewResponse> {
  const qs = new URLSearchParams({ from: String(query.from), to: String(query.to), ...(query.assetIds && query.assetIds.length > 0 ? { assetIds: query.assetIds.join(',') } : {}) });
  return client.get<CostViewResponse>(`maintenance/costs?${qs.toString()}`, { signal });
}

/** The cost view of a period. */
export function useCostView(query: { from: number; to: number; assetIds?: readonly number[] }) {
  const client = useApiClient();
  return useQuery({ queryKey: [...maintenanceQueryKey, 'costs', query], queryFn: ({ signal }) => fetchCostView(client, query, signal) });
}
