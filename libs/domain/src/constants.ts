/** Business constants of SPEC §9 with their units. */

/** Compact toolbar at this width or less, px. */
export const COMPACT_BREAKPOINT_PX = 1000;
export const RESPONSIVE_BREAKPOINTS_PX = [600, 1024, 1440, 1920] as const;
export const GRID_BREAKPOINTS_PX = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Route chunks fail with ChunkLoadError after this long, ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Grid page sizes; 'All' shows every row with virtual scrolling. */
export const PAGE_SIZES = [10, 25, 50, 100, 300, 'All'] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Virtual-scroll window used with page size All, rows. */
export const ALL_ROWS_VIRTUAL_SIZE = 40;

/** Starred pages shown. */
export const BOOKMARK_LIMIT = 10;

/** Toolbar left offset, px. */
export const TOOLBAR_OFFSET_PX = { monitor: 180, other: 168 } as const;

/** Map defaults. */
export const MAP_DEFAULTS = {
  center: { lat: 3.910187, lng: 102.119262 },
  zoom: 8,
  ptoZoom: 10,
  embedZoom: 14,
  clusterRadiusPx: 75,
  clusterOffAtZoom: 21,
  markerViewMarginPx: 80,
  markerBatchSize: 100,
  markerBatchIntervalMs: 30,
  clusterListMaxHeightPx: 370,
  ptoMapInitDelayMs: 2000,
  playbackExportZoom: 0.38,
} as const;

/** Playback speed steps. */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

/** Track time per real time at speed 1 (ten minutes a second): a day replays in 2.4 min at 1x and 18 s at 8x. */
export const PLAYBACK_BASE_RATE = 600;
/** The special default playback centre some users get (SPEC §6): the Maldives area, zoom 6.3. */
export const PLAYBACK_SPECIAL_CENTRE = { lat: 4.1755, lng: 73.5093, zoom: 6.3 } as const;
/**
 * The usernames whose maps open on the special centre unless they chose otherwise (SPEC §6 names none: the demo's
 * vessel agency user, whose vessels fish out of Malé).
 */
export const SPECIAL_CENTRE_USERNAMES: readonly string[] = ['vessel'];
/** Display budget of a replayed route: points kept after thinning (every stop and event is kept beyond it). */
export const PLAYBACK_DEFAULT_MAX_POINTS = 5000;
/** Largest distance a point left out of the drawn route may lie from it, metres (grows only to meet the budget). */
export const PLAYBACK_ROUTE_TOLERANCE_M = 10;
/**
 * Most points a playback answer carries at full resolution (the details list and the exports); a longer history sends
 * only the simplified route. The demo fleet's busiest asset stores ~23,000 points in 31 days, a 2-second tracker about
 * 14,000 a working day, a 1 Hz one 86,400 a day (its answer ~4.4 MB).
 */
export const PLAYBACK_FULL_MAX_POINTS = 100_000;

/** PDF constants. */
export const PDF_LIMITS = {
  previewRowLimit: 2000,
  pageHeightRatio: 1.41,
  padding: 8,
  margins: 80,
  charWidth: 7,
  maxColumnWidth: 100,
  a4: { width: 595, height: 842 },
  fontSize: 10,
  modalTableColsWidth: [20, 110, 110, 110, 110, 110],
} as const;

/** Upload limits. */
export const UPLOAD_LIMITS = { maxFiles: 10, maxBytes: 10 * 1024 * 1024, thumbnailWidthPx: 150 } as const;

/** Currency prefix. */
export const CURRENCY = 'RM';
