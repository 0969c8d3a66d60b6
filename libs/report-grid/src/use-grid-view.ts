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
  return useMemo(() => applyView(rows, searchIndex(index, search), sort), [rows, index, search, sort]);
}
