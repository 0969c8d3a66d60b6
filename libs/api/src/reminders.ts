import type { CompleteReminder, Reminder, ReminderCompletion, ReminderInput, RemindersResponse } from '@fleet/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key prefix of the reminders and their completions. */
export const remindersQueryKey = ['reminders'] as const;

/** GET /reminders: the reminders of the assets the user sees, with their state today (and that day). */
export async function fetchReminders(client: ApiClient, signal?: AbortSignal): Promise<Omit<RemindersResponse, 'success'>> {
  const { reminders, today } = await client.get<RemindersResponse>('reminders', { signal });
  return { reminders, today };
}

/** The reminders. */
export function useReminders() {
  const client = useApiClient();
  return useQuery(queryOptions({ queryKey: remindersQueryKey, queryFn: ({ signal }) => fetchReminders(client, signal) }));
}

/** What a reminder write answers. */
export interface RemindersSaved {
  reminders: Reminder[];
  message: string;
}

/** POST /reminders (no id; a group makes one per asset) or PUT /reminders/:id. */
export async function saveReminder(client: ApiClient, reminder: ReminderInput, reminderId?: number): Promise<RemindersSaved> {
  return reminderId === undefined ? client.post<RemindersSaved>('reminders', reminder) : client.put<RemindersSaved>(`reminders/${encodeURIComponent(String(reminderId))}`, reminder);
}

/** POST /reminders/:id/complete: records a completion; the reminder moves to its next due. */
export async function completeReminder(client: ApiClient, reminderId: number, completion: CompleteReminder): Promise<{ reminder: Reminder; message: string }> {
  return client.post<{ reminder: Reminder; message: string }>(`reminders/${encodeURIComponent(String(reminderId))}/complete`, completion);
}

/** DELETE /reminders/:id. */
export async function deleteReminder(client: ApiClient, reminderId: number): Promise<{ message: string }> {
  return client.delete<{ message: string }>(`reminders/${encodeURIComponent(String(reminderId))}`);
}

/** GET /reminders/:id/completions, newest first. */
export async function fetchReminderCompletions(client: ApiClient, reminderId: number, signal?: AbortSignal): Promise<ReminderCompletion[]> {
  return (await client.get<{ completions: ReminderCompletion[] }>(`reminders/${encodeURIComponent(String(reminderId))}/completions`, { signal })).completions;
}

/** A reminder's completions (when `reminderId` is given). */
export function useReminderCompletions(reminderId: number | null) {
  const client = useApiClient();
  return useQuery({ queryKey: [...remindersQueryKey, 'completions', reminderId], queryFn: ({ signal }) => fetchReminderCompletions(client, reminderId!, signal), enabled: reminderId !== null });
}

/** Adds or changes a reminder, then refreshes the list. */
export function useSaveReminder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<RemindersSaved, ApiError, { reminder: ReminderInput; reminderId?: number }>({
    mutationKey: ['reminders', 'save'],
    mutationFn: ({ reminder, reminderId }) => saveReminder(client, reminder, reminderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

/** Completes a reminder, then refreshes the list and its history. */
export function useCompleteReminder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ reminder: Reminder; message: string }, ApiError, { reminderId: number; completion: CompleteReminder }>({
    mutationKey: ['reminders', 'complete'],
    mutationFn: ({ reminderId, completion }) => completeReminder(client, reminderId, completion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

/** Deletes a reminder, then refreshes the list. */
export function useDeleteReminder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, number>({
    mutationKey: ['reminders', 'delete'],
    mutationFn: (reminderId) => deleteReminder(client, reminderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}
