import { lazyRouteComponent } from '@tanstack/react-router';
import { loadChunk } from './chunk-load-error';

/**
 * A route component loaded on demand through {@link loadChunk}: a failed or slow (over 120 s) load becomes a
 * ChunkLoadError that the route's error panel offers to recover from.
 */
export function lazyPage<T extends Record<string, unknown>, K extends keyof T & string>(importer: () => Promise<T>, exportName: K) {
  return lazyRouteComponent(() => loadChunk(importer), exportName);
}
