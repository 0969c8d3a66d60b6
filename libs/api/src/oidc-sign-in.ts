import type { ClientLoginResponse, OidcCallbackRequest, OidcStartResponse, OidcStatus } from '@fleet/domain';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the identity-provider status. */
export const oidcStatusQueryKey = ['auth', 'oidc'] as const;

/** GET /auth/oidc: whether sign-in with the identity provider is on, and the button's label. */
export function fetchOidcStatus(client: ApiClient, signal?: AbortSignal): Promise<OidcStatus> {
  return client.get<OidcStatus>('auth/oidc', { signal });
}

/** Query options of {@link fetchOidcStatus}; the server's configuration does not change while the app runs. */
export function oidcStatusQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: oidcStatusQueryKey, queryFn: ({ signal }) => fetchOidcStatus(client, signal), staleTime: Infinity, retry: false });
}

/** Whether the login page shows the identity provider's button. */
export function useOidcStatus() {
  return useQuery(oidcStatusQueryOptions(useApiClient()));
}

/** POST /auth/oidc/start: a new attempt kept by the server; the answer is the provider URL to navigate to. */
export function startOidcSignIn(client: ApiClient): Promise<OidcStartResponse> {
  return client.post<OidcStartResponse>('auth/oidc/start');
}

/** Mutation options of {@link startOidcSignIn}. */
export function startOidcSignInMutationOptions(client: ApiClient) {
  return mutationOptions<OidcStartResponse, ApiError, void>({ mutationKey: ['auth', 'oidc', 'start'], mutationFn: () => startOidcSignIn(client) });
}

/** Starts a sign-in with the identity provider. */
export function useStartOidcSignIn() {
  return useMutation(startOidcSignInMutationOptions(useApiClient()));
}

/**
 * POST /auth/oidc/callback with what the provider put in the /callback query: the server exchanges the code and
 * answers what POST /clients/login answers.
 */
export function finishOidcSignIn(client: ApiClient, params: OidcCallbackRequest): Promise<ClientLoginResponse> {
  return client.post<ClientLoginResponse>('auth/oidc/callback', params);
}

/** Mutation options of {@link finishOidcSignIn}. */
export function finishOidcSignInMutationOptions(client: ApiClient) {
  return mutationOptions<ClientLoginResponse, ApiError, OidcCallbackRequest>({ mutationKey: ['auth', 'oidc', 'callback'], mutationFn: (params) => finishOidcSignIn(client, params) });
}

/** Completes a sign-in with the identity provider. */
export function useFinishOidcSignIn() {
  return useMutation(finishOidcSignInMutationOptions(useApiClient()));
}
