import type { UserInfo, UserInfoResponse } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the signed-in user. */
export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the signed-in user's info (its token fields are empty strings). */
export async function fetchMe(client: ApiClient, signal?: AbortSignal): Promise<UserInfo> {
  const body = await client.get<UserInfoResponse>('api/auth/me', { signal });
  return body.userInfo;
}

/** Query options of {@link fetchMe}. */
export function meQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(client, signal) });
}

/** The signed-in user's info. */
export function useMe() {
  return useQuery(meQueryOptions(useApiClient()));
}
