import type { SuccessMessageResponse } from '@fleet/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Body of POST /api/auth/confirm-email (the server checks it with `confirmEmailSchema`). */
export interface ConfirmEmailRequest {
  /** The token of the link's fragment. */
  token: string;
}

/** Answer of POST /api/auth/confirm-email: MESSAGES.emailConfirmed (the server's `successMessageResponseSchema`). */
export type ConfirmEmailResponse = SuccessMessageResponse;

/**
 * POST /api/auth/confirm-email with the token of the mailed link (`/login#confirm=<token>`): makes the account
 * usable. An unknown, used or expired token is a 400 ApiError `CONFIRM_INVALID` with MESSAGES.confirmLinkInvalid.
 */
export function confirmEmail(client: ApiClient, body: ConfirmEmailRequest): Promise<ConfirmEmailResponse> {
  return client.post<ConfirmEmailResponse>('api/auth/confirm-email', body);
}

/** Mutation options of {@link confirmEmail}. */
export function confirmEmailMutationOptions(client: ApiClient) {
  return mutationOptions<ConfirmEmailResponse, ApiError, ConfirmEmailRequest>({
    mutationKey: ['auth', 'confirm-email'],
    mutationFn: (body) => confirmEmail(client, body),
  });
}

/** Confirms an email address from the link of the registration mail. */
export function useConfirmEmail() {
  return useMutation(confirmEmailMutationOptions(useApiClient()));
}
