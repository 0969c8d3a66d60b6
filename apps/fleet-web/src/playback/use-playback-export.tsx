import { MAP_DEFAULTS, MESSAGES, excelHeaderRows, type UnitPreferences } from '@fleet/domain';
import { MIME, PdfExportDialog, buildWorkbook, downloadBytes, downloadUrl, excelFileName, type PdfModel } from '@fleet/export-kit';
import { captureCanvas, composeMapCanvas, fitRouteBounds } from '@fleet/map-kit';
import type { PlayerAction, PlayerState } from '@fleet/playback-engine';
import { ExportPlaybackOptionsDialog, type PlaybackExportOptions } from '@fleet/playback-kit';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState, type ReactNode, type RefObject } from 'react';
import { notify } from '../app/notify';
import { buildPdfOffThread } from '../export/worker-pdf-builder';
import { loadPdfJs } from '../export/pdfjs';
import { columnLabel, playbackExportTable, playbackPdfColumns, type ReplayedAsset } from './playback-data';

/** The export step delays of SPEC §9, ms: hide the panel, fit the route, zoom in, capture and open, restore. */
export const EXPORT_STEP_DELAYS_MS = [0, 10, 400, 600, 1000] as const;
/** The map image in the PDF (SPEC §4, §9): 500 pt wide, margins [left, top, right, bottom]. */
export const PDF_MAP_IMAGE = { width: 500, margins: [48, 30, 160, 0] as const };
/** File name of the downloaded map image (JPEG). */
export const MAP_IMAGE_FILE = 'Playback-Map.jpg';
/** Room kept around the route in the captured map for the Start and End markers and their labels, px. */
export const EXPORT_MARKER_MARGIN_PX = 48;
/** Smallest extent fitted, degrees (~200 m): a parked asset's route does not zoom the map to its limit. */
const EXPORT_MIN_SPAN_DEG = 0.002;

/**
 * Padding for `fitBounds` so that, after the export zoom-in (SPEC §4: +0.38), the whole route still fits with
 * `margin` px to spare: zooming in by z scales the route's box by 2^z around the centre, so the box fitted must be
 * (size − 2·margin) / 2^z.
 */
export function exportFitPadding(width: number, height: number, zoomIn: number, margin = EXPORT_MARKER_MARGIN_PX): { top: number; bottom: number; left: number; right: number } {
  const k = 2 ** zoomIn;
  const x = Math.max(0, Math.min(width / 2 - 1, (width - (width - 2 * margin) / k) / 2));
  const y = Math.max(0, Math.min(height / 2 - 1, (height - (height - 2 * margin) / k) / 2));
  return { top: y, bottom: y, left: x, right: x };
}

/** Where each route's Start and End were in the captured map image (CSS px of the map, and its size), for tests. */
export interface ExportView {
  width: number;
  height: number;
  /** [x, y] of every route's first and last point. */
  ends: [number, number][];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the export menu can do. */
export interface PlaybackExportControls {
  exporting: boolean;
  /** Opens the Export Playback Options dialog (PDF with the map and/or the table). */
  openPdfOptions: () => void;
  exportExcel: () => Promise<void>;
  /** 'Exporting Map', capture, then copy (PNG) to the clipboard or download Playback-Map.jpg. */
  exportMapImage: (to: 'clipboard' | 'download') => Promise<void>;
}

interface Options {
  assets: readonly ReplayedAsset[];
  mapRef: RefObject<MapLibreMap | null>;
  state: PlayerState;
  dispatch: (action: PlayerAction) => void;
  timeZone?: string;
  /** The company's units of the exported table. @default metric */
  units?: UnitPreferences;
  detailsOpen: boolean;
  setDetailsOpen: (open: boolean) => void;
  /** Told where the route's ends were in the captured image. */
  onCaptured?: (view: ExportView) => void;
}

/**
 * The playback exports (SPEC §4): the PDF flow (hide the details panel, exporting flag, fit the whole route with room
 * for the zoom-in, zoom in by 0.38, capture the map when asked, open the PDF dialog with the map image as the third
 * block and the table unless left out, restore the playback time), Excel of the route table, and the map image. The
 * table holds every point of every replayed asset (an Asset column when there are several).
 */
export function usePlaybackExport(o: Options): PlaybackExportControls & { dialogs: ReactNode } {
  const [exporting, setExporting] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [pdf, setPdf] = useState<PdfModel | null>(null);
  const [mapMessage, setMapMessage] = useState(false);
  const names = o.assets.map((a) => a.assetName).join(', ');
  const timeRange = o.assets.length > 0 ? { from: Math.min(...o.assets.map((a) => a.track.start)), to: Math.max(...o.assets.map((a) => a.track.end)) } : undefined;

  const captureMap = (type: 'image/png' | 'image/jpeg'): string | null => {
    const map = o.mapRef.current;
    return captureCanvas(map ? composeMapCanvas(map.getContainer()) : null, type);
  };

  const runPdfFlow = async ({ map, table }: PlaybackExportOptions) => {
    const savedTime = o.state.time;
    const wasOpen = o.detailsOpen;
    await sleep(EXPORT_STEP_DELAYS_MS[0]);
    o.setDetailsOpen(false);
    setExporting(true);
    await sleep(EXPORT_STEP_DELAYS_MS[1]);
    const m = o.mapRef.current;
    // Fit every asset's whole route (the drawn paths) so that Start and End stay inside after the zoom-in.
    const bounds = fitRouteBounds(o.assets.map((a) => a.path), EXPORT_MIN_SPAN_DEG);
    if (m && bounds) {
      m.resize(); // the details panel just closed: the map is wider
      const { clientWidth: w, clientHeight: h } = m.getContainer();
      m.fitBounds(bounds, { padding: exportFitPadding(w, h, MAP_DEFAULTS.playbackExportZoom), animate: false });
    }
    await sleep(EXPORT_STEP_DELAYS_MS[2] - EXPORT_STEP_DELAYS_MS[1]);
    if (m) m.zoomTo(m.getZoom() + MAP_DEFAULTS.playbackExportZoom, { animate: false });
    await sleep(EXPORT_STEP_DELAYS_MS[3] - EXPORT_STEP_DELAYS_MS[2]);
    const image = map ? captureMap('image/png') : null;
    if (m && o.onCaptured) {
      const ends = o.assets.flatMap((a) => (a.path.length > 0 ? [a.path[0]!, a.path[a.path.length - 1]!] : []));
      o.onCaptured({ width: m.getContainer().clientWidth, height: m.getContainer().clientHeight, ends: ends.map((p) => [m.project(p).x, m.project(p).y]) });
    }
    const exportTable = playbackExportTable(o.assets, o.units);
    setPdf({
      title: `Playback - ${names}`,
      columns: playbackPdfColumns(exportTable.columns),
      rows: table ? exportTable.rows : [],
      timeRange,
      timeZone: o.timeZone,
      ...(image ? { image: { png: dataUrlBytes(image), ...PDF_MAP_IMAGE } } : {}),
      table,
    });
    await sleep(EXPORT_STEP_DELAYS_MS[4] - EXPORT_STEP_DELAYS_MS[3]);
    o.dispatch({ type: 'seek', time: savedTime });
    setExporting(false);
    if (wasOpen) o.setDetailsOpen(true);
  };

  const exportExcel = async () => {
    if (!timeRange) return;
    const fileName = `Playback - ${names}`;
    const exportTable = playbackExportTable(o.assets, o.units);
    const bytes = await buildWorkbook({
      fileName,
      header: excelHeaderRows(fileName, timeRange.from, timeRange.to, o.timeZone),
      fields: exportTable.columns.map((c) => c.field),
      labels: exportTable.columns.map(columnLabel),
      colsWidth: exportTable.columns.map((c) => c.width),
      data: exportTable.rows,
    });
    downloadBytes(bytes, excelFileName(fileName), MIME.xlsx);
  };

  const exportMapImage = async (to: 'clipboard' | 'download') => {
    setMapMessage(true);
    await sleep(EXPORT_STEP_DELAYS_MS[2]);
    const image = captureMap(to === 'clipboard' ? 'image/png' : 'image/jpeg');
    setMapMessage(false);
    if (!image) return;
    if (to === 'download') {
      downloadUrl(image, MAP_IMAGE_FILE);
      return;
    }
    try {
      const blob = new Blob([dataUrlBytes(image) as BlobPart], { type: 'image/png' });
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      notify.success(MESSAGES.imageCopied);
    } catch {
      // No clipboard permission (or no ClipboardItem): the file is the way out.
      downloadUrl(captureMap('image/jpeg') ?? image, MAP_IMAGE_FILE);
    }
  };

  const dialogs = (
    <>
      <ExportPlaybackOptionsDialog open={optionsOpen} onOpenChange={setOptionsOpen} onExport={(options) => void runPdfFlow(options)} />
      <PdfExportDialog open={pdf !== null} onOpenChange={(open) => !open && setPdf(null)} report={pdf} build={buildPdfOffThread} loadPdfJs={loadPdfJs} />
      {mapMessage ? (
        <div className="playback-view__exporting-map" role="status" data-testid="exporting-map">
          {MESSAGES.exportingMap}
        </div>
      ) : null}
    </>
  );

  return { exporting, openPdfOptions: () => setOptionsOpen(true), exportExcel, exportMapImage, dialogs };
}
