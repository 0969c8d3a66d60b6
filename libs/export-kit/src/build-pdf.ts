/**
 * The report PDF of the browser: @fleet/report-pdf draws it (the server draws the same one for big exports); here the
 * logo may also be a URL, loaded as PNG first (resolveLogo), the default logo when it cannot be.
 */
import { buildPdf as drawPdf, type BuildPdfOptions } from '@fleet/report-pdf';
import type { PdfModel } from './export-model';
import { resolveLogo } from './pdf-logo';

export { PDF_PROGRESS_ROWS, PDF_TOTAL_LABEL, pdfColumnWidths, pdfPageSizeFor } from '@fleet/report-pdf';

/** Builds the report PDF and returns its bytes. */
export async function buildPdf(model: PdfModel, options?: BuildPdfOptions): Promise<Uint8Array> {
  const logo = typeof model.logo === 'string' ? ((await resolveLogo(model.logo)).bytes ?? undefined) : model.logo;
  return drawPdf({ ...model, logo }, options);
}
