import type { ClientLoginResponse, NewCompany, OperatorCompany } from '@fleet/domain';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the installation's companies. */
export const operatorCompaniesQueryKey = ['operator', 'companies'] as const;

/** GET /operator/companies (installation operator): every company with its users, assets and status. */
export async function fetchOperatorCompanies(client: ApiClient, signal?: AbortSignal): Promise<OperatorCompany[]> {
  return (await client.get<{ success: true; companies: OperatorCompany[] }>('operator/companies', { signal })).companies;
}

/** Query options of {@link fetchOperatorCompanies}. */
export function operatorCompaniesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: operatorCompaniesQueryKey, queryFn: ({ signal }) => fetchOperatorCompanies(client, signal) });
}

/** The installation's companies. */
export function useOperatorCompanies() {
  return useQuery(operatorCompaniesQueryOptions(useApiClient()));
}

/** POST /operator/companies: a company and its first Administrator (mailed a set-password link). @returns the text to show */
export async function createCompany(client: ApiClient, body: NewCompany): Promise<string> {
  return (await client.post<{ success: true; message: string }>('operator/companies', body)).message;
}

/** PUT /operator/companies/:tenantId/status. @returns the text to show */
export async function setCompanyStatus(client: ApiClient, tenantId: string, status: 'active' | 'suspended'): Promise<string> {
  return (await client.put<{ success: true; message: string }>(`operator/companies/${encodeURIComponent(tenantId)}/status`, { status })).message;
}

/** POST /operator/companies/:tenantId/support-session: a short session as the company's Administrator (a sign-in answer). */
export async function openSupportSession(client: ApiClient, tenantId: string): Promise<ClientLoginResponse> {
  return client.post<ClientLoginResponse>(`operator/companies/${encodeURIComponent(tenantId)}/support-session`);
}

/** Mutation options of the operator's changes. */
export function operatorMutationOptions(client: ApiClient) {
  return {
    create: mutationOptions<string, ApiError, NewCompany>({ mutationKey: ['operator', 'create'], mutationFn: (body) => createCompany(client, body) }),
    status: mutationOptions<string, ApiError, { tenantId: string; status: 'active' | 'suspended' }>({
      mutationKey: ['operator', 'status'],
      mutationFn: ({ tenantId, status }) => setCompanyStatus(client, tenantId, status),
    }),
    support: mutationOptions<ClientLoginResponse, ApiError, string>({ mutationKey: ['operator', 'support'], mutationFn: (tenantId) => openSupportSession(client, tenantId) }),
  };
}

/** Creates a company and refreshes the list. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ ...operatorMutationOptions(useApiClient()).create, onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorCompaniesQueryKey }) });
}

/** Suspends or reactivates a company and refreshes the list. */
export function useSetCompanyStatus() {
  const queryClient = useQueryClient();
  return useMutation({ ...operatorMutationOptions(useApiClient()).status, onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorCompaniesQueryKey }) });
}

/** Opens a support session (the app then switches to it). */
export function useOpenSupportSession() {
  return useMutation(operatorMutationOptions(useApiClient()).support);
}
