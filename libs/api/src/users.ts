import type { AdminUserListResponse, AdminUserSavedResponse, NewUserInput, UserUpdateInput } from '@fleet/domain';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { adminUsersQueryKey } from './admin-users';

/** Query key of the company's users (administration). */
export const usersQueryKey = ['users'] as const;

/** What a user change answers: the user as stored and the text to show. */
export type UserSaved = Omit<AdminUserSavedResponse, 'success'>;

/** An asset group of the company (a Client may be given whole groups). */
export type { AssetGroupOption } from '@fleet/domain';

/** The company's users and its asset groups. */
export type UsersList = Omit<AdminUserListResponse, 'success'>;

/** GET /users (Administrator): the company's users with their grants and last sign-in, and the asset groups. */
export async function fetchUsers(client: ApiClient, signal?: AbortSignal): Promise<UsersList> {
  const body = await client.get<AdminUserListResponse>('users', { signal });
  return { users: body.users, groups: body.groups };
}

/** Query options of {@link fetchUsers}. */
export function usersQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => fetchUsers(client, signal) });
}

/** The company's users. */
export function useUsers() {
  return useQuery(usersQueryOptions(useApiClient()));
}

/** POST /users: a new user (a set-password link is mailed unless a temporary password is given). */
export async function createUser(client: ApiClient, body: NewUserInput): Promise<UserSaved> {
  const res = await client.post<AdminUserSavedResponse>('users', body);
  return { user: res.user, message: res.message };
}

/** PUT /users/:id: the fields to change. */
export async function updateUser(client: ApiClient, uid: string, body: UserUpdateInput): Promise<UserSaved> {
  const res = await client.put<AdminUserSavedResponse>(`users/${encodeURIComponent(uid)}`, body);
  return { user: res.user, message: res.message };
}

/** DELETE /users/:id. @returns the text to show */
export async function deleteUser(client: ApiClient, uid: string): Promise<string> {
  return (await client.delete<{ success: true; message: string }>(`users/${encodeURIComponent(uid)}`)).message;
}

/** POST /users/:id/password-reset: mails the user a reset link. @returns the text to show */
export async function sendUserPasswordReset(client: ApiClient, uid: string): Promise<string> {
  return (await client.post<{ success: true; message: string }>(`users/${encodeURIComponent(uid)}/password-reset`)).message;
}

/** Mutation options of the user changes; `save` creates without a uid and updates with one. */
export function userMutationOptions(client: ApiClient) {
  return {
    save: mutationOptions<UserSaved, ApiError, { uid?: string; body: NewUserInput | UserUpdateInput }>({
      mutationKey: ['users', 'save'],
      mutationFn: ({ uid, body }) => (uid ? updateUser(client, uid, body as UserUpdateInput) : createUser(client, body as NewUserInput)),
    }),
    remove: mutationOptions<string, ApiError, string>({ mutationKey: ['users', 'delete'], mutationFn: (uid) => deleteUser(client, uid) }),
    resetPassword: mutationOptions<string, ApiError, string>({ mutationKey: ['users', 'reset-password'], mutationFn: (uid) => sendUserPasswordReset(client, uid) }),
  };
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: usersQueryKey }), queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })]);
}

/** Creates or updates a user and refreshes the list. */
export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ ...userMutationOptions(useApiClient()).save, onSuccess: () => invalidate() });
}

/** Deletes a user and refreshes the list. */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ ...userMutationOptions(useApiClient()).remove, onSuccess: () => invalidate() });
}

/** Mails a user a password reset link. */
export function useSendUserPasswordReset() {
  return useMutation(userMutationOptions(useApiClient()).resetPassword);
}
