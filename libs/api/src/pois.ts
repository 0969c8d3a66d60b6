import type { PoiGroup, PoiListResponse, Poi } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** A user's POIs, by group and all together. */
export interface PoiList {
  groups: PoiGroup[];
  pois: Poi[];
}

/** Query key of a user's POIs. */
export function poisQueryKey(uid: string) {
  return ['pois', uid] as const;
}

/** GET /settings/poi/:uid: the POIs of a user (the caller's own uid, any uid for an Administrator). */
export async function fetchPois(client: ApiClient, uid: string, signal?: AbortSignal): Promise<PoiList> {
  const body = await client.get<PoiListResponse>(`settings/poi/${encodeURIComponent(uid)}`, { signal });
  return { groups: body.groups ?? [], pois: body.pois ?? [] };
}

/** Query options of {@link fetchPois}. */
export function poisQueryOptions(client: ApiClient, uid: string) {
  return queryOptions({ queryKey: poisQueryKey(uid), queryFn: ({ signal }) => fetchPois(client, uid, signal), staleTime: 5 * 60_000 });
}

/** The user's POIs; idle without a uid. SPEC §8: a failed load is ignored silently (the caller shows nothing). */
export function usePois(uid: string | null | undefined) {
  const client = useApiClient();
  return useQuery({ ...poisQueryOptions(client, uid ?? ''), enabled: Boolean(uid) });
}
