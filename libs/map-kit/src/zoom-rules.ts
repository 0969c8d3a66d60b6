import { MAP_DEFAULTS } from '@fleet/domain';

/**
 * Heatmap radius for a zoom level, px: 30 by default, 20 below zoom 9, 50 above 11 and 80 above 14.
 */
export function heatmapRadiusForZoom(zoom: number): number {
  if (zoom > 14) return 80;
  if (zoom > 11) return 50;
  if (zoom < 9) return 20;
  return 30;
}

/** Cluster radius for a zoom level, px: 75, and 0 (no clustering) at zoom 21 or above. */
export function clusterRadiusForZoom(zoom: number): number {
  return zoom >= MAP_DEFAULTS.clusterOffAtZoom ? 0 : MAP_DEFAULTS.clusterRadiusPx;
}

/** Cluster icon size class (1..5) by the number of digits of the count: 1-9 → 1, 10-99 → 2, ... 10000+ → 5. */
export function clusterSizeClass(count: number): 1 | 2 | 3 | 4 | 5 {
  const digits = Math.max(1, String(Math.max(0, Math.floor(count))).length);
  return Math.min(5, digits) as 1 | 2 | 3 | 4 | 5;
}
