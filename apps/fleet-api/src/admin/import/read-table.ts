import { ADMIN_TEXTS, FIELD_LIMITS } from '@fleet/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface TableRow {
  row: number;
  cells: Record<string, string>;
}

/** A file read as a table, or why it could not be. */
export type ReadTable = { ok: true; columns: string[]; rows: TableRow[] } | { ok: false; problem: string };

/** An .xlsx file is a ZIP archive: it starts with "PK\x03\x04". */
export const isXlsx = (bytes: Uint8Array) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Header cells as keys: trimmed, lower case, spaces and dashes as underscores ("Device identifier" -> device_identifier). */
export const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

function toTable(matrix: string[][]): ReadTable {
  const [header, ...body] = matrix;
  if (!header || header.every((h) => h.trim() === '')) return { ok: false, problem: ADMIN_TEXTS.importEmpty };
  const columns = header.map(columnKey);
  const rows: TableRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const record: Record<string, string> = {};
    columns.forEach((column, j) => {
      // The export guards formula-like text with an apostrophe (CSV injection); read it back without.
      if (column) record[column] = (cells[j] ?? '').trim().replace(/^'(?=[=+\-@])/, '').slice(0, FIELD_LIMITS.importCellMax + 1);
    });
    rows.push({ row: i + 2, cells: record });
  });
  if (rows.length === 0) return { ok: false, problem: ADMIN_TEXTS.importEmpty };
  if (rows.length > FIELD_LIMITS.importMaxRows) return { ok: false, problem: ADMIN_TEXTS.importTooManyRows };
  return { ok: true, columns, rows };
}

/** Reads a CSV text (UTF-8, comma or semicolon separated, a header row first). */
export function readCsv(bytes: Uint8Array): ReadTable {
  if (bytes.includes(0)) return { ok: false, problem: ADMIN_TEXTS.importUnreadable };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, problem: ADMIN_TEXTS.importUnreadable };
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  // A quote left open swallows the rest of the file: refuse it rather than import a half.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { ok: false, problem: ADMIN_TEXTS.importUnreadable };
  return toTable(parsed.data.map((r) => r.map((c) => String(c ?? ''))));
}

/** Reads the first worksheet of an .xlsx file (a header row first); cells as they show (numbers, dates, text). */
export async function readXlsx(bytes: Uint8Array): Promise<ReadTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return { ok: false, problem: ADMIN_TEXTS.importUnreadable };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, problem: ADMIN_TEXTS.importEmpty };
  if (sheet.actualRowCount > FIELD_LIMITS.importMaxRows + 1) return { ok: false, problem: ADMIN_TEXTS.importTooManyRows };
  const matrix: string[][] = [];
  const width = Math.min(sheet.actualColumnCount, 100);
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(row.getCell(c).text ?? '');
    matrix.push(cells);
  }
  return toTable(matrix);
}

/** Reads a CSV or .xlsx file by its content (the content type is not trusted). */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  if (bytes.length === 0) return { ok: false, problem: ADMIN_TEXTS.importEmpty };
  if (bytes.length > FIELD_LIMITS.importMaxBytes) return { ok: false, problem: ADMIN_TEXTS.importTooBig };
  return isXlsx(bytes) ? readXlsx(bytes) : readCsv(bytes);
}
