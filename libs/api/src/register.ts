import type { RegisterRequest, SuccessMessageResponse } from '@fleet/domain';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/**
 * Answer of POST /api/auth/register: the same MESSAGES.registrationMailSent for every valid request, whether or not
 * the email already has an account.
 */
export type RegisterResponse = SuccessMessageResponse;

/**
 * POST /api/auth/register: asks for a tenant whose first user is its Administrator. The account becomes usable once
 * the link mailed to the address is opened (see `confirmEmail`); signing in before that is a 403 `ACCOUNT_PENDING`.
 */
export function register(client: ApiClient, body: RegisterRequest): Promise<RegisterResponse> {
  return client.post<RegisterResponse>('api/auth/register', body);
}

/** Mutation options of {@link register}. */
export function registerMutationOptions(client: ApiClient) {
  return mutationOptions<RegisterResponse, ApiError, RegisterRequest>({
    mutationKey: ['auth', 'register'],
    mutationFn: (body) => register(client, body),
  });
}

/** Registers a new account. */
export function useRegister() {
  return useMutation(registerMutationOptions(useApiClient()));
}

/** Answer of GET /api/auth/registration: whether this server lets people create their own company and account. */
export interface RegistrationStatus {
  success: true;
  open: boolean;
}

/** GET /api/auth/registration (no sign-in). */
export function fetchRegistrationStatus(client: ApiClient, signal?: AbortSignal): Promise<RegistrationStatus> {
  return client.get<RegistrationStatus>('api/auth/registration', { signal });
}

/** Query options of {@link fetchRegistrationStatus}: read once per page load. */
export function registrationStatusQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: ['auth', 'registration'] as const, queryFn: ({ signal }) => fetchRegistrationStatus(client, signal), staleTime: Infinity });
}

/** Whether self-registration is open (the login page's link, the /register page). */
export function useRegistrationStatus() {
  return useQuery(registrationStatusQueryOptions(useApiClient()));
}
