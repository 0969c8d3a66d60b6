import type { Role } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** A user of the tenant as the admin list shows it. */
export interface AdminUser {
  uid: string;
  username: string;
  email: string;
  displayName: string;
  userRole: Role;
  pages: string[];
  status: string;
  /** ISO time of the last sign-in; null when never. */
  lastLoginAt: string | null;
}

/** Query key of the tenant's user list. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /admin/users (Administrator only): the tenant's users. */
export async function fetchAdminUsers(client: ApiClient, signal?: AbortSignal): Promise<AdminUser[]> {
  const body = await client.get<{ success: true; users: AdminUser[] }>('admin/users', { signal });
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
