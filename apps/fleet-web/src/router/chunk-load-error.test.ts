import { MESSAGES } from '@fleet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, installPreloadErrorHandler, isChunkLoadError, loadChunk, toChunkLoadError } from './chunk-load-error';

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('times out after the limit with an error named ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 120_000);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', code: MESSAGES.chunkLoadError });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('resolves with the module when it loads in time', async () => {
    await expect(loadChunk(async () => ({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
  });

  it('maps a failed import to ChunkLoadError and a CSS preload failure to CSS_CHUNK_LOAD_FAILED', async () => {
    const js = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).catch((e: unknown) => e);
    expect(isChunkLoadError(js)).toBe(true);
    expect((js as ChunkLoadError).code).toBe(MESSAGES.chunkLoadError);
    const css = toChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'));
    expect(css.name).toBe('ChunkLoadError');
    expect(css.code).toBe(MESSAGES.cssChunkLoadFailed);
  });

  it('tags the payload of vite:preloadError with its code', () => {
    const seen: ChunkLoadError[] = [];
    const stop = installPreloadErrorHandler(window, (e) => seen.push(e));
    const payload = new Error('Unable to preload CSS for /assets/dashboard.css');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    window.dispatchEvent(event);
    stop();
    expect((payload as Error & { code?: string }).code).toBe(MESSAGES.cssChunkLoadFailed);
    expect(seen[0]?.code).toBe(MESSAGES.cssChunkLoadFailed);
    expect(event.defaultPrevented).toBe(false);
  });
});
