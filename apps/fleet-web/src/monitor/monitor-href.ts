import type { MonitorView } from './monitor-views';

/** The path of a monitor view, with the asset when given: /monitor/map/<name>/<id>. */
export function monitorHref(view: MonitorView, assetName?: string, assetId?: string | number): string {
  const parts = ['/monitor', view];
  if (assetName && assetId !== undefined && assetId !== '') parts.push(encodeURIComponent(assetName), encodeURIComponent(String(assetId)));
  return parts.join('/');
}
