import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports these names', () => {
    expect(Object.keys(api).sort()).toEqual(
      ['DEFAULT_LOGO_PNG_BASE64', 'DOWNLOAD_DELAY_MS', 'MIME', 'PREVIEW_DELAY_MS', 'PdfExportDialog', 'buildPdf', 'buildWorkbook', 'defaultColumnWidth', 'defaultLogoBytes', 'downloadBytes',
      'downloadUrl', 'excelFileName', 'pdfColumnWidths', 'pdfFileName', 'pdfPageSize', 'pdfPageSizeFor', 'trimSelectedFields', 'usePdfPreview'].sort(),
    );
  });
});
