import { z } from 'zod';
import { reportTypeIdSchema } from './report-job';

// The schemas of a report's answer (`GET /v2/reports/:type`): apart from report-types.ts and report-columns.ts, whose
// values the report grid and the PDF import, so that those carry no zod.

/**
 * What a column's values are: report times ('D/M/YYYY | HH:mm:ss' in the report's zone), report days ('D/M/YYYY'),
 * or plain values (text, or numbers in the column's unit), which exporters write as they are.
 */
export const reportColumnKindSchema = z.enum(['datetime', 'date', 'value']);
export type ReportColumnKind = z.infer<typeof reportColumnKindSchema>;

/** One column of a report: caption, row field, unit and PDF width (pt). */
export const reportColumnSchema = z.strictObject({
  header: z.string(),
  field: z.string(),
  unit: z.string().optional(),
  width: z.number(),
  /** What the values are, for exporters; inferred from the field when absent (see `reportColumnKind`). */
  kind: reportColumnKindSchema.optional(),
  /** The values are a price per this metric unit ('RM per litre', 'RM per 1000 km'): converted inversely to it. */
  per: z.enum(['L', 'km']).optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** One cell of a report row: text, a number (in the column's unit), a yes/no, or nothing. */
export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One report row: values by field (the fields of the report type's columns). */
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/** The answer of `GET /v2/reports/:type`. */
export const reportResultSchema = z.strictObject({
  success: z.literal(true),
  type: reportTypeIdSchema,
  title: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** Total rows; rows may be a page of them (`offset`/`limit` query). */
  total: z.number(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
