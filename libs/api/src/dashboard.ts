import type { DashboardResponse, DashboardSummary } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the dashboard summary. */
export const dashboardQueryKey = ['dashboard'] as const;

/** GET /dashboard: the user's fleet by status, by type and by group, and its asset list. */
export async function fetchDashboard(client: ApiClient, signal?: AbortSignal): Promise<DashboardSummary> {
  const { success: _success, ...summary } = await client.get<DashboardResponse>('dashboard', { signal });
  return summary;
}

/** Query options of {@link fetchDashboard}; refreshed every minute while shown. */
export function dashboardQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => fetchDashboard(client, signal),
    refetchInterval: 60_000,
  });
}

/** The dashboard summary. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions(useApiClient()));
}
