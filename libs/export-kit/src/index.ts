export { defaultColumnWidth, excelFileName, pdfFileName, pdfPageSize, trimSelectedFields } from './pdf-layout';
