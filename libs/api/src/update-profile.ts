import type { ProfileUpdate, UserInfo, UserInfoResponse } from '@fleet/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { meQueryKey } from './me';

/** PUT /api/users/me: saves the profile and returns the updated user info. */
export async function updateProfile(client: ApiClient, body: ProfileUpdate): Promise<UserInfo> {
  const res = await client.put<UserInfoResponse>('api/users/me', body);
  return res.userInfo;
}

/** Mutation options of {@link updateProfile}. */
export function updateProfileMutationOptions(client: ApiClient) {
  return mutationOptions<UserInfo, ApiError, ProfileUpdate>({
    mutationKey: ['users', 'update-profile'],
    mutationFn: (body) => updateProfile(client, body),
  });
}

/** Saves the profile and puts the answer in the cached user info. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(useApiClient()),
    onSuccess: (userInfo) => queryClient.setQueryData(meQueryKey, userInfo),
  });
}
