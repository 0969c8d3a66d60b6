import type { PdfModel as DrawnPdfModel } from '@fleet/report-pdf';

export type { ExportModel, ExportRow, ExportValue, PdfColumn, PdfImage } from '@fleet/report-pdf';

/**
 * The PDF report model of SPEC §3 as the export kit takes it: the logo as PNG/JPEG bytes (useReportLogo resolves
 * `logo_big_url` once) or a URL to load; the built-in default logo when missing or unreadable.
 */
export type PdfModel = Omit<DrawnPdfModel, 'logo'> & { logo?: Uint8Array | string };
