import { SHARE_LINK_LIMITS, type LiveLocation, type ShareLink, type ShareLinkCreated, type ShareLinkInput, type TripShareLinkInput } from '@fleet/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key prefix of the share links (an asset's list; the public page's answer). */
export const shareLinksQueryKey = ['share-links'] as const;

const id = (n: number) => encodeURIComponent(String(n));

/** GET /assets/:id/share-links: the asset's links, newest first, with their states. */
export async function fetchShareLinks(client: ApiClient, assetId: number, signal?: AbortSignal): Promise<ShareLink[]> {
  return (await client.get<{ links: ShareLink[] }>(`assets/${id(assetId)}/share-links`, { signal })).links;
}

/** An asset's links (when `assetId` is given). */
export function useShareLinks(assetId: number | null) {
  const client = useApiClient();
  return useQuery({ queryKey: [...shareLinksQueryKey, 'asset', assetId], queryFn: ({ signal }) => fetchShareLinks(client, assetId!, signal), enabled: assetId !== null });
}

/** A new link from an asset, or from a trip (its vehicle heading for the trip's next or last open stop). */
export type CreateShareLinkVariables = { assetId: number; input: ShareLinkInput } | { tripId: number; input: TripShareLinkInput };

/** POST /assets/:id/share-links or POST /trips/:id/share-link: the link with its token (shown once). */
export const createShareLink = (client: ApiClient, v: CreateShareLinkVariables) =>
  'assetId' in v ? client.post<ShareLinkCreated>(`assets/${id(v.assetId)}/share-links`, v.input) : client.post<ShareLinkCreated>(`trips/${id(v.tripId)}/share-link`, v.input);

/** POST /share-links/:id/revoke. */
export const revokeShareLink = (client: ApiClient, linkId: number) => client.post<{ link: ShareLink; message: string }>(`share-links/${id(linkId)}/revoke`, {});

function useShareLinkMutation<V, R>(key: string, fn: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({ mutationKey: [...shareLinksQueryKey, key], mutationFn: (v) => fn(client, v), onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey }) });
}
export const useCreateShareLink = () => useShareLinkMutation('create', createShareLink);
export const useRevokeShareLink = () => useShareLinkMutation('revoke', revokeShareLink);

/** GET /live-location/:token, public: the asset's name, type, last position, destination, ETA and time zone. */
export async function fetchLiveLocation(client: ApiClient, token: string, signal?: AbortSignal): Promise<Omit<LiveLocation, 'success'>> {
  const { success: _success, ...answer } = await client.get<LiveLocation>(`live-location/${encodeURIComponent(token)}`, { signal });
  return answer;
}

/** The link is over for good: expired or revoked (410), or no such link (404). */
export const isLinkGone = (error: unknown) => [404, 410].includes((error as ApiError | null)?.status ?? 0);

/**
 * The public page's data, asked again every SHARE_LINK_LIMITS.pollMs; once the link is gone (expired, revoked,
 * unknown: 410 / 404) the polling stops and nothing is retried. Other failures (offline, 429, 5xx) keep polling.
 */
export function useLiveLocation(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...shareLinksQueryKey, 'live', token],
    queryFn: ({ signal }) => fetchLiveLocation(client, token, signal),
    refetchInterval: (query) => (isLinkGone(query.state.error) ? false : SHARE_LINK_LIMITS.pollMs),
    refetchIntervalInBackground: true,
    retry: (count, error) => count < 2 && !isLinkGone(error) && ((error as ApiError).status === 0 || (error as ApiError).status >= 500),
  });
}
