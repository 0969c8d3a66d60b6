import type { AdminAssetGroup, AssetGroupSavedResponse, AssetGroupsResponse } from '@fleet/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './admin-assets';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the company's asset groups. */
export const assetGroupsQueryKey = ['asset-groups'] as const;

/** GET /asset-groups (Administrator): the groups with their asset counts. */
export async function fetchAssetGroups(client: ApiClient, signal?: AbortSignal): Promise<AdminAssetGroup[]> {
  return (await client.get<AssetGroupsResponse>('asset-groups', { signal })).groups;
}

/** Query options of {@link fetchAssetGroups}. */
export function assetGroupsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: assetGroupsQueryKey, queryFn: ({ signal }) => fetchAssetGroups(client, signal) });
}

/** The company's asset groups (Administrators; `enabled: false` asks nothing, e.g. for a Client). */
export function useAssetGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...assetGroupsQueryOptions(useApiClient()), enabled: options.enabled ?? true });
}

/** What a group write answers: the group and the text to show. */
export type GroupSaved = Omit<AssetGroupSavedResponse, 'success'>;

/** POST /asset-groups: adds a group (409 when the name is taken). */
export async function createAssetGroup(client: ApiClient, name: string): Promise<GroupSaved> {
  return client.post<GroupSaved>('asset-groups', { name });
}

/** PUT /asset-groups/:id: renames a group. */
export async function renameAssetGroup(client: ApiClient, groupId: number, name: string): Promise<GroupSaved> {
  return client.put<GroupSaved>(`asset-groups/${encodeURIComponent(String(groupId))}`, { name });
}

/** DELETE /asset-groups/:id: deletes a group; its assets move to no group. */
export async function deleteAssetGroup(client: ApiClient, groupId: number): Promise<{ message: string; moved: number }> {
  return client.delete<{ message: string; moved: number }>(`asset-groups/${encodeURIComponent(String(groupId))}`);
}

/** Adds (no id) or renames a group, then refreshes the lists. */
export function useSaveAssetGroup() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<GroupSaved, ApiError, { groupId?: number; name: string }>({
    mutationKey: ['asset-groups', 'save'],
    mutationFn: ({ groupId, name }) => (groupId === undefined ? createAssetGroup(client, name) : renameAssetGroup(client, groupId, name)),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}

/** Deletes a group, then refreshes the lists. */
export function useDeleteAssetGroup() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<{ message: string; moved: number }, ApiError, number>({
    mutationKey: ['asset-groups', 'delete'],
    mutationFn: (groupId) => deleteAssetGroup(client, groupId),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
