import { DEFAULT_MAP_TYPE, STORAGE_KEYS, type StatusFilterKey } from '@fleet/domain';
import type { SelectorRoute } from '@fleet/select-kit';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { booleanTextStorage as booleanStorage, stringTextStorage as stringStorage } from './local-text-storage';
import type { MapLayerToggles } from './map-layers-menu';

/** The map type chosen (SPEC §3: kept under `mapType`, default roadmap). */
export const mapTypeAtom = atomWithStorage<string>(STORAGE_KEYS.mapType, DEFAULT_MAP_TYPE, stringStorage, { getOnInit: true });

/** POI polygons shown on the map (kept under `poiVisible`). */
export const poiVisibleAtom = atomWithStorage<boolean>(STORAGE_KEYS.poiVisible, true, booleanStorage, { getOnInit: true });

/** POI labels shown (kept under `poiLabelVisible`); off at first, names crowd a country-wide view. */
export const poiLabelVisibleAtom = atomWithStorage<boolean>(STORAGE_KEYS.poiLabelVisible, false, booleanStorage, { getOnInit: true });

/** The traffic layer (an on/off toggle; not kept across reloads). */
export const trafficVisibleAtom = atom(false);

/** The map-layers menu: clusters (on), heatmap and asset names (off). */
export const mapLayersAtom = atom<MapLayerToggles>({ clusters: true, heatmap: false, labels: false });

/** The status filter of the monitor (v2: several entries; All stands for the four statuses). */
export const statusFilterAtom = atom<StatusFilterKey[]>(['All']);

/** The toolbar's free-text search (asset name, unit or group). */
export const assetSearchAtom = atom('');

/** The asset selection with the route it was made on, so that a new route can clear it (SPEC §2). */
export interface AssetSelectionState {
  route: SelectorRoute | null;
  value: number[];
}

/** The toolbar's asset selection, shared by the map, monitor and the other toolbar pages. */
export const assetSelectionAtom = atom<AssetSelectionState>({ route: null, value: [] });
