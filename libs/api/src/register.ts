import type { RegisterRequest } from '@fleet/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** POST /api/auth/register: creates a tenant whose first user is its Administrator. */
export function register(client: ApiClient, body: RegisterRequest): Promise<{ success: true }> {
  return client.post<{ success: true }>('api/auth/register', body);
}

/** Mutation options of {@link register}. */
export function registerMutationOptions(client: ApiClient) {
  return mutationOptions<{ success: true }, ApiError, RegisterRequest>({
    mutationKey: ['auth', 'register'],
    mutationFn: (body) => register(client, body),
  });
}

/** Registers a new account. */
export function useRegister() {
  return useMutation(registerMutationOptions(useApiClient()));
}
