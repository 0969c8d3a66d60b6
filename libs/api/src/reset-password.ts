import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Body of POST /api/auth/reset-password: the token and email from the reset link, the new password twice. */
export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/auth/reset-password: single use; revokes all the user's sessions. */
export function resetPassword(client: ApiClient, body: ResetPasswordRequest): Promise<{ success: true }> {
  return client.post<{ success: true }>('api/auth/reset-password', body);
}

/** Mutation options of {@link resetPassword}. */
export function resetPasswordMutationOptions(client: ApiClient) {
  return mutationOptions<{ success: true }, ApiError, ResetPasswordRequest>({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (body) => resetPassword(client, body),
  });
}

/** Sets a new password from a reset link. */
export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(useApiClient()));
}
