export { PDF_PROGRESS_ROWS, PDF_TOTAL_LABEL, buildPdf, pdfColumnWidths, pdfPageSizeFor } from './build-pdf';
export type { BuildPdfOptions } from './build-pdf';
export { DEFAULT_LOGO_PNG_BASE64, defaultLogoBytes } from './default-logo';
export type { ExportModel, ExportRow, ExportValue, PdfColumn, PdfImage, PdfModel } from './export-model';
export { defaultColumnWidth, excelFileName, pdfFileName, pdfPageSize, trimSelectedFields } from './pdf-layout';
export { CELL_PAD_PT, PDF_MAX_COLUMN_PT, PDF_MIN_COLUMN_PT, measureColumnWidths } from './pdf-columns';
