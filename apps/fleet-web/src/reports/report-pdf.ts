import { REPORT_TOTALS, reportColumnLabel, reportTotals, type ReportColumn, type ReportResult, type ReportRow } from '@fleet/domain';
import type { PdfModel } from '@fleet/export-kit';

/** What the reports screen's PDF is made of: the report, what the grid shows, the period, zone and logo. */
export interface ReportPdfInput {
  result: Pick<ReportResult, 'title' | 'type'>;
  /** The grid's visible columns and its filtered, sorted rows. */
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  timeRange?: { from: number; to: number };
  timeZone: string;
  /** The company logo's PNG bytes (useReportLogo); the default logo when undefined. */
  logo?: Uint8Array;
}

/**
 * The PDF of what the grid shows: labels with their units ('Speed (km/h)'), no fixed widths (the PDF measures them
 * from the text), the Total row where the report has one (Summary, Mileage, Fuel: REPORT_TOTALS), the period and the
 * zone of its times, and the company logo. Null without rows (the dialog then alerts 'No Data for Pdf Export').
 */
export function reportPdfModel(input: ReportPdfInput): PdfModel | null {
  if (input.rows.length === 0) return null;
  const model: PdfModel = {
    title: input.result.title,
    columns: input.columns.map((c) => ({ header: reportColumnLabel(c), field: c.field })),
    rows: input.rows,
    timeZone: input.timeZone,
    totals: reportTotals(REPORT_TOTALS[input.result.type], input.rows),
  };
  if (input.timeRange) model.timeRange = input.timeRange;
  if (input.logo) model.logo = input.logo;
  return model;
}
