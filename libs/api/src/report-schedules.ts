import type { ReportRun, ReportRunStarted, ReportSchedule, ReportScheduleInput, ReportScheduleSaved, ReportSchedulesResponse, ReportRunsResponse } from '@fleet/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { REPORT_TIMEOUT_MS, answer } from './reports';

/** Query key prefix of the scheduled reports and their runs. */
export const reportSchedulesQueryKey = ['report-schedules'] as const;

const path = (id: number) => `report-schedules/${encodeURIComponent(String(id))}`;

/** GET /report-schedules: the caller's schedules (an Administrator's: the company's), each with its last run. */
export async function fetchReportSchedules(client: ApiClient, signal?: AbortSignal): Promise<ReportSchedule[]> {
  return (await client.get<ReportSchedulesResponse>('report-schedules', { signal })).schedules;
}

/** The scheduled reports; while a run is under way they are read again every few seconds. */
export function useReportSchedules(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: reportSchedulesQueryKey,
    queryFn: ({ signal }) => fetchReportSchedules(client, signal),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (query.state.data?.some((s) => s.lastRun?.state === 'running') ? 3_000 : false),
  });
}

/** POST /report-schedules or PUT /report-schedules/:id. */
export async function saveReportSchedule(client: ApiClient, schedule: ReportScheduleInput, scheduleId?: number): Promise<ReportScheduleSaved> {
  return scheduleId === undefined ? client.post<ReportScheduleSaved>('report-schedules', schedule) : client.put<ReportScheduleSaved>(path(scheduleId), schedule);
}

/** DELETE /report-schedules/:id (its runs and files with it). */
export async function deleteReportSchedule(client: ApiClient, scheduleId: number): Promise<{ message: string }> {
  return client.delete<{ message: string }>(path(scheduleId));
}

/** POST /report-schedules/:id/run: runs it now over the period a run now covers. */
export async function runReportSchedule(client: ApiClient, scheduleId: number): Promise<ReportRunStarted> {
  return client.post<ReportRunStarted>(`${path(scheduleId)}/run`, {});
}

/** GET /report-schedules/:id/runs, newest first. */
export async function fetchReportRuns(client: ApiClient, scheduleId: number, signal?: AbortSignal): Promise<ReportRun[]> {
  return (await client.get<ReportRunsResponse>(`${path(scheduleId)}/runs`, { signal })).runs;
}

/** A schedule's runs (when `scheduleId` is given); read again every few seconds while one runs. */
export function useReportRuns(scheduleId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...reportSchedulesQueryKey, 'runs', scheduleId],
    queryFn: ({ signal }) => fetchReportRuns(client, scheduleId!, signal),
    enabled: scheduleId !== null,
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === 'running') ? 3_000 : false),
  });
}

/** GET /report-runs/:runId/files/:fileId: a run's file (with the bearer; no token in a URL). */
export async function fetchReportRunFile(client: ApiClient, runId: number, fileId: number, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await answer(client.http.get(`report-runs/${encodeURIComponent(String(runId))}/files/${encodeURIComponent(String(fileId))}`, { signal, timeout: REPORT_TIMEOUT_MS }));
  return new Uint8Array(await response.arrayBuffer());
}

/** Adds or changes a schedule, then refreshes the list. */
export function useSaveReportSchedule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ReportScheduleSaved, ApiError, { schedule: ReportScheduleInput; scheduleId?: number }>({
    mutationKey: ['report-schedules', 'save'],
    mutationFn: ({ schedule, scheduleId }) => saveReportSchedule(client, schedule, scheduleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryKey }),
  });
}

/** Deletes a schedule, then refreshes the list. */
export function useDeleteReportSchedule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, number>({
    mutationKey: ['report-schedules', 'delete'],
    mutationFn: (scheduleId) => deleteReportSchedule(client, scheduleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryKey }),
  });
}

/** Runs a schedule now, then refreshes the list and its runs. */
export function useRunReportSchedule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ReportRunStarted, ApiError, number>({
    mutationKey: ['report-schedules', 'run'],
    mutationFn: (scheduleId) => runReportSchedule(client, scheduleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryKey }),
  });
}
