// One page using the packed @fleet packages the way an outside app would: imports by package name only (their
// `exports` give `dist`), the worker URLs passed in as options, the packages' stylesheets brought in by the bundler.
import type { LiveAsset, MapStyleOption, PlaybackRoutePoint, ReportColumn, ReportRow } from '@fleet/domain';
import { buildPdf, buildWorkbook, createPdfJsLoader, type ExportModel, type PdfModel } from '@fleet/export-kit';
import { createLiveStore } from '@fleet/live-store';
import { AssetLayer, MapDefaultsContext, MapView, PlaybackMarkerLayer, RouteLayer, type AssetMeta, type MapDefaults, type RouteInput } from '@fleet/map-kit';
import { createPlaybackTrack, createPlayerState, frameAt, playerReducer } from '@fleet/playback-engine';
import { ReportGrid } from '@fleet/report-grid';
import { GroupedMultiSelect, type OptionFields, type OptionValue } from '@fleet/select-kit';
import '@fleet/ui/tokens.css';
import { StrictMode, useEffect, useMemo, useReducer, useState } from 'react';
import { createRoot } from 'react-dom/client';

// Given by build.mjs (esbuild `define`): where it copied the worker scripts and wrote the map style.
declare const __MAPLIBRE_WORKER_URL__: string;
declare const __PDFJS_WORKER_URL__: string;
declare const __MAP_STYLE_URL__: string;

/** What the browser test reads. */
interface ConsumerState {
  assetCount: number;
  pdf?: { byteLength: number; base64: string; pages: number };
  xlsx?: { byteLength: number; base64: string };
  errors: string[];
}
declare global {
  interface Window {
    __consumer: ConsumerState;
  }
}
const consumer: ConsumerState = { assetCount: 0, errors: [] };
window.__consumer = consumer;

const absolute = (url: string) => new URL(url, location.href).href;
const STYLES: MapStyleOption[] = [{ id: 'consumer', label: 'Consumer', url: absolute(__MAP_STYLE_URL__) }];
const MAP_DEFAULTS: MapDefaults = { styles: STYLES, mapType: 'consumer', workerUrl: absolute(__MAPLIBRE_WORKER_URL__), testHooks: true };
const loadPdfJs = createPdfJsLoader({ workerSrc: absolute(__PDFJS_WORKER_URL__) });

// --- A handful of live assets around Shah Alam -----------------------------------------------------------------

const ASSETS: { id: number; name: string; group: string; type: AssetMeta['type']; lat: number; lng: number; status: LiveAsset['status'] }[] = [
  { id: 1, name: 'BKA 1001', group: 'North hub', type: 'truck', lat: 3.085, lng: 101.47, status: 'Moving' },
  { id: 2, name: 'BKA 1002', group: 'North hub', type: 'car', lat: 3.09, lng: 101.52, status: 'Parked' },
  { id: 3, name: 'BKB 2001', group: 'South hub', type: 'truck', lat: 3.045, lng: 101.475, status: 'Idling' },
  { id: 4, name: 'BKB 2002', group: 'South hub', type: 'machine', lat: 3.04, lng: 101.53, status: 'Moving' },
  { id: 5, name: 'Staff 7', group: 'Workshop', type: 'staff', lat: 3.065, lng: 101.5, status: 'Inactive' },
];
consumer.assetCount = ASSETS.length;

function createFleet() {
  const store = createLiveStore();
  const assets: LiveAsset[] = ASSETS.map((a, i) => ({
    assetId: a.id,
    time: Date.UTC(2026, 2, 2, 2, i),
    lat: a.lat,
    lng: a.lng,
    speed: a.status === 'Moving' ? 40 : 0,
    heading: i * 60,
    status: a.status,
    ignition: a.status !== 'Inactive',
    fuelPercent: 60,
    temperature: null,
    odometer: 1000 + i,
    address: null,
  }));
  store.apply({ type: 'snapshot', seq: 1, assets });
  const meta = new Map<number, AssetMeta>(ASSETS.map((a) => [a.id, { name: a.name, type: a.type, iconType: a.type, group: a.group }]));
  return { store, meta };
}

// --- A short track: 31 points, one a minute, west to east --------------------------------------------------------

const TRACK_START = Date.UTC(2026, 2, 2, 1, 0);
const ROUTE: PlaybackRoutePoint[] = Array.from({ length: 31 }, (_, i) => ({
  time: `02/03/2026|09:${String(i).padStart(2, '0')}:00`,
  t: TRACK_START + i * 60_000,
  lat: 3.06 + 0.01 * Math.sin(i / 5),
  lng: 101.46 + i * 0.0025,
  heading: 90,
  status: 'Moving',
  speed: 45,
  mileage: 1000 + i * 0.5,
  address: 'Persiaran Kayangan, Shah Alam',
  fuel: null,
  fuelPercent: null,
  temp: null,
  idling: false,
  input: '',
  ignition: true,
  gps: true,
  assetName: 'BKA 1001',
  nextData: i < 30 ? 60_000 : 0,
  overspeed: false,
  event: null,
  poi: null,
}));
const TRACK = createPlaybackTrack(ROUTE);
const ROUTES: RouteInput[] = [{ id: 'track', path: ROUTE.map((p) => [p.lng, p.lat] as [number, number]) }];

function usePlayback() {
  const [player, dispatch] = useReducer(playerReducer, undefined, () => createPlayerState(TRACK.start, TRACK.end));
  // The clock: a tick per animation frame while playing.
  useEffect(() => {
    if (!player.playing) return;
    let last = performance.now();
    let raf = requestAnimationFrame(function step(now) {
      dispatch({ type: 'tick', elapsedMs: now - last });
      last = now;
      raf = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(raf);
  }, [player.playing]);
  const frame = useMemo(() => frameAt(TRACK, player.time), [player.time]);
  return { player, dispatch, frame };
}

// --- Reports: the grid, the PDF and the workbook -----------------------------------------------------------------

const COLUMNS: ReportColumn[] = [
  { header: 'Asset', field: 'assetName', width: 110 },
  { header: 'Time', field: 'time', width: 150 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 80 },
  { header: 'Address', field: 'address', width: 220 },
];
const ROWS: ReportRow[] = ROUTE.filter((_, i) => i % 10 === 0).map((p) => ({
  assetName: p.assetName,
  time: p.time.replace('|', ' | '),
  speed: p.speed,
  address: p.address,
}));
const LABELS = COLUMNS.map((c) => (c.unit ? `${c.header} (${c.unit})` : c.header));

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

async function makePdf(): Promise<ConsumerState['pdf']> {
  const model: PdfModel = {
    title: 'Outside consumer trip',
    columns: COLUMNS.map((c) => ({ header: LABELS[COLUMNS.indexOf(c)]!, field: c.field })),
    rows: ROWS,
    timeRange: { from: TRACK.start, to: TRACK.end },
    timeZone: 'Asia/Kuala_Lumpur',
  };
  const bytes = await buildPdf(model);
  // Read back by pdf.js (export-kit's loader, in its worker) as the export dialog's preview would.
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: bytes.slice() });
  const doc = await task.promise;
  const pages = doc.numPages;
  await task.destroy();
  return { byteLength: bytes.length, base64: toBase64(bytes), pages };
}

async function makeWorkbook(): Promise<ConsumerState['xlsx']> {
  const model: ExportModel = {
    fileName: 'outside-consumer',
    header: [['Outside consumer trip']],
    fields: COLUMNS.map((c) => c.field),
    labels: LABELS,
    data: ROWS,
  };
  const bytes = await buildWorkbook(model);
  return { byteLength: bytes.length, base64: toBase64(bytes) };
}

// --- The grouped multi-select --------------------------------------------------------------------------------------

interface AssetOption {
  group: string;
  name: string;
  id: number;
}
const OPTIONS: AssetOption[] = ASSETS.map((a) => ({ group: a.group, name: a.name, id: a.id }));
const FIELDS: OptionFields<AssetOption> = { group: 'group', text: 'name', value: 'id' };

// --- The page ------------------------------------------------------------------------------------------------------

function App() {
  const [{ store, meta }] = useState(createFleet);
  const { player, dispatch, frame } = usePlayback();
  const [selected, setSelected] = useState<OptionValue[]>([]);
  const [exportState, setExportState] = useState<{ pdf: string; xlsx: string }>({ pdf: 'not built', xlsx: 'not built' });
  const markers = useMemo(
    () => [{ id: 'playback', lng: frame.lng, lat: frame.lat, heading: frame.heading, status: frame.status, iconType: 'truck', label: 'BKA 1001' }],
    [frame],
  );

  const run = (kind: 'pdf' | 'xlsx', make: () => Promise<{ byteLength: number } | undefined>) => {
    setExportState((s) => ({ ...s, [kind]: 'building' }));
    make().then(
      (result) => {
        if (kind === 'pdf') consumer.pdf = result as ConsumerState['pdf'];
        else consumer.xlsx = result as ConsumerState['xlsx'];
        setExportState((s) => ({ ...s, [kind]: `${result?.byteLength} bytes` }));
      },
      (e: unknown) => {
        consumer.errors.push(`${kind}: ${String(e)}`);
        console.error(e);
        setExportState((s) => ({ ...s, [kind]: 'failed' }));
      },
    );
  };

  return (
    <MapDefaultsContext.Provider value={MAP_DEFAULTS}>
      <main style={{ display: 'grid', gridTemplateColumns: '1fr 380px', gap: 16, padding: 16, fontFamily: 'system-ui, sans-serif', fontSize: 13 }}>
        <section>
          <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>@fleet packages from their tarballs</h1>
          <div style={{ height: 420 }}>
            <MapView initialView={{ lat: 3.065, lng: 101.5, zoom: 12 }}>
              <RouteLayer routes={ROUTES} />
              <AssetLayer store={store} meta={meta} />
              <PlaybackMarkerLayer markers={markers} />
            </MapView>
          </div>
          <p>
            <button type="button" data-testid="play" onClick={() => dispatch({ type: 'toggle' })}>
              {player.playing ? 'Pause' : 'Play'}
            </button>{' '}
            <span data-testid="playback-position" data-t={frame.t} data-lat={frame.lat.toFixed(6)} data-lng={frame.lng.toFixed(6)} data-playing={player.playing}>
              {new Date(frame.t).toISOString().slice(11, 19)} UTC at {frame.lat.toFixed(5)}, {frame.lng.toFixed(5)} (point {frame.index + 1} of {ROUTE.length})
            </span>
          </p>
          <ReportGrid columns={COLUMNS} rows={ROWS} />
        </section>
        <aside>
          <h2 style={{ fontSize: 15 }}>Assets</h2>
          <GroupedMultiSelect options={OPTIONS} fields={FIELDS} value={selected} onChange={setSelected} placeholder="Select assets" ariaLabel="Assets" />
          <p data-testid="selected-count">
            {selected.length} selected{selected.length ? `: ${selected.map((v) => OPTIONS.find((o) => o.id === v)?.name).join(', ')}` : ''}
          </p>
          <h2 style={{ fontSize: 15 }}>Export</h2>
          <p>
            <button type="button" data-testid="build-pdf" onClick={() => run('pdf', makePdf)}>
              Build PDF
            </button>{' '}
            <span data-testid="pdf-state">{exportState.pdf}</span>
          </p>
          <p>
            <button type="button" data-testid="build-xlsx" onClick={() => run('xlsx', makeWorkbook)}>
              Build Excel
            </button>{' '}
            <span data-testid="xlsx-state">{exportState.xlsx}</span>
          </p>
        </aside>
      </main>
    </MapDefaultsContext.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
