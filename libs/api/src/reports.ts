import type { ReportJob, ReportResult, ReportTypeId } from '@fleet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** What a report is asked for: its type, the assets (all visible ones when empty) and the period (ms since epoch). */
export interface ReportRequest {
  type: ReportTypeId;
  assetIds: readonly number[];
  from: number;
  to: number;
}

/** Query key of one report. */
export function reportQueryKey(request: ReportRequest) {
  return ['report', request.type, [...request.assetIds], request.from, request.to] as const;
}

/**
 * How long a report may take, ms: a fleet-wide month is allowed by the screen, so it is not cut at the client's usual
 * 30 s; the user stops one with Cancel (the request's signal) instead.
 */
export const REPORT_TIMEOUT_MS = 300_000;

/** GET /reports/:type?assets=1,2&from=<ms>&to=<ms>: the report's title, columns and rows. */
export async function fetchReport(client: ApiClient, request: ReportRequest, signal?: AbortSignal): Promise<ReportResult> {
  const searchParams = new URLSearchParams({ from: String(request.from), to: String(request.to) });
  if (request.assetIds.length > 0) searchParams.set('assets', request.assetIds.join(','));
  return client.get<ReportResult>(`reports/${encodeURIComponent(request.type)}`, { signal, searchParams, timeout: REPORT_TIMEOUT_MS });
}

/** Query options of {@link fetchReport}; a report is run on demand, so it is never refetched on its own. */
export function reportQueryOptions(client: ApiClient, request: ReportRequest) {
  return queryOptions({
    queryKey: reportQueryKey(request),
    queryFn: ({ signal }) => fetchReport(client, request, signal),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** One report; fetched only when `request` is given (the user asked to run it). */
export function useReport(request: ReportRequest | null) {
  const client = useApiClient();
  const options = reportQueryOptions(client, request ?? { type: 'history', assetIds: [], from: 0, to: 0 });
  return useQuery({ ...options, enabled: request !== null });
}

/** How the grid shows a report: visible fields in order, search text and sorted column — what an export writes. */
export interface ReportExportView {
  fields: readonly string[];
  search?: string;
  sort?: { field: string; direction: 'asc' | 'desc' } | null;
}

/**
 * GET /reports/:type/xlsx: the report as an Excel workbook built and streamed by the server (SPEC §9 layout), exactly
 * as the grid shows it. Resolves with the file's bytes.
 */
export async function fetchReportWorkbook(client: ApiClient, request: ReportRequest, view: ReportExportView, signal?: AbortSignal): Promise<Uint8Array> {
  const searchParams = exportParams(request, view);
  const response = await client.http.get(`reports/${encodeURIComponent(request.type)}/xlsx`, { signal, searchParams, timeout: REPORT_TIMEOUT_MS });
  return new Uint8Array(await response.arrayBuffer());
}

/** The query of an export: the report's period and assets, and the grid's view. */
function exportParams(request: ReportRequest, view: ReportExportView): URLSearchParams {
  const searchParams = new URLSearchParams({ from: String(request.from), to: String(request.to), fields: view.fields.join(',') });
  if (request.assetIds.length > 0) searchParams.set('assets', request.assetIds.join(','));
  if (view.search) searchParams.set('search', view.search);
  if (view.sort) {
    searchParams.set('sort', view.sort.field);
    searchParams.set('dir', view.sort.direction);
  }
  return searchParams;
}

/** POST /reports/:type/pdf: has the server build the report's PDF as the grid shows it; resolves with the running job. */
export function startReportPdf(client: ApiClient, request: ReportRequest, view: ReportExportView): Promise<ReportJob> {
  return client.post<ReportJob>(`reports/${encodeURIComponent(request.type)}/pdf`, undefined, { searchParams: exportParams(request, view) });
}

/** GET /report-jobs/:jobId: where the export is. */
export function fetchReportJob(client: ApiClient, jobId: string, signal?: AbortSignal): Promise<ReportJob> {
  return client.get<ReportJob>(`report-jobs/${encodeURIComponent(jobId)}`, { signal });
}

/** DELETE /report-jobs/:jobId: cancels the export. */
export function cancelReportJob(client: ApiClient, jobId: string): Promise<ReportJob> {
  return client.delete<ReportJob>(`report-jobs/${encodeURIComponent(jobId)}`);
}

/** GET /report-jobs/:jobId/file: the finished file's bytes (with the bearer; no token in a URL). */
export async function fetchReportJobFile(client: ApiClient, jobId: string, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await client.http.get(`report-jobs/${encodeURIComponent(jobId)}/file`, { signal, timeout: REPORT_TIMEOUT_MS });
  return new Uint8Array(await response.arrayBuffer());
}
