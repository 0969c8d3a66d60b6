import type { AdminAsset, AssetInput, AssetResponse, AssetSavedResponse, AssetsResponse, ListedAsset } from '@fleet/domain';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** An asset as GET /assets lists it: the selector's summary with its setup fields. */
export type { ListedAsset };

/** Query key of the administration's asset list (under the selectors' `assets` key, so both refresh together). */
export const adminAssetsQueryKey = ['assets', 'admin'] as const;

/** GET /assets: the assets the caller may see, each with its setup fields. */
export async function fetchAdminAssets(client: ApiClient, signal?: AbortSignal): Promise<ListedAsset[]> {
  return (await client.get<AssetsResponse>('assets', { signal })).assets;
}

/** Query options of {@link fetchAdminAssets}. */
export function adminAssetsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: adminAssetsQueryKey, queryFn: ({ signal }) => fetchAdminAssets(client, signal) });
}

/** The assets with their setup fields. */
export function useAdminAssets() {
  return useQuery(adminAssetsQueryOptions(useApiClient()));
}

/** GET /assets/:id: one asset the caller may see. */
export async function fetchAdminAsset(client: ApiClient, assetId: number, signal?: AbortSignal): Promise<AdminAsset> {
  return (await client.get<AssetResponse>(`assets/${encodeURIComponent(String(assetId))}`, { signal })).asset;
}

/** What a write answers: the asset, the tracker's kept records moved to it and the text to show. */
export type AssetSaved = Omit<AssetSavedResponse, 'success'>;

/** POST /assets (Administrator): adds an asset; 400 names the field, 409 a duplicate name or a taken tracker. */
export async function createAsset(client: ApiClient, input: AssetInput): Promise<AssetSaved> {
  return client.post<AssetSaved>('assets', input);
}

/** PUT /assets/:id (Administrator): replaces every field of the asset. */
export async function updateAsset(client: ApiClient, assetId: number, input: AssetInput): Promise<AssetSaved> {
  return client.put<AssetSaved>(`assets/${encodeURIComponent(String(assetId))}`, input);
}

/** DELETE /assets/:id (Administrator): deletes it from the lists (history kept), or with `purge` for good. */
export async function deleteAsset(client: ApiClient, assetId: number, purge = false): Promise<{ message: string }> {
  return client.delete<{ message: string }>(`assets/${encodeURIComponent(String(assetId))}${purge ? '?purge=true' : ''}`);
}

/** Mutation variables of {@link useSaveAsset}: no id adds an asset. */
export interface SaveAssetVariables {
  assetId?: number;
  input: AssetInput;
}

/** Mutation options of {@link createAsset} / {@link updateAsset}. */
export function saveAssetMutationOptions(client: ApiClient) {
  return mutationOptions<AssetSaved, ApiError, SaveAssetVariables>({
    mutationKey: ['assets', 'save'],
    mutationFn: ({ assetId, input }) => (assetId === undefined ? createAsset(client, input) : updateAsset(client, assetId, input)),
  });
}

/** Adds or saves an asset, then refreshes the asset, group and device lists. */
export function useSaveAsset() {
  const queryClient = useQueryClient();
  return useMutation({ ...saveAssetMutationOptions(useApiClient()), onSuccess: () => invalidateAdmin(queryClient) });
}

/** Deletes an asset (`purge`: for good), then refreshes the lists. */
export function useDeleteAsset() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<{ message: string }, ApiError, { assetId: number; purge?: boolean }>({
    mutationKey: ['assets', 'delete'],
    mutationFn: ({ assetId, purge }) => deleteAsset(client, assetId, purge),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}

/** Refreshes everything the administration shows (assets, groups, devices): one change touches several. */
export function invalidateAdmin(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['assets'] }),
    queryClient.invalidateQueries({ queryKey: ['asset-groups'] }),
    queryClient.invalidateQueries({ queryKey: ['devices'] }),
  ]);
}
