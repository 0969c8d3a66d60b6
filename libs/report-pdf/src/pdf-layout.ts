import { PDF_LIMITS, formatPdfFileStamp } from '@fleet/domain';

/** Default column width for a header, pt: 7 per character, capped at 100. */
export function defaultColumnWidth(header: string): number {
  return Math.min(header.length * PDF_LIMITS.charWidth, PDF_LIMITS.maxColumnWidth);
}

/** Page size of a report PDF, pt: width = summed column widths + padding 8 + margins 80; height = 1.41 x width. */
export function pdfPageSize(colsWidth: readonly number[]): { width: number; height: number } {
  const width = colsWidth.reduce((a, b) => a + b, 0) + PDF_LIMITS.padding + PDF_LIMITS.margins;
  return { width, height: width * PDF_LIMITS.pageHeightRatio };
}

/** PDF file name: the title followed by the D-M-YYYY HH.mm.ss stamp of the export instant. */
export function pdfFileName(title: string, instant: Date | number, timeZone?: string): string {
  return `${title} ${formatPdfFileStamp(instant, timeZone)}.pdf`;
}

/** Excel file name: fileName plus .xlsx. */
export function excelFileName(fileName: string): string {
  return `${fileName}.xlsx`;
}

/** Keeps only as many selected fields as there are columns (SPEC §5). */
export function trimSelectedFields<T>(selected: readonly T[], columnCount: number): T[] {
  return selected.slice(0, Math.max(0, columnCount));
}
