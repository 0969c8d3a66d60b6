import type { ReportResult, ReportTypeId } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** What a report is asked for: its type, the assets (all visible ones when empty) and the period (ms since epoch). */
export interface ReportRequest {
  type: ReportTypeId;
  assetIds: readonly number[];
  from: number;
  to: number;
}

/** Query key of one report. */
export function reportQueryKey(request: ReportRequest) {
  return ['report', request.type, [...request.assetIds], request.from, request.to] as const;
}

/** GET /reports/:type?assets=1,2&from=<ms>&to=<ms>: the report's title, columns and rows. */
export async function fetchReport(client: ApiClient, request: ReportRequest, signal?: AbortSignal): Promise<ReportResult> {
  const searchParams = new URLSearchParams({ from: String(request.from), to: String(request.to) });
  if (request.assetIds.length > 0) searchParams.set('assets', request.assetIds.join(','));
  return client.get<ReportResult>(`reports/${encodeURIComponent(request.type)}`, { signal, searchParams });
}

/** Query options of {@link fetchReport}; a report is run on demand, so it is never refetched on its own. */
export function reportQueryOptions(client: ApiClient, request: ReportRequest) {
  return queryOptions({
    queryKey: reportQueryKey(request),
    queryFn: ({ signal }) => fetchReport(client, request, signal),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** One report; fetched only when `request` is given (the user asked to run it). */
export function useReport(request: ReportRequest | null) {
  const client = useApiClient();
  const options = reportQueryOptions(client, request ?? { type: 'history', assetIds: [], from: 0, to: 0 });
  return useQuery({ ...options, enabled: request !== null });
}
