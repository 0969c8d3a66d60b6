import { STATUS_FILTERS, type StatusFilterKey } from '@fleet/domain';
import { expandStatusSelectionV2 } from '@fleet/select-kit';
import { MONITOR_VIEWS, MONITOR_VIEW_PAGE_KEYS, type MonitorView } from './monitor-views';

/** The Monitor's `?status=` parameter: the filter's keys in lower case, comma separated (`idle`, `move,park`). */
export function statusParam(keys: readonly StatusFilterKey[]): string {
  return keys.map((k) => k.toLowerCase()).join(',');
}

/**
 * The status filter a `?status=` parameter asks for (keys in any case, comma separated; unknown words ignored), as the
 * multi-select filter holds it; null when it names no entry.
 */
export function statusFilterFromParam(value: unknown): StatusFilterKey[] | null {
  if (typeof value !== 'string') return null;
  const wanted = new Set(value.split(',').map((w) => w.trim().toLowerCase()));
  const keys = STATUS_FILTERS.map((f) => f.key).filter((k) => wanted.has(k.toLowerCase()));
  return keys.length > 0 ? expandStatusSelectionV2(keys) : null;
}

/** The Monitor views that list assets by status (multi follows chosen assets instead). */
const LISTING_VIEWS = MONITOR_VIEWS.filter((v): v is Exclude<MonitorView, 'multi'> => v !== 'multi');

/**
 * Where a drill-down to assets of a status goes: the first Monitor view the user may open that lists assets
 * (/monitor/map?status=idle), or null without one.
 */
export function monitorStatusHref(pages: readonly string[] | undefined, key: StatusFilterKey): string | null {
  const view = LISTING_VIEWS.find((v) => pages?.includes(MONITOR_VIEW_PAGE_KEYS[v]));
  return view ? `/monitor/${view}?status=${statusParam([key])}` : null;
}
