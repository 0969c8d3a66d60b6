/**
 * Framework-free search and sort for report rows, built for 1,000,000 rows: the lowercase search text of each row is
 * computed once per data set and column set, and each column's sort order is computed once per data set (typed keys:
 * numbers in a Float64Array, strings lowercased once) and reused for both directions and for any filtered subset.
 */
import type { ReportRow } from '@fleet/domain';

/** Sort direction. */
export type SortDirection = 'asc' | 'desc';

/** The sorted column. */
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Precomputed lowercase search text of every row over some fields (fields joined by U+0001). */
export interface SearchIndex {
  readonly rows: readonly ReportRow[];
  readonly fields: readonly string[];
  readonly texts: readonly string[];
}

/** Builds the search text of every row over the fields, once per data set. */
export function buildSearchIndex(rows: readonly ReportRow[], fields: readonly string[]): SearchIndex {
  const texts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let t = '';
    for (let f = 0; f < fields.length; f++) {
      const v = row[fields[f]!];
      if (v !== null && v !== undefined) t += (f > 0 ? '\u0001' : '') + String(v);
      else if (f > 0) t += '\u0001';
    }
    texts[i] = t.toLowerCase();
  }
  return { rows, fields, texts };
}

/** Row positions whose text contains the query (case-insensitive, trimmed); null when the query is empty (all rows). */
export function searchIndex(index: SearchIndex, query: string): Uint32Array | null {
  const q = query.trim().toLowerCase();
  if (q === '') return null;
  const { texts } = index;
  const hits = new Uint32Array(texts.length);
  let n = 0;
  for (let i = 0; i < texts.length; i++) if (texts[i]!.includes(q)) hits[n++] = i;
  return hits.subarray(0, n);
}

/** A column's ascending order: row positions, non-null values first ('nonNull' of them), nulls after. */
export interface SortOrder {
  readonly order: Uint32Array;
  readonly nonNull: number;
}

const orderCache = new WeakMap<readonly ReportRow[], Map<string, SortOrder>>();

/** The ascending order of a column (numbers and booleans numerically, other values as lowercase text), cached per data set. */
export function sortOrder(rows: readonly ReportRow[], field: string): SortOrder {
  let byField = orderCache.get(rows);
  if (!byField) orderCache.set(rows, (byField = new Map()));
  const cached = byField.get(field);
  if (cached) return cached;
  const n = rows.length;
  let numeric = true;
  for (let i = 0; i < n && numeric; i++) {
    const v = rows[i]![field];
    if (v !== null && v !== undefined && typeof v !== 'number' && typeof v !== 'boolean') numeric = false;
  }
  // Dictionary-encode the values (typed key: number, or lowercase text), sort the distinct values only, then place
  // rows by a stable counting sort on the value rank: O(n + k log k) for n rows with k distinct values.
  const idOf = new Map<string | number, number>();
  const distinct: (string | number)[] = [];
  const keyId = new Int32Array(n);
  const missing: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = rows[i]![field];
    if (v === null || v === undefined || v === '') {
      keyId[i] = -1;
      missing.push(i);
      continue;
    }
    const key = numeric ? Number(v) : String(v).toLowerCase();
    let id = idOf.get(key);
    if (id === undefined) {
      id = distinct.length;
      distinct.push(key);
      idOf.set(key, id);
    }
    keyId[i] = id;
  }
  const k = distinct.length;
  const byValue = new Uint32Array(k);
  for (let d = 0; d < k; d++) byValue[d] = d;
  byValue.sort((a, b) => {
    const x = distinct[a]!;
    const y = distinct[b]!;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const start = new Uint32Array(k + 1);
  const rank = new Uint32Array(k);
  for (let r = 0; r < k; r++) rank[byValue[r]!] = r;
  for (let i = 0; i < n; i++) if (keyId[i]! >= 0) start[rank[keyId[i]!]! + 1]!++;
  for (let r = 0; r < k; r++) start[r + 1]! += start[r]!;
  const idx = new Uint32Array(n - missing.length);
  for (let i = 0; i < n; i++) if (keyId[i]! >= 0) idx[start[rank[keyId[i]!]!]!++] = i;
  const order = new Uint32Array(n);
  order.set(idx, 0);
  order.set(missing, idx.length);
  const result = { order, nonNull: idx.length };
  byField.set(field, result);
  return result;
}

/**
 * The rows shown: the matches (null = all rows) in the sort order. Descending keeps empty values last.
 */
export function applyView(rows: readonly ReportRow[], matches: Uint32Array | null, sort: SortState | null): ReportRow[] {
  if (!sort) {
    if (!matches) return rows.slice();
    const out = new Array<ReportRow>(matches.length);
    for (let i = 0; i < matches.length; i++) out[i] = rows[matches[i]!]!;
    return out;
  }
  const { order, nonNull } = sortOrder(rows, sort.field);
  const n = order.length;
  const out = new Array<ReportRow>(matches ? matches.length : n);
  let k = 0;
  if (!matches || matches.length === n) {
    // Every row: no mask.
    if (sort.direction === 'asc') for (let i = 0; i < nonNull; i++) out[k++] = rows[order[i]!]!;
    else for (let i = nonNull - 1; i >= 0; i--) out[k++] = rows[order[i]!]!;
    for (let i = nonNull; i < n; i++) out[k++] = rows[order[i]!]!;
    return out;
  }
  const mask = new Uint8Array(rows.length);
  for (let i = 0; i < matches.length; i++) mask[matches[i]!] = 1;
  if (sort.direction === 'asc') {
    for (let i = 0; i < nonNull; i++) if (mask[order[i]!]) out[k++] = rows[order[i]!]!;
  } else {
    for (let i = nonNull - 1; i >= 0; i--) if (mask[order[i]!]) out[k++] = rows[order[i]!]!;
  }
  for (let i = nonNull; i < n; i++) if (mask[order[i]!]) out[k++] = rows[order[i]!]!;
  out.length = k;
  return out;
}
