import type { AdminUserSummary, AdminUsersResponse } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** A user of the tenant as the admin list shows it: the domain's `AdminUserSummary` (the server's response schema). */
export type AdminUser = AdminUserSummary;

/** Query key of the tenant's user list. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /admin/users (Administrator only): the tenant's users. */
export async function fetchAdminUsers(client: ApiClient, signal?: AbortSignal): Promise<AdminUser[]> {
  const body = await client.get<AdminUsersResponse>('admin/users', { signal });
  return body.users;
}

/** Query options of {@link fetchAdminUsers}. */
export function adminUsersQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: adminUsersQueryKey, queryFn: ({ signal }) => fetchAdminUsers(client, signal) });
}

/** The tenant's users. */
export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions(useApiClient()));
}
