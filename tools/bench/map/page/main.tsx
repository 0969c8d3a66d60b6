/**
 * The benchmark and screenshot page of the map-kit: one MapView with an AssetLayer over a live store, plus the old
 * designs (DOM markers, a rebuilt GeoJSON source) in the same page. `?mode=bench` exposes `window.__bench` for
 * tools/bench/map/run.ts; `?mode=shah-alam`, `?mode=shah-alam-clusters` and `?mode=malaysia` show a fixture fleet for screenshots.
 */
import type { LiveAsset, Poi, TrafficSegment } from '@fleet/domain';
import { createLiveStore } from '@fleet/live-store';
import { AssetLayer, CircleLayer, MapView, PoiLayer, PolylineLayer, TrafficLayer } from '@fleet/map-kit';
import { createFixtureFleet, MALAYSIA_HUBS, moveFixtureFleet, SHAH_ALAM } from '@fleet/map-kit/testing';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { addDomMarkers, addGeoJsonLayer, buildFeatureCollection, GEOJSON_SOURCE, mapIdle } from './baselines';
import { afterPaint, afterRenderWhere, frames, median, notifyAfterRender } from './frames';

// The page reads window.__fleetMap (MapView exposes it in production builds only with this flag).
localStorage.setItem('fleetTestHooks', '1');
const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'bench';
const store = createLiveStore();
let map: MapLibreMap | null = null;
let mapLoaded: () => void;
const loaded = new Promise<void>((r) => (mapLoaded = r));

const rendered = () => window.__fleetMap?.renderedAssetIds().length ?? 0;

// Fleets: 10,000 around Shah Alam (P1); 100,000 spread over the peninsula's hubs (P2).
const WIDE_HUBS = MALAYSIA_HUBS.map((h) => ({ ...h, radiusKm: h.radiusKm * 6 }));
const fleet10k = mode === 'bench' ? createFixtureFleet({ count: 10_000, seed: 11, hubs: [SHAH_ALAM] }) : null;
const fleet100k = mode === 'bench' ? createFixtureFleet({ count: 100_000, seed: 12, hubs: WIDE_HUBS, firstId: 100_001 }) : null;
const showcase =
  mode === 'malaysia'
    ? createFixtureFleet({ count: 400, seed: 3, hubs: MALAYSIA_HUBS })
    : createFixtureFleet({ count: 300, seed: 5, hubs: [{ ...SHAH_ALAM, radiusKm: 3.5 }] });
const meta = new Map([...(fleet10k?.meta ?? []), ...(fleet100k?.meta ?? []), ...showcase.meta]);

function applySnapshot(assets: LiveAsset[]): void {
  store.apply({ type: 'snapshot', seq: store.seq + 1, assets });
}

const bench = {
  ready: () => loaded.then(() => (map!.loaded() ? undefined : mapIdle(map!))).then(() => frames(3)),
  /** P1, ours: snapshot of 10,000 -> first deck.gl frame that draws all of them. */
  async p1Ours(): Promise<{ ms: number; applyMs: number; paintedMs: number }> {
    const assets = fleet10k!.assets;
    applySnapshot([]);
    await frames(3);
    const t0 = performance.now();
    applySnapshot(assets);
    const applyMs = performance.now() - t0;
    const t1 = await afterRenderWhere(() => rendered() === assets.length);
    const t2 = await afterPaint();
    return { ms: t1 - t0, applyMs, paintedMs: t2 - t0 };
  },
  /** P1, baseline: the same 10,000 as DOM markers in batches of 100 every 30 ms, until the last is painted. */
  async p1Dom(): Promise<{ ms: number }> {
    applySnapshot([]);
    await frames(3);
    const t0 = performance.now();
    const markers = await addDomMarkers(map!, fleet10k!.assets, meta);
    const t1 = performance.now();
    for (const m of markers) m.remove();
    await frames(3);
    return { ms: t1 - t0 };
  },
  /** P2, ours: 100,000 in the store; deltas of 10,000 moved; time to the next deck.gl frame. */
  async p2Ours(rounds = 5): Promise<{ ms: number; applyMs: number; paintedMs: number; all: number[] }> {
    let assets = fleet100k!.assets;
    applySnapshot(assets);
    await afterRenderWhere(() => rendered() === assets.length);
    await frames(5);
    const times: number[] = [];
    const painted: number[] = [];
    const applies: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const delta = moveFixtureFleet(assets, { share: 0.1, seed: 100 + r });
      const byId = new Map(delta.map((a) => [a.assetId, a]));
      await frames(2);
      const t0 = performance.now();
      store.apply({ type: 'delta', seq: store.seq + 1, assets: delta });
      applies.push(performance.now() - t0);
      const t1 = await afterRenderWhere();
      const t2 = await afterPaint();
      times.push(t1 - t0);
      painted.push(t2 - t0);
      assets = assets.map((a) => byId.get(a.assetId) ?? a);
    }
    return { ms: median(times), applyMs: median(applies), paintedMs: median(painted), all: times };
  },
  clear() {
    applySnapshot([]);
    return frames(3);
  },
  /** P2, baseline: the same deltas, applied by rebuilding a GeoJSON source of all 100,000 features until idle. */
  async p2GeoJson(rounds = 3): Promise<{ ms: number; syncMs: number; all: number[] }> {
    let assets = fleet100k!.assets;
    const source = map!.getSource(GEOJSON_SOURCE) ? map!.getSource(GEOJSON_SOURCE)! : addGeoJsonLayer(map!);
    const geojson = source as ReturnType<typeof addGeoJsonLayer>;
    geojson.setData(buildFeatureCollection(assets));
    await mapIdle(map!);
    await frames(5);
    const times: number[] = [];
    const syncs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const delta = moveFixtureFleet(assets, { share: 0.1, seed: 100 + r });
      await frames(2);
      const t0 = performance.now();
      const byId = new Map(delta.map((a) => [a.assetId, a]));
      assets = assets.map((a) => byId.get(a.assetId) ?? a);
      const idle = mapIdle(map!);
      geojson.setData(buildFeatureCollection(assets));
      syncs.push(performance.now() - t0);
      const t1 = await idle;
      times.push(t1 - t0);
    }
    map!.removeLayer(GEOJSON_SOURCE);
    map!.removeSource(GEOJSON_SOURCE);
    await frames(3);
    return { ms: median(times), syncMs: median(syncs), all: times };
  },
  jumpTo(lat: number, lng: number, zoom: number) {
    map!.jumpTo({ center: [lng, lat], zoom });
    return mapIdle(map!).then(() => frames(2));
  },
  afterPaint,
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

const POIS: Poi[] = [
  {
    id: 1,
    name: 'Seksyen 7 Depot',
    paths: [
      { lat: 3.0712, lng: 101.4862 },
      { lat: 3.0712, lng: 101.4902 },
      { lat: 3.0682, lng: 101.4902 },
      { lat: 3.0682, lng: 101.4862 },
    ],
    metadata: { name: 'Seksyen 7 Depot', lat: 3.0697, lng: 101.4882, type: 'depot', color: '#283490' },
    meta: { type: 'depot', color: '#283490' },
    groups: [],
  },
];
const TRAFFIC: TrafficSegment[] = [
  { path: [[101.4816, 3.0608], [101.4849, 3.0620], [101.4869, 3.0625], [101.4889, 3.0631]], speedKmh: 20, ratio: 0.25, samples: 12 },
  { path: [[101.4912, 3.0633], [101.4912, 3.0649], [101.4913, 3.0673]], speedKmh: 40, ratio: 0.6, samples: 8 },
  { path: [[101.4823, 3.0711], [101.4847, 3.0729], [101.4879, 3.0753]], speedKmh: 55, ratio: 0.9, samples: 9 },
];

function App() {
  const [selected, setSelected] = useState<number | null>(mode.startsWith('shah-alam') ? showcase.assets[0]!.assetId : null);
  const view =
    mode === 'bench'
      ? { lat: SHAH_ALAM.lat, lng: SHAH_ALAM.lng, zoom: 13 }
      : mode === 'malaysia'
        ? undefined
        : mode === 'shah-alam-closeup'
          ? { lat: showcase.assets[0]!.lat, lng: showcase.assets[0]!.lng, zoom: 16.5 }
          : { lat: SHAH_ALAM.lat, lng: SHAH_ALAM.lng, zoom: 13 };
  return (
    <MapView
      initialView={view}
      onLoad={(m) => {
        map = m;
        mapLoaded();
      }}
      onAfterRender={notifyAfterRender}
    >
      {mode.startsWith('shah-alam') ? (
        <>
          <TrafficLayer segments={TRAFFIC} visible />
          <PoiLayer pois={POIS} visible showLabels />
          <PolylineLayer id="route" path={[[101.478, 3.0615], [101.4816, 3.0608], [101.4889, 3.0631], [101.4912, 3.0649]]} />
          <CircleLayer id="geofence" center={{ lat: 3.0745, lng: 101.5035 }} radiusMeters={350} color="#FF9F43" />
        </>
      ) : null}
      <AssetLayer
        store={store}
        meta={meta}
        cluster={mode === 'malaysia' || mode === 'shah-alam-clusters'}
        showLabels={mode.startsWith('shah-alam')}
        selectedAssetId={selected}
        onSelect={setSelected}
      />
    </MapView>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
if (mode !== 'bench') applySnapshot(showcase.assets);
