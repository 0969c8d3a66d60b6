import type { TrafficSegment } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** The traffic layer is refreshed this often while it is on, ms. */
export const TRAFFIC_REFRESH_MS = 30_000;

/** Query key of the traffic segments. */
export const trafficQueryKey = ['traffic'] as const;

/** GET /traffic: fleet-derived traffic (road segments and grid cells with their speed ratio). */
export async function fetchTraffic(client: ApiClient, signal?: AbortSignal): Promise<TrafficSegment[]> {
  const body = await client.get<{ success: true; segments: TrafficSegment[] }>('traffic', { signal });
  return body.segments;
}

/** Query options of {@link fetchTraffic}: refreshed every 30 s while used. */
export function trafficQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: trafficQueryKey,
    queryFn: ({ signal }) => fetchTraffic(client, signal),
    refetchInterval: TRAFFIC_REFRESH_MS,
    staleTime: TRAFFIC_REFRESH_MS,
  });
}

/** The traffic segments, fetched and refreshed only while `enabled` (the traffic toggle is on). */
export function useTraffic(enabled: boolean) {
  return useQuery({ ...trafficQueryOptions(useApiClient()), enabled });
}
