/**
 * The lazy chunks of the pages a sign-in leads to, shared by the route tree and the sign-in page: while the user types
 * their credentials the page after sign-in is fetched, so that signing in does not wait for its code.
 */
import { loadChunk } from './chunk-load-error';

export const loadDashboard = () => import('../dashboard/dashboard-page');
/** The live monitor pages (/monitor, /map, /map-single), one chunk. */
export const loadMonitor = () => import('../monitor/monitor-routes');
export const loadReports = () => import('../reports/reports-routes');
export const loadPlayback = () => import('../playback/playback-routes');

/** The chunk of the page at a path (its first segment), when it is one a sign-in leads to. */
export function pageChunkFor(path: string): (() => Promise<unknown>) | null {
  const segment = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  switch (segment) {
    case '':
    case 'dashboard':
      return loadDashboard;
    case 'monitor':
    case 'map':
    case 'map-single':
      return loadMonitor;
    case 'reports':
      return loadReports;
    case 'playback':
      return loadPlayback;
    default:
      return null;
  }
}

/**
 * Fetches the chunk of the page at `path` in the background (a failure is left for the route to report when it is
 * really needed). Resolves once it is there or has failed.
 */
export async function preloadPageChunk(path: string): Promise<void> {
  const load = pageChunkFor(path);
  if (!load) return;
  await loadChunk(load).catch(() => undefined);
}
