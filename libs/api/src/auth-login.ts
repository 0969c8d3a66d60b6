import { MESSAGES, type AuthLoginRequest, type AuthLoginResponse } from '@fleet/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Response of POST /api/auth/login (the alternate, email style). */
export type { AuthLoginResponse } from '@fleet/domain';

/** POST /api/auth/login. Missing userData in the answer is 'Wrong Email or Password' (SPEC §5). */
export async function authLogin(client: ApiClient, credentials: AuthLoginRequest): Promise<AuthLoginResponse> {
  const body = await client.post<Partial<AuthLoginResponse> | ''>('api/auth/login', credentials);
  if (!body || !body.userData) throw new ApiError(401, 'BAD_CREDENTIALS', MESSAGES.wrongCredentials);
  return body as AuthLoginResponse;
}

/** Mutation options of {@link authLogin}. */
export function authLoginMutationOptions(client: ApiClient) {
  return mutationOptions<AuthLoginResponse, ApiError, AuthLoginRequest>({
    mutationKey: ['auth', 'auth-login'],
    mutationFn: (credentials) => authLogin(client, credentials),
  });
}

/** Signs in with email and password. */
export function useAuthLogin() {
  return useMutation(authLoginMutationOptions(useApiClient()));
}
