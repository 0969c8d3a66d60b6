import { z } from 'zod';
import { REPORT_TYPES, type ReportTypeId } from './report-type-ids';

/** Where a server-built export is: building, finished (its file can be downloaded), failed or cancelled. */
export const reportJobStateSchema = z.enum(['running', 'done', 'failed', 'cancelled']);
export type ReportJobState = z.infer<typeof reportJobStateSchema>;
/** What a running export does: computing the report, then writing the file (`done` of `total` rows). */
export const reportJobPhaseSchema = z.enum(['report', 'file']);
export type ReportJobPhase = z.infer<typeof reportJobPhaseSchema>;

/** The report types' ids as a schema. */
export const reportTypeIdSchema = z.enum(REPORT_TYPES.map((t) => t.id) as [ReportTypeId, ...ReportTypeId[]]);

/** A report export built on the server (`POST /reports/:type/pdf` or `/xlsx`), as `GET /report-jobs/:id` answers it. */
export const reportJobSchema = z.object({
  jobId: z.string(),
  type: reportTypeIdSchema,
  /** The file's name, as the download is saved. */
  fileName: z.string(),
  state: reportJobStateSchema,
  phase: reportJobPhaseSchema,
  /** Rows drawn so far and rows in all (0 while the report is computed). */
  done: z.number(),
  total: z.number(),
  /** Why it failed. */
  error: z.string().nullable(),
});
export type ReportJob = z.infer<typeof reportJobSchema>;

/** Rows above which the Reports screen has the server build the PDF (the browser builds smaller ones, with a preview). */
export const SERVER_PDF_MIN_ROWS = 2_000;
/** Rows above which the Reports screen's Excel is an export job with progress (smaller ones download at once). */
export const SERVER_XLSX_JOB_MIN_ROWS = 20_000;

/** What the Reports screen says of a server-built export while it runs ('the PDF' or 'the Excel file'). */
export function reportJobProgressText(job: Pick<ReportJob, 'phase' | 'done' | 'total' | 'fileName'>): string {
  const what = job.fileName.endsWith('.xlsx') ? 'the Excel file' : 'the PDF';
  if (job.phase === 'report' || job.total === 0) return `Preparing ${what}: computing the report…`;
  const percent = Math.floor((100 * job.done) / job.total);
  return `Preparing ${what}: ${job.done.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} rows (${percent}%)`;
}
