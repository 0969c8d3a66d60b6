import { cancelReportJob, fetchReportJob, fetchReportJobFile, isApiError, startReportExport, useApiClient, type ReportExportView, type ReportRequest } from '@fleet/api';
import type { ReportJob } from '@fleet/domain';
import { MIME } from '@fleet/export-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveSession, useLiveSessionState } from '../live/live-session-context';
import { saveBytes } from './report-download';

/** How often a running export's progress is asked for, ms. */
export const EXPORT_POLL_MS = 500;
/** How often when the live feed is open and brings the progress itself (a fallback), ms. */
export const EXPORT_POLL_LIVE_MS = 2_000;

/** An export the server builds for the Reports screen (big reports): start it, follow it, cancel it, download it. */
export interface ServerExport {
  /** The export in progress or last finished; null before any. */
  job: ReportJob | null;
  /** Why starting, following or downloading it failed. */
  error: string | null;
  start: (request: ReportRequest, view: ReportExportView, format: 'pdf' | 'xlsx') => Promise<void>;
  cancel: () => Promise<void>;
}

const errorText = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : String(error));

/**
 * Follows a server-built export (PDF or Excel): polls its job every EXPORT_POLL_MS while it runs (nothing heavy happens in the page)
 * and saves the file once it is done.
 */
export function useServerExport(): ServerExport {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const live = useLiveSession();
  const liveOpen = useLiveSessionState(live).connection === 'open';
  // The live feed, when open, brings the progress as it is written.
  useEffect(() => live.subscribeJobs((job) => queryClient.setQueryData(['report-job', job.jobId], job)), [live, queryClient]);
  const [started, setStarted] = useState<ReportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = started !== null && started.state === 'running';
  const polled = useQuery({
    queryKey: ['report-job', started?.jobId],
    queryFn: ({ signal }) => fetchReportJob(client, started!.jobId, signal),
    enabled: running,
    refetchInterval: (query) => (query.state.data?.state === 'running' || query.state.data === undefined ? (liveOpen ? EXPORT_POLL_LIVE_MS : EXPORT_POLL_MS) : false),
    retry: 2,
    gcTime: 0,
  });
  // What the page last heard: a cancel's answer, else the latest poll of the running job.
  const job = started && started.state === 'running' && polled.data?.jobId === started.jobId ? polled.data : started;
  const saved = useRef<string | null>(null);

  useEffect(() => {
    if (!job || job.state !== 'done' || saved.current === job.jobId) return;
    saved.current = job.jobId;
    fetchReportJobFile(client, job.jobId)
      .then((bytes) => saveBytes(bytes, job.fileName, job.fileName.endsWith('.xlsx') ? MIME.xlsx : MIME.pdf))
      .catch((e: unknown) => setError(errorText(e)));
  }, [client, job]);
  useEffect(() => {
    if (polled.error) setError(errorText(polled.error));
  }, [polled.error]);

  const start = useCallback(
    async (request: ReportRequest, view: ReportExportView, format: 'pdf' | 'xlsx') => {
      setError(null);
      try {
        setStarted(await startReportExport(client, request, view, format));
      } catch (e) {
        setError(errorText(e));
      }
    },
    [client],
  );
  const cancel = useCallback(async () => {
    if (!job || job.state !== 'running') return;
    try {
      setStarted(await cancelReportJob(client, job.jobId));
    } catch (e) {
      setError(errorText(e));
    }
  }, [client, job]);

  return { job, error, start, cancel };
}
