import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Body of POST /api/users/me/password. */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/users/me/password: a wrong current password is a 400; the user's other sessions are revoked. */
export function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<{ success: true }> {
  return client.post<{ success: true }>('api/users/me/password', body);
}

/** Mutation options of {@link changePassword}. */
export function changePasswordMutationOptions(client: ApiClient) {
  return mutationOptions<{ success: true }, ApiError, ChangePasswordRequest>({
    mutationKey: ['users', 'change-password'],
    mutationFn: (body) => changePassword(client, body),
  });
}

/** Changes the signed-in user's password. */
export function useChangePassword() {
  return useMutation(changePasswordMutationOptions(useApiClient()));
}
