/** A value of a report row cell: the rows come from the report builder as plain JSON. */
export type CellValue = string | number | null | undefined;

/** The file URLs of a fuel receipt: `files` is JSON text of a list of URLs (a list is taken as it is). */
export function parseReceiptFiles(files: unknown): string[] {
  let list: unknown = files;
  if (typeof files === 'string') {
    try {
      list = JSON.parse(files);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && u !== '') : [];
}

function toNumber(value: CellValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** 'RM 82.00'; text that is not a number is shown as it is; nothing gives '-'. */
export function formatRm(value: CellValue): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined || value === '' ? '-' : `RM ${value}`;
  return `RM ${n.toFixed(2)}`;
}

/** '40 L' (at most 2 decimals). */
export function formatLitres(value: CellValue): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined || value === '' ? '-' : `${value} L`;
  return `${Math.round(n * 100) / 100} L`;
}

/** A cell as text, '-' for nothing. */
export function formatText(value: CellValue): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}
