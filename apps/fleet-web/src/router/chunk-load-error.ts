import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@fleet/domain';

/** Stable codes of a failed code-split load: the script chunk, or one of its stylesheets. */
export type ChunkErrorCode = typeof MESSAGES.chunkLoadError | typeof MESSAGES.cssChunkLoadFailed;

/**
 * A route's code could not be loaded: the chunk is missing (a new deployment), the network failed, or it took longer
 * than CHUNK_LOAD_TIMEOUT_MS. Named `ChunkLoadError`; `code` tells a stylesheet failure (`CSS_CHUNK_LOAD_FAILED`) apart.
 */
export class ChunkLoadError extends Error {
  readonly code: ChunkErrorCode;

  constructor(message: string, code: ChunkErrorCode = MESSAGES.chunkLoadError, options?: { cause?: unknown }) {
    super(message, options);
    this.name = MESSAGES.chunkLoadError;
    this.code = code;
  }
}

/** True for a {@link ChunkLoadError} (also across realms, by name). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === MESSAGES.chunkLoadError);
}

/** True when the failure is Vite's CSS preload failure ('Unable to preload CSS for ...') or already coded so. */
export function isCssPreloadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === MESSAGES.cssChunkLoadFailed || error.message.startsWith('Unable to preload CSS');
}

/** Maps any failure of a dynamic import to a {@link ChunkLoadError} with the right code. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (isCssPreloadFailure(error)) {
    return new ChunkLoadError(`${MESSAGES.cssChunkLoadFailed}: ${detail}`, MESSAGES.cssChunkLoadFailed, { cause: error });
  }
  return new ChunkLoadError(`${MESSAGES.chunkLoadError}: ${detail}`, MESSAGES.chunkLoadError, { cause: error });
}

/**
 * Runs a dynamic import with a time limit: rejects with a ChunkLoadError when it fails or takes longer than
 * `timeoutMs` (default CHUNK_LOAD_TIMEOUT_MS, 120 s).
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`${MESSAGES.chunkLoadError}: loading timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    importer().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}

/**
 * Listens to Vite's `vite:preloadError` (fired for a failed chunk or stylesheet preload) and tags the error with its
 * code before Vite rethrows it, so that whoever catches it can tell a CSS failure. Returns the unsubscribe.
 */
export function installPreloadErrorHandler(target: Window = window, onError?: (error: ChunkLoadError) => void): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const mapped = toChunkLoadError(payload);
    if (payload instanceof Error) Object.assign(payload, { code: mapped.code });
    onError?.(mapped);
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
