import type { LiveAssetsResponse, LiveAssetsSnapshot } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** The HTTP snapshot of the live feed: its sequence number and the assets' live states. */
export type { LiveAssetsSnapshot };

/** Query key of the live snapshot. */
export const liveAssetsQueryKey = ['live', 'assets'] as const;

/** GET /live/assets: the live state of every asset the user may see (needs a map/table/hybrid/multi page key). */
export async function fetchLiveAssets(client: ApiClient, signal?: AbortSignal): Promise<LiveAssetsSnapshot> {
  const body = await client.get<LiveAssetsResponse>('live/assets', { signal });
  return { seq: body.seq, assets: body.assets };
}

/** Query options of {@link fetchLiveAssets}. */
export function liveAssetsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: liveAssetsQueryKey, queryFn: ({ signal }) => fetchLiveAssets(client, signal) });
}

/** The live snapshot over HTTP (the socket keeps it current; this serves a first paint and checks). */
export function useLiveAssets() {
  return useQuery(liveAssetsQueryOptions(useApiClient()));
}
