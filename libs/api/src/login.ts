import { MESSAGES, type ClientLoginRequest, type ClientLoginResponse } from '@fleet/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Credentials of the username sign-in. */
export type LoginCredentials = Pick<ClientLoginRequest, 'username' | 'password'>;

/**
 * POST /clients/login with platform 'Web'. A 4xx carries the server's text; an answer without user info is
 * 'Wrong Email or Password' (SPEC §5).
 */
export async function login(client: ApiClient, credentials: LoginCredentials): Promise<ClientLoginResponse> {
  const body = await client.post<ClientLoginResponse>('clients/login', { ...credentials, platform: 'Web' });
  if (!body?.success || !body.userInfo) {
    throw new ApiError(401, 'BAD_CREDENTIALS', body?.error || MESSAGES.wrongCredentials);
  }
  return body;
}

/** Mutation options of {@link login}. */
export function loginMutationOptions(client: ApiClient) {
  return mutationOptions<ClientLoginResponse, ApiError, LoginCredentials>({
    mutationKey: ['auth', 'login'],
    mutationFn: (credentials) => login(client, credentials),
  });
}

/** Signs in with username and password. */
export function useLogin() {
  return useMutation(loginMutationOptions(useApiClient()));
}
