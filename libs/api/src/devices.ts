import type { AdminDevice, DeviceAssignedResponse } from '@fleet/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './admin-assets';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the company's devices. */
export const devicesQueryKey = ['devices'] as const;

/** GET /devices (Administrator): the company's trackers with protocol, model, firmware, last message and asset. */
export async function fetchDevices(client: ApiClient, signal?: AbortSignal): Promise<AdminDevice[]> {
  return (await client.get<{ success: true; devices: AdminDevice[] }>('devices', { signal })).devices;
}

/** Query options of {@link fetchDevices}. */
export function devicesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: devicesQueryKey, queryFn: ({ signal }) => fetchDevices(client, signal) });
}

/** The company's devices. */
export function useDevices() {
  return useQuery(devicesQueryOptions(useApiClient()));
}

/** What a claim answers: the records moved from the backlog and the text to show. */
export type DeviceClaimed = Omit<DeviceAssignedResponse, 'success'>;

/**
 * POST /devices/:identifier/assign: claims the tracker typed from its label for an asset (an identifier nobody
 * registered becomes the company's; 409 DEVICE_TAKEN when another company has it).
 */
export async function claimDevice(client: ApiClient, identifier: string, assetId: number): Promise<DeviceClaimed> {
  return client.post<DeviceClaimed>(`devices/${encodeURIComponent(identifier)}/assign`, { assetId });
}

/** POST /devices/:identifier/unassign: detaches the tracker from its asset (it stays the company's). */
export async function detachDevice(client: ApiClient, identifier: string): Promise<{ message: string }> {
  return client.post<{ message: string }>(`devices/${encodeURIComponent(identifier)}/unassign`);
}

/** Claims a tracker for an asset, then refreshes the lists. */
export function useClaimDevice() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<DeviceClaimed, ApiError, { identifier: string; assetId: number }>({
    mutationKey: ['devices', 'claim'],
    mutationFn: ({ identifier, assetId }) => claimDevice(client, identifier, assetId),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}

/** Detaches a tracker, then refreshes the lists. */
export function useDetachDevice() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<{ message: string }, ApiError, string>({
    mutationKey: ['devices', 'detach'],
    mutationFn: (identifier) => detachDevice(client, identifier),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
