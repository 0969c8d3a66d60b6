import type { ReportTypeId } from './report-types';

/** Where a server-built export is: building, finished (its file can be downloaded), failed or cancelled. */
export type ReportJobState = 'running' | 'done' | 'failed' | 'cancelled';
/** What a running export does: computing the report, then drawing the file (`done` of `total` rows). */
export type ReportJobPhase = 'report' | 'pdf';

/** A report export built on the server (`POST /reports/:type/pdf`), as `GET /report-jobs/:id` answers it. */
export interface ReportJob {
  jobId: string;
  type: ReportTypeId;
  /** The file's name, as the download is saved. */
  fileName: string;
  state: ReportJobState;
  phase: ReportJobPhase;
  /** Rows drawn so far and rows in all (0 while the report is computed). */
  done: number;
  total: number;
  /** Why it failed. */
  error: string | null;
}

/** Rows above which the Reports screen has the server build the PDF (the browser builds smaller ones, with a preview). */
export const SERVER_PDF_MIN_ROWS = 2_000;

/** What the Reports screen says of a server-built PDF while it runs. */
export function reportJobProgressText(job: Pick<ReportJob, 'phase' | 'done' | 'total'>): string {
  if (job.phase === 'report' || job.total === 0) return 'Preparing the PDF: computing the report…';
  const percent = Math.floor((100 * job.done) / job.total);
  return `Preparing the PDF: ${job.done.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} rows (${percent}%)`;
}
