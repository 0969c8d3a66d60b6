import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** POST /api/auth/logout: revokes the session; its access and refresh tokens stop working at once. */
export function logout(client: ApiClient): Promise<{ success: true }> {
  return client.post<{ success: true }>('api/auth/logout');
}

/** Mutation options of {@link logout}. */
export function logoutMutationOptions(client: ApiClient) {
  return mutationOptions<{ success: true }, ApiError, void>({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => logout(client),
  });
}

/** Signs out on the server. */
export function useLogout() {
  return useMutation(logoutMutationOptions(useApiClient()));
}
