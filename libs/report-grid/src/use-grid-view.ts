import type { ReportColumn, ReportRow } from '@fleet/domain';
import { useMemo } from 'react';
import { applyView, buildSearchIndex, searchIndex, type SortState } from './grid-engine';

/**
 * The rows shown for a search and sort over the visible columns. The search index is rebuilt only when the rows or
 * the visible columns change; column sort orders are cached per data set.
 */
export function useGridView(rows: readonly ReportRow[], visible: readonly ReportColumn[], search: string, sort: SortState | null): ReportRow[] {
  const fieldsKey = visible.map((c) => c.field).join('\u0000');
  const index = useMemo(() => buildSearchIndex(rows, fieldsKey === '' ? [] : fieldsKey.split('\u0000')), [rows, fieldsKey]);
  // The matches are kept across sort changes, so a header click only re-orders them.
  const matches = useMemo(() => searchIndex(index, search), [index, search]);
  return useMemo(() => applyView(rows, matches, sort), [rows, matches, sort]);
}
