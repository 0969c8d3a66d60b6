import type { DashboardAsset, PublicVessel, Vessel, VesselActivity, VesselRegisterInput, VesselsResponse, Zone, ZoneInput, ZoneKind } from '@fleet/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
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

/** Query key prefix of vessel monitoring's register, zones, activity, settings and agency users. */
export const vesselAreaQueryKey = ['vessel-area'] as const;

/** A GET of the vessel area under its key (the path is the key's last part). */
function useVesselGet<T>(path: string, options: { refetchInterval?: number; enabled?: boolean; retry?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: [...vesselAreaQueryKey, path], queryFn: ({ signal }) => client.get<T>(path, { signal }), ...options });
}

/** GET /vessels/register: the boats in the caller's vessel scope with their register and state; every minute. */
export const useVesselRegister = () => useVesselGet<{ vessels: Vessel[]; silentHours: number }>('vessels/register', { refetchInterval: 60_000 });
/** GET /vessels/activity: trips, port calls, fishing activity and heat map points of a period (ms); every minute. */
export const useVesselActivity = (from: number, to: number) => useVesselGet<VesselActivity>(`vessels/activity?from=${from}&to=${to}`, { refetchInterval: 60_000 });
/** GET /vessel-zones: the company's zones. */
export const useZones = () => useVesselGet<{ zones: Zone[] }>('vessel-zones');
/** GET /vessels/settings (Administrator): silent hours, public delay and the public page's id. */
export const useVesselSettings = (enabled: boolean) => useVesselGet<VesselSettings>('vessels/settings', { enabled });
/** GET /vessels/agency-users (Administrator): the Vessel agency users and their agencies. */
export const useAgencyUsers = (enabled: boolean) => useVesselGet<{ users: AgencyUser[] }>('vessels/agency-users', { enabled });
/** GET /public/vessels?company=<public id>, no sign-in: the published vessels with their delayed positions; every minute. */
export const usePublicVessels = (company: string) =>
  useVesselGet<{ company: string; timeZone: string; delayMin: number; vessels: PublicVessel[] }>(`public/vessels?company=${encodeURIComponent(company)}`, { refetchInterval: 60_000, retry: false, enabled: company !== '' });

/** The company's vessel settings. */
export interface VesselSettings {
  silentHours: number;
  publicDelayMin: number;
  publicId: string;
}
/** A Client holding `vessel:agency` and their agency (null: none yet, they see no vessel). */
export interface AgencyUser {
  id: string;
  username: string;
  displayName: string;
  agency: string | null;
}

function useVesselMutation<V, R>(fn: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({ mutationFn: (v) => fn(client, v), onSuccess: () => queryClient.invalidateQueries({ queryKey: vesselAreaQueryKey }) });
}
type Saved<T> = T & { message: string };
/** PUT /vessels/:id/register (Administrator). */
export const useSaveVesselRegister = () => useVesselMutation((c, v: { assetId: number; input: VesselRegisterInput }) => c.put<Saved<{ vessel: Vessel }>>(`vessels/${v.assetId}/register`, v.input));
/** POST /vessel-zones or PUT /vessel-zones/:id (Administrator). */
export const useSaveZone = () => useVesselMutation((c, v: { zoneId?: number; input: ZoneInput }) => c[v.zoneId === undefined ? 'post' : 'put']<Saved<{ zone: Zone }>>(`vessel-zones${v.zoneId === undefined ? '' : `/${v.zoneId}`}`, v.input));
/** DELETE /vessel-zones/:id (Administrator). */
export const useDeleteZone = () => useVesselMutation((c, zoneId: number) => c.delete<Saved<object>>(`vessel-zones/${zoneId}`));
/** POST /vessel-zones/import (Administrator): a parsed GeoJSON file's polygons as zones of one kind. */
export const useImportZones = () => useVesselMutation((c, v: { kind: ZoneKind; fileName: string; geojson: unknown }) => c.post<Saved<{ zones: Zone[] }>>('vessel-zones/import', v));
/** PUT /vessels/settings (Administrator). */
export const useSaveVesselSettings = () => useVesselMutation((c, v: { silentHours: number; publicDelayMin: number }) => c.put<Saved<VesselSettings>>('vessels/settings', v));
/** PUT /vessels/agency-users/:id (Administrator): a Vessel agency user's agency (null: none). */
export const useSaveAgencyUser = () => useVesselMutation((c, v: { userId: string; agency: string | null }) => c.put<Saved<{ users: AgencyUser[] }>>(`vessels/agency-users/${encodeURIComponent(v.userId)}`, { agency: v.agency }));
