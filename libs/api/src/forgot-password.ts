import type { SuccessMessageResponse } from '@fleet/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Answer of POST /api/auth/forgot-password: always success with MESSAGES.resetLinkSent (`successMessageResponseSchema`). */
export type ForgotPasswordResponse = SuccessMessageResponse;

/** POST /api/auth/forgot-password: sends a reset link when the account exists. */
export function forgotPassword(client: ApiClient, body: { email: string }): Promise<ForgotPasswordResponse> {
  return client.post<ForgotPasswordResponse>('api/auth/forgot-password', body);
}

/** Mutation options of {@link forgotPassword}. */
export function forgotPasswordMutationOptions(client: ApiClient) {
  return mutationOptions<ForgotPasswordResponse, ApiError, { email: string }>({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (body) => forgotPassword(client, body),
  });
}

/** Asks for a password reset link. */
export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions(useApiClient()));
}
