/**
 * The imperative core of <AssetLayer>: it listens to the live store and the map outside React render, keeps the
 * typed-array frame current and hands fresh deck.gl layers to the map's registry. A delta costs one store apply,
 * a typed-array refresh of the changed slots and a re-upload of the position/angle/colour attributes; no per-asset
 * JavaScript objects are built (clusters are reloaded at most every 250 ms, from pooled features).
 *
 * One piece on purpose: rows, clusters, spread offsets and labels share the frame and its keys in one closure, and are
 * brought up to date in one render pass; the pure parts (frame, clusters, spread, labels' declutter) live beside it.
 */
import type { LiveStore } from '@fleet/live-store';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { createIconAtlasLayout, drawIconAtlas, type IconAtlasLayout } from '../../icons/icon-atlas';
import type { LayerRegistry } from '../../map/layer-registry';
import { MAP_DEFAULTS } from '@fleet/domain';
import { clusterRadiusForZoom } from '../../zoom-rules';
import { createAssetFrame, frameRowSlot, updateAssetFrame, buildSlotTypeCodes } from './asset-frame';
import { createAssetLayers, type AssetLabelRows, type AssetLayersOptions } from './asset-layers';
import type { AssetFilter, AssetMetaMap } from './asset-meta';
import { createClusterIndex, type ClusterDatum, type ClusterQuery } from './cluster-index';
import { createRowFilter, type FilteredRows } from './row-filter';
import { declutterLabels, estimateLabelWidth } from './declutter';
import { projectToWorldPx, spreadOffsets } from './spread';

/** Inputs of the asset layer (the component's props). */
export interface AssetLayerInputs {
  store: LiveStore;
  meta: AssetMetaMap;
  filter?: AssetFilter;
  filterKey?: string;
  selectedAssetId?: number | null;
  onSelect?: (assetId: number) => void;
  cluster?: boolean;
  showLabels?: boolean;
}

/** An opened cluster: where, and who is in it. */
export interface OpenCluster {
  lng: number;
  lat: number;
  assetIds: number[];
}

/** Options of the controller. */
export interface AssetLayerControllerOptions {
  /** Prefix of the deck.gl layer ids. */
  id: string;
  map: MapLibreMap;
  registry: LayerRegistry;
  /** Draw order in the registry. */
  order: number;
  /** Called when a cluster is clicked (the component shows the cluster list). */
  onClusterOpen: (cluster: OpenCluster) => void;
  /** The icon atlas. @default the map-kit's atlas, drawn once per page into a canvas */
  atlas?: AssetLayersOptions['atlas'];
}

/** Minimum time between two cluster index rebuilds while positions keep changing, ms. */
export const CLUSTER_RELOAD_INTERVAL_MS = 250;
/** Labels are drawn only when at most this many markers are in view. */
export const MAX_LABELS = 600;
/** Label font size and its distance below the marker centre, px (as drawn by createAssetLayers). */
const LABEL_FONT_PX = 12;
const LABEL_OFFSET_PX = 19;

let sharedAtlas: { image: HTMLCanvasElement; mapping: IconAtlasLayout['mapping'] } | null | undefined;

/** The icon atlas, drawn once per page (null where there is no 2D canvas). */
function iconAtlas() {
  if (sharedAtlas === undefined) {
    try {
      const layout = createIconAtlasLayout(128);
      sharedAtlas = { image: drawIconAtlas(layout), mapping: layout.mapping };
    } catch {
      sharedAtlas = null;
    }
  }
  return sharedAtlas;
}

/** The controller of one asset layer. */
export interface AssetLayerController {
  setInputs(inputs: AssetLayerInputs): void;
  /** Subscribes to the store and the map and registers the layers. */
  attach(): void;
  /** Unsubscribes and removes the layers. */
  detach(): void;
  /** Asset ids drawn as single markers. */
  renderedAssetIds(): number[];
  /** Assets drawn: single markers plus the members of the drawn clusters. */
  drawnAssetCount(): number;
  /** Asset ids behind a picked row of one of this layer's deck.gl layers. */
  resolvePick(layerId: string, index: number): number[] | null;
}

/** Creates the controller (nothing happens before `attach`). */
export function createAssetLayerController(options: AssetLayerControllerOptions): AssetLayerController {
  const { id, map, registry, order } = options;
  const frame = createAssetFrame();
  const rowFilter = createRowFilter();
  const clusterIndex = createClusterIndex();
  let inputs: AssetLayerInputs | null = null;
  let attached = false;
  let unsubscribeStore: (() => void) | null = null;

  let slotTypes: Uint8Array = new Uint8Array(1);
  let typesLayout = -1;
  let typesMeta: AssetMetaMap | null = null;
  let typesStore: LiveStore | null = null;
  let typesKey = 0;

  // Row identity: bumps whenever the drawn rows (or their types) change.
  let rowsKey = 0;
  let lastRowsSignature = '';

  // Clustering
  let query: ClusterQuery = { clusters: [], points: new Int32Array(0), pointCount: 0 };
  let queryKey = 0;
  let loadedFilterKey = -1;
  let loadedVersion = -1;
  let lastLoadAt = -Infinity;
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;

  // Markers sharing a spot, spread on screen (pixel offsets per frame row; positions stay real).
  let worldPx: Float64Array = new Float64Array(0);
  let rowIds = new Int32Array(0);
  let offsets: Float32Array = new Float32Array(0);
  let spreadCount = 0;
  let spreadKey = '';

  // Labels
  let labels: AssetLabelRows = { length: 0, positions: new Float64Array(0), names: [] };
  let labelsKey = '';

  function columns() {
    return inputs!.store.columns();
  }

  function refreshSlotTypes(): void {
    const c = columns();
    const layout = c.layoutVersion ?? c.version;
    if (layout === typesLayout && inputs!.meta === typesMeta && inputs!.store === typesStore) return;
    slotTypes = buildSlotTypeCodes(c, inputs!.meta, slotTypes);
    typesLayout = layout;
    typesMeta = inputs!.meta;
    typesStore = inputs!.store;
    typesKey += 1;
  }

  /** The view's bbox widened by the marker margin (80 px), degrees. */
  function paddedBounds(): [number, number, number, number] {
    const margin = MAP_DEFAULTS.markerViewMarginPx;
    const canvas = map.getCanvas();
    const w = canvas.clientWidth || canvas.width;
    const h = canvas.clientHeight || canvas.height;
    const nw = map.unproject([-margin, -margin]);
    const se = map.unproject([w + margin, h + margin]);
    return [Math.max(-180, nw.lng), Math.max(-85, se.lat), Math.min(180, se.lng), Math.min(85, nw.lat)];
  }

  function clusteringActive(): boolean {
    return Boolean(inputs?.cluster) && clusterRadiusForZoom(map.getZoom()) > 0;
  }

  function runQuery(): void {
    query = clusterIndex.query(paddedBounds(), map.getZoom());
    queryKey += 1;
  }

  /** Store slots the cluster index loads: the filtered rows without the selected asset (it always shows). */
  let loadRows = new Int32Array(0);
  let loadedSelected = -1;

  function rowsWithout(filtered: FilteredRows, skip: number): { rows: Int32Array | null; count: number } {
    if (skip < 0) return { rows: filtered.rows, count: filtered.count };
    const n = filtered.count;
    if (loadRows.length < n) loadRows = new Int32Array(Math.max(n, loadRows.length * 2));
    let k = 0;
    for (let i = 0; i < n; i++) {
      const slot = filtered.rows ? filtered.rows[i]! : i;
      if (slot !== skip) loadRows[k++] = slot;
    }
    return { rows: loadRows, count: k };
  }

  /** Rebuilds the cluster index when due (positions changed, at most every 250 ms; at once when membership changed). */
  function maybeReload(filtered: FilteredRows, selectedSlot: number, force: boolean): boolean {
    const filterKey = filtered.key;
    const version = columns().version;
    const membershipChanged = filterKey !== loadedFilterKey || selectedSlot !== loadedSelected;
    if (!force && !membershipChanged && version === loadedVersion) return false;
    const now = performance.now();
    if (!force && !membershipChanged && now - lastLoadAt < CLUSTER_RELOAD_INTERVAL_MS) {
      if (!reloadTimer) {
        reloadTimer = setTimeout(() => {
          reloadTimer = null;
          if (attached) render(true);
        }, CLUSTER_RELOAD_INTERVAL_MS - (now - lastLoadAt));
      }
      return false;
    }
    const load = rowsWithout(filtered, selectedSlot);
    clusterIndex.load(columns(), load.rows, load.count);
    loadedVersion = version;
    loadedFilterKey = filterKey;
    loadedSelected = selectedSlot;
    lastLoadAt = now;
    runQuery();
    return true;
  }

  /** The store slot of the selected asset when it passes the filter, else -1. */
  function selectedSlotOf(): number {
    const selectedId = inputs!.selectedAssetId ?? null;
    if (selectedId === null) return -1;
    const asset = inputs!.store.get(selectedId);
    if (!asset || (inputs!.filter && !inputs!.filter(asset))) return -1;
    const c = columns();
    return c.ids.subarray(0, c.count).indexOf(selectedId);
  }

  /** Unclustered points plus the selected asset. */
  let clusterRows = new Int32Array(0);
  function clusterRowsWith(selectedSlot: number): { rows: Int32Array; count: number } {
    const n = query.pointCount + (selectedSlot >= 0 ? 1 : 0);
    if (clusterRows.length < n) clusterRows = new Int32Array(Math.max(n, clusterRows.length * 2, 64));
    clusterRows.set(query.points.subarray(0, query.pointCount));
    if (selectedSlot >= 0) clusterRows[query.pointCount] = selectedSlot;
    return { rows: clusterRows, count: n };
  }

  /** Recomputes the spread when the rows, their positions or the zoom changed (not on a pan). */
  function refreshSpread(): void {
    const zoom = map.getZoom();
    const key = `${frame.version}|${frame.layoutKey}|${frame.length}|${zoom.toFixed(3)}`;
    if (key === spreadKey) return;
    spreadKey = key;
    const n = frame.length;
    worldPx = projectToWorldPx(frame.positions, n, zoom, worldPx);
    if (rowIds.length < n) rowIds = new Int32Array(Math.max(64, n * 2));
    const c = columns();
    for (let row = 0; row < n; row++) rowIds[row] = c.ids[frameRowSlot(frame, row)]!;
    const result = spreadOffsets(worldPx, rowIds, n, { into: offsets });
    offsets = result.offsets;
    spreadCount = result.spread;
  }

  /** The spread offset of a frame row, px. */
  function offsetOf(row: number): [number, number] {
    return spreadCount > 0 ? [offsets[row * 2]!, offsets[row * 2 + 1]!] : [0, 0];
  }

  function refreshLabels(): void {
    if (!inputs!.showLabels || frame.length === 0) {
      labels = { length: 0, positions: labels.positions, names: [] };
      return;
    }
    const key = `${frame.version}|${frame.layoutKey}|${spreadKey}|${map.getCenter().toArray().join(',')}`;
    if (key === labelsKey) return;
    labelsKey = key;
    const [west, south, east, north] = paddedBounds();
    const c = columns();
    // Markers in view (none when there are too many to label readably).
    const inView: number[] = [];
    for (let row = 0; row < frame.length && inView.length <= MAX_LABELS; row++) {
      const lng = frame.positions[row * 2]!;
      const lat = frame.positions[row * 2 + 1]!;
      if (lng >= west && lng <= east && lat >= south && lat <= north) inView.push(row);
    }
    if (inView.length > MAX_LABELS) inView.length = 0;
    const names = inView.map((row) => inputs!.meta.get(c.ids[frameRowSlot(frame, row)]!)?.name ?? '');
    const boxes = inView.map((row, i) => {
      const p = map.project([frame.positions[row * 2]!, frame.positions[row * 2 + 1]!]);
      const [dx, dy] = offsetOf(row);
      return { x: p.x + dx, y: p.y + dy + LABEL_OFFSET_PX, width: estimateLabelWidth(names[i]!, LABEL_FONT_PX), height: LABEL_FONT_PX + 4 };
    });
    const kept = declutterLabels(boxes);
    let positions = labels.positions;
    if (positions.length < kept.length * 2) positions = new Float64Array(Math.max(64, kept.length * 2));
    const labelOffsets = spreadCount > 0 ? new Float32Array(kept.length * 2) : undefined;
    kept.forEach((i, k) => {
      const row = inView[i]!;
      positions[k * 2] = frame.positions[row * 2]!;
      positions[k * 2 + 1] = frame.positions[row * 2 + 1]!;
      if (labelOffsets) [labelOffsets[k * 2], labelOffsets[k * 2 + 1]] = offsetOf(row);
    });
    labels = { length: kept.length, positions, names: kept.map((i) => names[i]!), offsets: labelOffsets, offsetsKey: key };
  }

  /** Where the ring of the selected asset goes: under its marker, spread or not. */
  function selectionRingAt(asset: { lng: number; lat: number; assetId: number }): { lng: number; lat: number } {
    if (spreadCount === 0) return { lng: asset.lng, lat: asset.lat };
    const c = columns();
    for (let row = 0; row < frame.length; row++) {
      if (c.ids[frameRowSlot(frame, row)] !== asset.assetId) continue;
      const [dx, dy] = offsetOf(row);
      if (dx === 0 && dy === 0) break;
      const p = map.project([asset.lng, asset.lat]);
      const at = map.unproject([p.x + dx, p.y + dy]);
      return { lng: at.lng, lat: at.lat };
    }
    return { lng: asset.lng, lat: asset.lat };
  }

  function handleClusterClick(cluster: ClusterDatum): void {
    options.onClusterOpen({ lng: cluster.lng, lat: cluster.lat, assetIds: clusterIndex.members(cluster.id) });
  }

  function handleMarkerClick(row: number): void {
    if (!inputs || row >= frame.length) return;
    const assetId = columns().ids[frameRowSlot(frame, row)]!;
    inputs.onSelect?.(assetId);
  }

  /** Brings rows, frame and layers up to date and registers the layers. */
  function render(forceReload = false): void {
    if (!attached || !inputs) return;
    refreshSlotTypes();
    const filtered = rowFilter.update(inputs.store, inputs.filter, inputs.filterKey);
    let rows: Int32Array | null;
    let rowCount: number;
    let signature: string;
    if (clusteringActive()) {
      const selectedSlot = selectedSlotOf();
      maybeReload(filtered, selectedSlot, forceReload);
      const withSelected = clusterRowsWith(loadedSelected);
      rows = withSelected.rows;
      rowCount = withSelected.count;
      signature = `c|${queryKey}|${typesKey}|${loadedSelected}`;
    } else {
      rows = filtered.rows;
      rowCount = filtered.count;
      signature = `f|${filtered.key}|${typesKey}`;
      loadedVersion = -1; // clustering resumes with a fresh load
    }
    if (signature !== lastRowsSignature) {
      lastRowsSignature = signature;
      rowsKey += 1;
    }
    updateAssetFrame(frame, { columns: columns(), rows, rowCount, slotTypes, rowsKey });
    refreshSpread();
    refreshLabels();
    const selectedId = inputs.selectedAssetId ?? null;
    const selectedAsset = selectedId === null ? undefined : inputs.store.get(selectedId);
    const layers = createAssetLayers({
      id,
      frame,
      atlas: options.atlas === undefined ? iconAtlas() : options.atlas,
      selected: selectedAsset ? selectionRingAt(selectedAsset) : null,
      labels: labels.length ? labels : null,
      offsets: spreadCount > 0 ? offsets : null,
      clusters: clusteringActive() ? query.clusters : [],
      onMarkerClick: handleMarkerClick,
      onClusterClick: handleClusterClick,
    });
    registry.set(id, order, layers);
  }

  const onStoreChange = () => render();
  const onMoveEnd = () => {
    if (clusteringActive() && loadedVersion !== -1) runQuery();
    render();
  };

  function subscribeStore(): void {
    unsubscribeStore?.();
    unsubscribeStore = inputs ? inputs.store.subscribe(onStoreChange) : null;
  }

  const controller: AssetLayerController = {
    setInputs(next) {
      const prev = inputs;
      inputs = next;
      if (!attached) return;
      if (prev?.store !== next.store) subscribeStore();
      const forceReload = prev?.cluster !== next.cluster || prev?.store !== next.store;
      render(forceReload);
    },
    attach() {
      if (attached) return;
      attached = true;
      subscribeStore();
      map.on('moveend', onMoveEnd);
      registry.setAssetProbe(id, { resolve: controller.resolvePick, renderedIds: controller.renderedAssetIds, drawnCount: controller.drawnAssetCount });
      loadedVersion = -1;
      render(true);
    },
    detach() {
      if (!attached) return;
      attached = false;
      unsubscribeStore?.();
      unsubscribeStore = null;
      map.off('moveend', onMoveEnd);
      if (reloadTimer) clearTimeout(reloadTimer);
      reloadTimer = null;
      registry.remove(id);
    },
    renderedAssetIds() {
      if (!inputs) return [];
      const c = columns();
      const ids: number[] = [];
      for (let row = 0; row < frame.length; row++) ids.push(c.ids[frameRowSlot(frame, row)]!);
      return ids;
    },
    drawnAssetCount() {
      if (!inputs) return 0;
      let n = frame.length;
      if (clusteringActive()) for (const c of query.clusters) n += c.count;
      return n;
    },
    resolvePick(layerId, index) {
      if (!inputs || index < 0) return null;
      if (layerId === `${id}-icons` || layerId === `${id}-halo`) {
        return index < frame.length ? [columns().ids[frameRowSlot(frame, index)]!] : [];
      }
      if (layerId === `${id}-clusters`) {
        const cluster = query.clusters[index];
        return cluster ? clusterIndex.members(cluster.id) : [];
      }
      return null;
    },
  };
  return controller;
}
