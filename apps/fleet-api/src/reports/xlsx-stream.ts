import { excelCellValue, excelColumnWidths, excelColumns, type ExcelCellValue, type ReportColumn, type ReportRow } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

/** What a report workbook holds: rows above the labels, the columns (label row in bold) and the data rows. */
export interface WorkbookContent {
  /** Rows above the labels: the title, the period and the zone of its times (excelHeaderRows). */
  header: readonly (readonly (string | number)[])[];
  columns: readonly Pick<ReportColumn, 'header' | 'field' | 'unit' | 'kind'>[];
  rows: readonly ReportRow[];
}

/** Rows written between two progress reports. */
export const XLSX_PROGRESS_ROWS = 5_000;

/**
 * Shared style objects for the data cells. exceljs caches a style's id by object identity (a WeakMap), so a shared
 * object is looked up once instead of being hashed for each of a million cells — about half of the time of a
 * 100,000-row sheet. Time and day cells share one style per number format.
 */
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
const styleCache = new Map<string, Partial<ExcelJS.Style>>();
function styleFor(numFmt: string | undefined): Partial<ExcelJS.Style> {
  if (numFmt === undefined) return PLAIN_STYLE;
  let style = styleCache.get(numFmt);
  if (!style) styleCache.set(numFmt, (style = { numFmt }));
  return style;
}

/**
 * Streams a report workbook (SPEC §9: one sheet 'Sheet1', the header rows, a bold column-label row, then one row per
 * data item in column order) into `out` with exceljs' streaming writer: rows are rendered and zipped as they are
 * committed, so memory stays flat however many rows there are. Resolves when the zip is complete.
 *
 * Labels carry the unit ('Speed (km/h)'), numbers stay numbers, and times and days are real date cells showing the
 * wall-clock time of the report's zone (the zone's time written as UTC: Excel has no zones, see excel-cells.ts in the
 * domain), which the header rows name.
 */
export async function writeReportWorkbook(content: WorkbookContent, out: Writable, onProgress?: (done: number, total: number) => void): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const ws = wb.addWorksheet('Sheet1');
  const specs = excelColumns(content.columns);
  ws.columns = excelColumnWidths(specs, content.rows).map((width) => ({ width }));
  for (const values of content.header) ws.addRow([...values]).commit();
  const labels = ws.addRow(specs.map((c) => c.label));
  labels.font = { bold: true };
  labels.commit();
  const n = specs.length;
  const styles = specs.map((c) => styleFor(c.numFmt));
  const values = new Array<ExcelCellValue>(n);
  const total = content.rows.length;
  let done = 0;
  for (const row of content.rows) {
    if (++done % XLSX_PROGRESS_ROWS === 0) onProgress?.(done, total);
    for (let c = 0; c < n; c++) {
      const spec = specs[c]!;
      values[c] = excelCellValue(row[spec.field], spec.kind);
    }
    const line = ws.addRow(values);
    for (let c = 1; c <= n; c++) line.getCell(c).style = styles[c - 1]!;
    line.commit();
  }
  ws.commit();
  await wb.commit();
  onProgress?.(total, total);
}

/** Builds the workbook in memory (tests and small outputs). */
export async function reportWorkbookBytes(content: WorkbookContent): Promise<Buffer> {
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await writeReportWorkbook(content, sink);
  return Buffer.concat(chunks);
}
