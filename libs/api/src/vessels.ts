import type { DashboardAsset, VesselsResponse } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the vessel list. */
export const vesselsQueryKey = ['vessels'] as const;

/** GET /vessels (page key `vms`): the boats the user may see, with their status. */
export async function fetchVessels(client: ApiClient, signal?: AbortSignal): Promise<DashboardAsset[]> {
  const body = await client.get<VesselsResponse>('vessels', { signal });
  return body.vessels;
}

/** Query options of {@link fetchVessels}. */
export function vesselsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: vesselsQueryKey,
    queryFn: ({ signal }) => fetchVessels(client, signal),
    refetchInterval: 60_000,
  });
}

/** The vessel list. */
export function useVessels() {
  return useQuery(vesselsQueryOptions(useApiClient()));
}
