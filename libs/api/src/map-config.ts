import type { MapConfig } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the map configuration. */
export const mapConfigQueryKey = ['map', 'config'] as const;

/** GET /map/config: the map styles the deployment offers (roadmap always), the traffic tile URL and attributions. */
export async function fetchMapConfig(client: ApiClient, signal?: AbortSignal): Promise<MapConfig> {
  const { success: _success, ...config } = await client.get<{ success?: true } & MapConfig>('map/config', { signal });
  return config;
}

/** Query options of {@link fetchMapConfig}; it does not change while the app runs. */
export function mapConfigQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: mapConfigQueryKey, queryFn: ({ signal }) => fetchMapConfig(client, signal), staleTime: Infinity });
}

/** The map configuration. */
export function useMapConfig() {
  return useQuery(mapConfigQueryOptions(useApiClient()));
}
