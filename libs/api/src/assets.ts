import type { AssetSummary } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the asset list. */
export const assetsQueryKey = ['assets'] as const;

/** GET /assets: the assets the user may see. */
export async function fetchAssets(client: ApiClient, signal?: AbortSignal): Promise<AssetSummary[]> {
  const body = await client.get<{ success: true; assets: AssetSummary[] }>('assets', { signal });
  return body.assets;
}

/** Query options of {@link fetchAssets}. */
export function assetsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: assetsQueryKey, queryFn: ({ signal }) => fetchAssets(client, signal) });
}

/** The assets the user may see. */
export function useAssets() {
  return useQuery(assetsQueryOptions(useApiClient()));
}
