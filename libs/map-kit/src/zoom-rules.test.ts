import { describe, expect, it } from 'vitest';
import { clusterRadiusForZoom, clusterSizeClass, heatmapRadiusForZoom } from './zoom-rules';

describe('zoom rules', () => {
  it('sizes the heatmap radius by zoom', () => {
    expect(heatmapRadiusForZoom(8.99)).toBe(20);
    expect(heatmapRadiusForZoom(9)).toBe(30);
    expect(heatmapRadiusForZoom(11)).toBe(30);
    expect(heatmapRadiusForZoom(11.5)).toBe(50);
    expect(heatmapRadiusForZoom(14)).toBe(50);
    expect(heatmapRadiusForZoom(14.1)).toBe(80);
  });
  it('clusters at 75 px until zoom 21', () => {
    expect(clusterRadiusForZoom(20.9)).toBe(75);
    expect(clusterRadiusForZoom(21)).toBe(0);
  });
  it('has five size classes by digit count', () => {
    expect([1, 9, 10, 99, 100, 1000, 9999, 10000, 5_000_000].map(clusterSizeClass)).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5]);
  });
});
