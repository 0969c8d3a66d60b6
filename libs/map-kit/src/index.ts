export { clusterRadiusForZoom, clusterSizeClass, heatmapRadiusForZoom } from './zoom-rules';
export { distanceKm, EARTH_RADIUS_KM, formatDistanceKm } from './geo/distance';
export type { LatLng } from './geo/distance';
export { ASSET_ICONS, assetIconSvg, ICON_BOX, ICON_TYPES, iconRotates, iconTypeCode } from './icons/asset-icons';
export type { AssetIcon as AssetIconDefinition } from './icons/asset-icons';
export { AssetIcon } from './icons/asset-icon';
export type { AssetIconProps } from './icons/asset-icon';
export { createIconAtlasLayout, drawIconAtlas, glyphIconName, haloIconName, HALO_WIDTH } from './icons/icon-atlas';
export type { IconAtlasLayout, IconMappingEntry } from './icons/icon-atlas';
export { DEFAULT_MAP_STYLES, MapView } from './map/map-view';
export type { MapViewProps } from './map/map-view';
export { MapTypeSwitcher } from './map/map-type-switcher';
export type { MapTypeSwitcherProps } from './map/map-type-switcher';
export { MapViewContext, useMapView } from './map/map-context';
export { MapDefaultsContext, useMapDefaults } from './map/map-defaults';
export type { MapDefaults } from './map/map-defaults';
export { BASEMAP_WATCH_DEFAULTS, createBasemapWatch } from './map/basemap-watch';
export type { BasemapEvent, BasemapState, BasemapWatch, BasemapWatchOptions } from './map/basemap-watch';
export { isStyleUnreachable, markStyleUnreachable, RETRY_AFTER_MS } from './map/unreachable-styles';
export type { MapViewContextValue } from './map/map-context';
export { createLayerRegistry, LAYER_ORDER } from './map/layer-registry';
export type { AssetPickResolver, LayerRegistry, RenderedIdsProbe } from './map/layer-registry';
export { useDeckLayers } from './map/use-deck-layers';
export { useMapZoom } from './map/use-map-zoom';
export {
  BASEMAP_FILES,
  BASEMAP_SOURCE_IDS,
  buildRoadmapStyle,
  DISTRICTS_MIN_ZOOM,
  OFFLINE_STYLE_ID,
  ROAD_CLASS_COLORS,
  ROADMAP_ATTRIBUTION,
  ROADMAP_COLORS,
  ROADMAP_STYLE_ID,
  ROADS_MIN_ZOOM,
} from './map/roadmap-style';
export type { RoadmapStyleOptions } from './map/roadmap-style';
export { createPlaceLabelLayers, LABEL_FONT_FAMILY, parsePlaces, placeFontSize, placeMinZoom, visiblePlaces } from './map/place-labels';
export type { Place } from './map/place-labels';
export { boundsOf, pointsKey } from './map/view-bounds';
export type { LatLngLike } from './map/view-bounds';
export type { FleetMapTestHooks } from './map/test-hooks';
export { AssetLayer } from './layers/asset/asset-layer';
export type { AssetLayerProps } from './layers/asset/asset-layer';
export type { AssetFilter, AssetMeta, AssetMetaMap } from './layers/asset/asset-meta';
export { buildSlotTypeCodes, createAssetFrame, frameRowSlot, STATUS_RGBA, updateAssetFrame } from './layers/asset/asset-frame';
export type { AssetFrame, AssetFrameInput } from './layers/asset/asset-frame';
export {
  ASSET_ICON_SIZE_PX,
  CLUSTER_CLASS_COLORS,
  CLUSTER_RADIUS_PX,
  createAssetLayers,
  formatClusterCount,
} from './layers/asset/asset-layers';
export type { AssetLabelRows, AssetLayersOptions } from './layers/asset/asset-layers';
export { CLUSTER_RELOAD_INTERVAL_MS, createAssetLayerController, MAX_LABELS } from './layers/asset/asset-layer-controller';
export type { AssetLayerController, AssetLayerControllerOptions, AssetLayerInputs, OpenCluster } from './layers/asset/asset-layer-controller';
export { createClusterIndex } from './layers/asset/cluster-index';
export type { ClusterDatum, ClusterIndex, ClusterIndexOptions, ClusterQuery } from './layers/asset/cluster-index';
export { ClusterList } from './layers/asset/cluster-list';
export type { ClusterListProps } from './layers/asset/cluster-list';
export { buildClusterListItems } from './layers/asset/cluster-list-items';
export type { ClusterListItem } from './layers/asset/cluster-list-items';
export { createRowFilter } from './layers/asset/row-filter';
export type { FilteredRows, RowFilter } from './layers/asset/row-filter';
export { gatherPositions } from './layers/asset/gather-positions';
export { HeatmapLayer } from './layers/heatmap/heatmap-layer';
export type { HeatmapLayerProps } from './layers/heatmap/heatmap-layer';
export { createHeatmapLayers } from './layers/heatmap/heatmap-layers';
export type { HeatmapLayersOptions } from './layers/heatmap/heatmap-layers';
export { TrafficLayer } from './layers/traffic/traffic-layer';
export type { TrafficLayerProps } from './layers/traffic/traffic-layer';
export { createTrafficLayers, trafficRasterSource } from './layers/traffic/traffic-layers';
export type { TrafficLayersOptions } from './layers/traffic/traffic-layers';
export { PoiLayer } from './layers/poi/poi-layer';
export type { PoiLayerProps } from './layers/poi/poi-layer';
export { createPoiLayers, poiColor, poiLabelPosition } from './layers/poi/poi-layers';
export type { PoiLayersOptions } from './layers/poi/poi-layers';
export { PolylineLayer } from './layers/polyline/polyline-layer';
export type { PolylineLayerProps } from './layers/polyline/polyline-layer';
export { createPolylineLayers } from './layers/polyline/polyline-layers';
export type { PolylineLayersOptions } from './layers/polyline/polyline-layers';
export { CircleLayer } from './layers/circle/circle-layer';
export type { CircleLayerProps } from './layers/circle/circle-layer';
export { createCircleLayers } from './layers/circle/circle-layers';
export type { CircleLayersOptions } from './layers/circle/circle-layers';
export { RouteLayer } from './layers/route/route-layer';
export type { RouteLayerProps } from './layers/route/route-layer';
export { createRouteLayers, MULTI_ROUTE_COLORS, ROUTE_DASH_ARRAY, routeColor } from './layers/route/route-layers';
export type { RouteEndpoint, RouteInput, RouteLayersOptions, RouteStyle } from './layers/route/route-layers';
export { PlaybackMarkerLayer } from './layers/route/playback-marker-layer';
export type { PlaybackMarkerLayerProps } from './layers/route/playback-marker-layer';
export { createPlaybackMarkerLayers, PLAYBACK_STATUS_RGBA, playbackMarkerAngle, playbackMarkerColor } from './layers/route/playback-marker-layers';
export type { PlaybackMarker, PlaybackMarkerLayersOptions } from './layers/route/playback-marker-layers';
export { playbackIconAtlas } from './layers/route/marker-atlas';
export { fitRouteBounds } from './layers/route/fit-route-bounds';
export type { RouteBounds } from './layers/route/fit-route-bounds';
export { captureCanvas, composeMapCanvas, INVALID_CANVAS_MESSAGE } from './map/capture';
export { PolygonDraw } from './draw/polygon-draw';
export type { PolygonDrawProps } from './draw/polygon-draw';
export { MapRightClick } from './draw/map-right-click';
export type { MapRightClickEvent, MapRightClickProps } from './draw/map-right-click';
export { closeRing, isClosedRing, MIN_POLYGON_VERTICES, openRing, pointInRing, removeVertex, ringToAlternateCoords } from './draw/ring';
export type { LngLatPair } from './draw/ring';
