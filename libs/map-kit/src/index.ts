export { clusterRadiusForZoom, clusterSizeClass, heatmapRadiusForZoom } from './zoom-rules';
