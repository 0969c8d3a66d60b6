import type { AuditPage, AuditQueryInput } from '@fleet/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of an audit page. */
export const auditQueryKey = (query: AuditQueryInput) => ['audit', query] as const;

/** The query string of the filters that are set. */
export function auditSearchParams(query: AuditQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  return params;
}

/** GET /audit (Administrator): one page of the company's audit log, newest first. */
export async function fetchAudit(client: ApiClient, query: AuditQueryInput, signal?: AbortSignal): Promise<AuditPage> {
  return client.get<AuditPage>('audit', { signal, searchParams: auditSearchParams(query) });
}

/** Query options of {@link fetchAudit}. */
export function auditQueryOptions(client: ApiClient, query: AuditQueryInput) {
  return queryOptions({ queryKey: auditQueryKey(query), queryFn: ({ signal }) => fetchAudit(client, query, signal), placeholderData: keepPreviousData });
}

/** One page of the audit log; the previous page stays shown while the next loads. */
export function useAudit(query: AuditQueryInput) {
  return useQuery(auditQueryOptions(useApiClient(), query));
}
