import type { CompanySettings, CompanySettingsResponse, CompanySettingsSavedResponse, CompanySettingsUpdate } from '@fleet/domain';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the company's settings. */
export const companySettingsQueryKey = ['company', 'settings'] as const;

/** GET /company: the caller's company settings (name, zone, units, logo, thresholds, overspeed, map view, route style). */
export async function fetchCompanySettings(client: ApiClient, signal?: AbortSignal): Promise<CompanySettings> {
  const body = await client.get<CompanySettingsResponse>('company', { signal });
  return body.settings;
}

/** Query options of {@link fetchCompanySettings}. */
export function companySettingsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: companySettingsQueryKey, queryFn: ({ signal }) => fetchCompanySettings(client, signal) });
}

/** The caller's company settings. */
export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions(useApiClient()));
}

/** What PUT /company/settings answers: the settings and the caller's user info (their zone may follow). */
export type CompanySettingsSaved = Pick<CompanySettingsSavedResponse, 'settings' | 'userInfo'>;

/** PUT /company (Administrator): changes the company's settings. */
export async function updateCompanySettings(client: ApiClient, body: CompanySettingsUpdate): Promise<CompanySettingsSaved> {
  const res = await client.put<CompanySettingsSavedResponse>('company', body);
  return { settings: res.settings, ...(res.userInfo ? { userInfo: res.userInfo } : {}) };
}

/** Mutation options of {@link updateCompanySettings}. */
export function updateCompanySettingsMutationOptions(client: ApiClient) {
  return mutationOptions<CompanySettingsSaved, ApiError, CompanySettingsUpdate>({
    mutationKey: ['company', 'update-settings'],
    mutationFn: (body) => updateCompanySettings(client, body),
  });
}

/** Changes the company's settings and keeps the cached ones current. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCompanySettingsMutationOptions(useApiClient()),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(companySettingsQueryKey, saved.settings);
      // Reports arrive in the company's units (converted by the server): ones fetched in the old units are stale.
      if (body.units) void queryClient.invalidateQueries({ queryKey: ['report'] });
    },
  });
}
