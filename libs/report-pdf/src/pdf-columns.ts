/**
 * Column widths of the report PDF from measured text: each column as wide as its header and its longest value (of up
 * to PDF_WIDTH_SAMPLE_ROWS rows spread over the data), within [PDF_MIN_COLUMN_PT, PDF_MAX_COLUMN_PT]; longer values
 * wrap in their cell. A column with a given width keeps it (the modal table's widths of SPEC §9, the playback table).
 */
import { PDF_LIMITS } from '@fleet/domain';
import type { ExportValue, PdfColumn } from './export-model';
import { pdfPageSize } from './pdf-layout';
import { cellText, type MeasuringFont } from './pdf-text';

/** Narrowest measured column, pt. */
export const PDF_MIN_COLUMN_PT = 24;
/** Widest measured column, pt: longer values (addresses) wrap onto more lines. */
export const PDF_MAX_COLUMN_PT = 220;
/** Left/right cell text inset, pt. */
export const CELL_PAD_PT = 3;
/** Rows measured per column, spread evenly over the data (every row of a preview-sized report). */
export const PDF_WIDTH_SAMPLE_ROWS = 2_000;

/** What measuring needs: the fonts of the values and of the header (bold), and the font size. */
export interface PdfMeasure {
  font: MeasuringFont;
  bold: MeasuringFont;
  size: number;
}

/**
 * Widths of the columns, pt. Measured columns: the widest of the header (bold), the sampled values and the Total
 * row's value, plus the cell insets, within the min and max. `sanitize` gives the text as it will be drawn.
 */
export function measureColumnWidths(
  columns: readonly PdfColumn[],
  rows: readonly Readonly<Record<string, ExportValue>>[],
  measure: PdfMeasure,
  totals: Readonly<Record<string, ExportValue>> = {},
  sanitize: (s: string) => string = (s) => s,
): number[] {
  const step = Math.max(1, Math.ceil(rows.length / PDF_WIDTH_SAMPLE_ROWS));
  return columns.map((c) => {
    if (c.width !== undefined) return c.width;
    // Widths of distinct texts only: a column of 2,000 statuses measures a handful of words.
    const seen = new Set<string>();
    let widest = measure.bold.widthOfTextAtSize(sanitize(c.header), measure.size);
    const consider = (v: ExportValue, font: MeasuringFont) => {
      const text = cellText(v);
      if (text === '' || seen.has(text)) return;
      seen.add(text);
      widest = Math.max(widest, font.widthOfTextAtSize(sanitize(text), measure.size));
    };
    for (let i = 0; i < rows.length; i += step) consider(rows[i]![c.field], measure.font);
    consider(totals[c.field], measure.bold);
    return Math.min(PDF_MAX_COLUMN_PT, Math.max(PDF_MIN_COLUMN_PT, Math.ceil(widest + 2 * CELL_PAD_PT)));
  });
}

/** Page size for column widths, pt: SPEC §9 (pdfPageSize) with A4 (595 x 842) as the minimum. */
export function pageSizeForWidths(widths: readonly number[]): { width: number; height: number } {
  const w = Math.max(pdfPageSize(widths).width, PDF_LIMITS.a4.width);
  return { width: w, height: Math.max(w * PDF_LIMITS.pageHeightRatio, PDF_LIMITS.a4.height) };
}
