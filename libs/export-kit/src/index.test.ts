import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports these names', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CELL_PAD_PT',
        'DEFAULT_LOGO_PNG_BASE64',
        'DOWNLOAD_DELAY_MS',
        'MIME',
        'PDF_MAX_COLUMN_PT',
        'PDF_MIN_COLUMN_PT',
        'PDF_PROGRESS_ROWS',
        'PDF_TOTAL_LABEL',
        'PREVIEW_DELAY_MS',
        'PdfExportDialog',
        'buildPdf',
        'buildWorkbook',
        'createPdfJsLoader',
        'defaultColumnWidth',
        'defaultLogoBytes',
        'downloadBytes',
        'downloadUrl',
        'excelFileName',
        'loadImageAsPng',
        'loadPdfJs',
        'logoFallbackNote',
        'measureColumnWidths',
        'pdfColumnWidths',
        'pdfFileName',
        'pdfPageSize',
        'pdfPageSizeFor',
        'resolveLogo',
        'trimSelectedFields',
        'useReportLogo',
        'usePdfPreview',
      ].sort(),
    );
  });
});
