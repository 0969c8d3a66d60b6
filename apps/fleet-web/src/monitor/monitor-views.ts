import type { PageKey } from '@fleet/domain';

/** The views of the Monitor page and the page key each needs. */
export const MONITOR_VIEWS = ['map', 'table', 'hybrid', 'multi'] as const;
export type MonitorView = (typeof MONITOR_VIEWS)[number];

export const MONITOR_VIEW_PAGE_KEYS: Record<MonitorView, PageKey> = {
  map: 'mapview',
  table: 'tableview',
  hybrid: 'hybridview',
  multi: 'multiview',
};

/** The tab labels of the views. */
export const MONITOR_VIEW_LABELS: Record<MonitorView, string> = {
  map: 'Map',
  table: 'Table',
  hybrid: 'Hybrid',
  multi: 'Multi',
};

export function isMonitorView(value: unknown): value is MonitorView {
  return typeof value === 'string' && (MONITOR_VIEWS as readonly string[]).includes(value);
}

/** The first view the user may open, or null when none. */
export function firstAllowedView(pages: readonly string[] | undefined): MonitorView | null {
  return MONITOR_VIEWS.find((v) => pages?.includes(MONITOR_VIEW_PAGE_KEYS[v])) ?? null;
}

/** Multi view follows up to this many assets. */
export const MULTI_VIEW_MAX = 4;
