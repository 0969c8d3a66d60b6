import type { DataPushInput, DataPushSaved, DataPushTarget, DataPushTargetsResponse } from '@fleet/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the data push targets. */
export const dataPushQueryKey = ['data-push'] as const;

const path = (id: number) => `data-push/${encodeURIComponent(String(id))}`;

/** GET /data-push: the caller's targets (an Administrator's: the company's) with their backlog. */
export async function fetchDataPushTargets(client: ApiClient, signal?: AbortSignal): Promise<DataPushTarget[]> {
  return (await client.get<DataPushTargetsResponse>('data-push', { signal })).targets;
}

/** The data push targets, read again every 5 s so that the backlog and the last delivery show as they change. */
export function useDataPushTargets() {
  const client = useApiClient();
  return useQuery({ queryKey: dataPushQueryKey, queryFn: ({ signal }) => fetchDataPushTargets(client, signal), refetchInterval: 5_000 });
}

/** POST /data-push or PUT /data-push/:id. */
export async function saveDataPushTarget(client: ApiClient, target: DataPushInput, targetId?: number): Promise<DataPushSaved> {
  return targetId === undefined ? client.post<DataPushSaved>('data-push', target) : client.put<DataPushSaved>(path(targetId), target);
}

/** DELETE /data-push/:id (its backlog with it). */
export async function deleteDataPushTarget(client: ApiClient, targetId: number): Promise<{ message: string }> {
  return client.delete<{ message: string }>(path(targetId));
}

/** Adds or changes a target, then refreshes the list. */
export function useSaveDataPushTarget() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataPushSaved, ApiError, { target: DataPushInput; targetId?: number }>({
    mutationKey: ['data-push', 'save'],
    mutationFn: ({ target, targetId }) => saveDataPushTarget(client, target, targetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataPushQueryKey }),
  });
}

/** Deletes a target, then refreshes the list. */
export function useDeleteDataPushTarget() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, number>({
    mutationKey: ['data-push', 'delete'],
    mutationFn: (targetId) => deleteDataPushTarget(client, targetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataPushQueryKey }),
  });
}
