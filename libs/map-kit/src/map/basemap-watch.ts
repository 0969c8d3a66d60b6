/**
 * Whether an online basemap (a style URL and its tiles) can be reached: a pure state machine fed with what MapLibre
 * reports (style loaded, tile requested or loaded, errors) and the time. The map shows the offline basemap instead
 * once it says `unreachable`; that is final for this watch.
 */

/** What the watch has concluded. */
export type BasemapState = 'pending' | 'online' | 'unreachable';

/**
 * What MapLibre reported. An `error` with `style: true` is the style document failing (the request for its URL);
 * with `source: false` before the style loaded, the same when the failing URL is not known; after it, a sprite or glyph
 * failing; `source: true` is a tile (or TileJSON) of one of the style's sources.
 */
export type BasemapEvent =
  | { type: 'style-loaded' }
  | { type: 'tile-requested' }
  | { type: 'tile-loaded' }
  | { type: 'error'; source: boolean; style?: boolean };

/** Limits of a watch. */
export interface BasemapWatchOptions {
  /**
   * How long the style and a first tile may take, ms: past it, with the style not loaded or tiles asked for and none
   * arrived, the basemap is unreachable (a connection that hangs rather than fails). @default 10000
   */
  timeoutMs: number;
  /** Errors (tiles, sprite, glyphs) before any tile arrived that make it unreachable. @default 2 */
  errorsBeforeOnline: number;
  /** Errors in a row, with no tile arriving between them, that make a basemap that worked unreachable. @default 8 */
  errorsInRow: number;
}

/** Defaults of {@link BasemapWatchOptions}. */
export const BASEMAP_WATCH_DEFAULTS: Readonly<BasemapWatchOptions> = Object.freeze({ timeoutMs: 10_000, errorsBeforeOnline: 2, errorsInRow: 8 });

/** A running watch. */
export interface BasemapWatch {
  readonly state: BasemapState;
  /** Takes one report; returns the state after it. */
  handle(event: BasemapEvent, nowMs: number): BasemapState;
  /** Checks the timeout at `nowMs`; returns the state. */
  tick(nowMs: number): BasemapState;
}

/** Starts watching an online basemap whose style was requested at `startedAtMs` (ms since epoch). */
export function createBasemapWatch(startedAtMs = Date.now(), options: Partial<BasemapWatchOptions> = {}): BasemapWatch {
  const limits = { ...BASEMAP_WATCH_DEFAULTS, ...options };
  let state: BasemapState = 'pending';
  let styleLoaded = false;
  let requested = 0;
  let errors = 0;
  return {
    get state() {
      return state;
    },
    handle(event) {
      if (state === 'unreachable') return state;
      switch (event.type) {
        case 'style-loaded':
          styleLoaded = true;
          break;
        case 'tile-requested':
          requested += 1;
          break;
        case 'tile-loaded':
          state = 'online';
          errors = 0;
          break;
        case 'error':
          errors += 1;
          if (event.style || (!event.source && !styleLoaded)) state = 'unreachable';
          else if (errors >= (state === 'online' ? limits.errorsInRow : limits.errorsBeforeOnline)) state = 'unreachable';
          break;
      }
      return state;
    },
    tick(nowMs) {
      // A map with nothing to fetch (a hidden container asks for no tiles) is not timed out.
      const waiting = !styleLoaded || requested > 0;
      if (state === 'pending' && waiting && nowMs - startedAtMs >= limits.timeoutMs) state = 'unreachable';
      return state;
    },
  };
}
