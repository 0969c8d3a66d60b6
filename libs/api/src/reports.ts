import type { ReportJob, ReportResult, ReportStreamLine, ReportTypeId } from '@fleet/domain';
import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsePromise } from 'ky';
import { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import { toApiError } from './send-json';
import type { ApiClient } from './create-api-client';

/** What a report is asked for: its type, the assets (all visible ones when empty) and the period (ms since epoch). */
export interface ReportRequest {
  type: ReportTypeId;
  assetIds: readonly number[];
  from: number;
  to: number;
  /** Only this driver's time on the assets (transport management). */
  driverId?: number | undefined;
}

/** The query of a report: its period, assets and driver. */
function reportParams(request: ReportRequest): URLSearchParams {
  const searchParams = new URLSearchParams({ from: String(request.from), to: String(request.to) });
  if (request.assetIds.length > 0) searchParams.set('assets', request.assetIds.join(','));
  if (request.driverId !== undefined) searchParams.set('driverId', String(request.driverId));
  return searchParams;
}

/** The response of a ky call whose body is not JSON; every failure becomes an ApiError (the server's text). */
export async function answer(request: ResponsePromise): Promise<Response> {
  try {
    return await request;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Query key of one report. */
export function reportQueryKey(request: ReportRequest) {
  return ['report', request.type, [...request.assetIds], request.from, request.to, request.driverId ?? null] as const;
}

/**
 * How long a report may take, ms: a fleet-wide month is allowed by the screen, so it is not cut at the client's usual
 * 30 s; the user stops one with Cancel (the request's signal) instead.
 */
export const REPORT_TIMEOUT_MS = 300_000;

/** GET /reports/:type?assets=1,2&from=<ms>&to=<ms>: the report's title, columns and rows. */
export async function fetchReport(client: ApiClient, request: ReportRequest, signal?: AbortSignal): Promise<ReportResult> {
  const searchParams = reportParams(request);
  return client.get<ReportResult>(`reports/${encodeURIComponent(request.type)}`, { signal, searchParams, timeout: REPORT_TIMEOUT_MS });
}

/** Rows of a streamed report are handed on at most this often (each hand-over re-renders the grid), ms. */
export const REPORT_STREAM_FLUSH_MS = 750;

/**
 * GET /reports/:type/stream: the report's lines as they arrive (newline-delimited JSON), rows gathered for up to
 * REPORT_STREAM_FLUSH_MS (the first ones at once) so that a month of a fleet does not re-render the grid per line.
 */
export async function* streamReport(client: ApiClient, request: ReportRequest, signal?: AbortSignal): AsyncGenerator<ReportStreamLine> {
  const searchParams = reportParams(request);
  const response = await answer(client.http.get(`reports/${encodeURIComponent(request.type)}/stream`, { signal, searchParams, timeout: REPORT_TIMEOUT_MS }));
  if (!response.body) throw new Error('The report answer has no body.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: ReportStreamLine[] = [];
  let flushed = 0;
  const take = (): ReportStreamLine[] => {
    const rows = pending.flatMap((l) => (l.kind === 'rows' ? l.rows : []));
    pending = [];
    if (rows.length === 0) return [];
    flushed = Date.now();
    return [{ kind: 'rows', rows }];
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let at: number;
    while ((at = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      if (text.trim() === '') continue;
      const line = JSON.parse(text) as ReportStreamLine;
      // The server failed after it started answering.
      if (line.kind === 'error') throw new ApiError(500, line.code, line.error);
      if (line.kind === 'rows') {
        pending.push(line);
        if (flushed === 0 || Date.now() - flushed >= REPORT_STREAM_FLUSH_MS) yield* take();
      } else {
        yield* take();
        yield line;
      }
    }
  }
  yield* take();
}

/** A streamed report gathered: the head's title and columns, the rows so far, the total once the end arrived. */
function gather(acc: ReportResult | null, line: ReportStreamLine): ReportResult | null {
  if (line.kind === 'head') return { success: true, type: line.type, title: line.title, columns: line.columns, rows: [], total: 0 };
  if (!acc) return acc;
  if (line.kind === 'rows') return { ...acc, rows: acc.rows.concat(line.rows), total: acc.rows.length + line.rows.length };
  if (line.kind === 'end') return { ...acc, total: line.total };
  return acc;
}

/**
 * Query options of a report run on demand (never refetched on its own): streamed, so that the data holds the first
 * rows at once and grows until the stream ends (the query is fetching until then).
 */
export function reportQueryOptions(client: ApiClient, request: ReportRequest) {
  return queryOptions({
    queryKey: reportQueryKey(request),
    queryFn: streamedQuery<ReportStreamLine, ReportResult | null, ReturnType<typeof reportQueryKey>>({
      streamFn: ({ signal }) => streamReport(client, request, signal),
      reducer: gather,
      initialValue: null,
    }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** One report; fetched only when `request` is given (the user asked to run it). Its data grows while it streams. */
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
  const response = await answer(client.http.get(`reports/${encodeURIComponent(request.type)}/xlsx`, { signal, searchParams, timeout: REPORT_TIMEOUT_MS }));
  return new Uint8Array(await response.arrayBuffer());
}

/** The query of an export: the report's period and assets, and the grid's view. */
function exportParams(request: ReportRequest, view: ReportExportView): URLSearchParams {
  const searchParams = reportParams(request);
  searchParams.set('fields', view.fields.join(','));
  if (view.search) searchParams.set('search', view.search);
  if (view.sort) {
    searchParams.set('sort', view.sort.field);
    searchParams.set('dir', view.sort.direction);
  }
  return searchParams;
}

/**
 * POST /reports/:type/pdf or /xlsx: has the server build the report's PDF or Excel file as the grid shows it, as a
 * job; resolves with the running job.
 */
export function startReportExport(client: ApiClient, request: ReportRequest, view: ReportExportView, format: 'pdf' | 'xlsx'): Promise<ReportJob> {
  return client.post<ReportJob>(`reports/${encodeURIComponent(request.type)}/${format}`, undefined, { searchParams: exportParams(request, view) });
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
  const response = await answer(client.http.get(`report-jobs/${encodeURIComponent(jobId)}/file`, { signal, timeout: REPORT_TIMEOUT_MS }));
  return new Uint8Array(await response.arrayBuffer());
}
