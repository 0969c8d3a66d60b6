import { DEFAULT_PAGE_SIZE, type PAGE_SIZES } from '@fleet/domain';

/** A page size choice: a row count or 'All'. */
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Rows whose named fields contain the query (case-insensitive). An empty query returns the input array itself.
 * Values are compared through their string form; null and undefined never match.
 */
export function searchRows<Row extends Record<string, unknown>>(rows: readonly Row[], query: string, fields: readonly (keyof Row)[]): readonly Row[] {
  const q = query.trim().toLowerCase();
  if (q === '') return rows;
  return rows.filter((row) =>
    fields.some((f) => {
      const v = row[f];
      return v !== null && v !== undefined && String(v).toLowerCase().includes(q);
    }),
  );
}

/** Page count for a row count and page size (at least 1). */
export function pageCount(rowCount: number, pageSize: PageSize = DEFAULT_PAGE_SIZE): number {
  if (pageSize === 'All') return 1;
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** The rows of one page (0-based), clamped to the last page; 'All' returns every row. */
export function pageRows<Row>(rows: readonly Row[], pageIndex: number, pageSize: PageSize = DEFAULT_PAGE_SIZE): readonly Row[] {
  if (pageSize === 'All') return rows;
  const last = pageCount(rows.length, pageSize) - 1;
  const page = Math.min(Math.max(0, pageIndex), last);
  return rows.slice(page * pageSize, page * pageSize + pageSize);
}
