import {
  deleteFuelReceipt,
  deleteTollReceipt,
  fetchPlayback,
  fetchPtoAnalysis,
  fetchReport,
  fetchUpload,
  submitReceipt,
  uploadReceiptFile,
  useApiClient,
} from '@fleet/api';
import { MESSAGES, type AssetSelectionItem, type ReceiptInfo, type ReportRow } from '@fleet/domain';
import {
  AddFuelReceiptForm,
  FuelChart,
  MapEmbed,
  ModalTable,
  PtoAnalysisView,
  ReceiptCards,
  ReportModal,
  fuelChartSeries,
  type FuelReceiptRow,
  type RefuelEventPrefill,
} from '@fleet/report-modals';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { createFileOpener } from '../app/create-file-opener';
import { loadPdfJs } from '../export/pdfjs';
import { buildPdfOffThread } from '../export/worker-pdf-builder';
import { notify } from '../app/notify';
import { replayedAssets } from '../playback/playback-data';
import { PlaybackView } from '../playback/playback-view';
import '../playback/playback.css';
import { sessionAtom, timeZoneAtom, unitsAtom } from '../session/session-atoms';

/** A report detail opened over the reports screen (SPEC §2). */
export type ReportDetail =
  | { kind: 'fuel-receipts' | 'toll-receipts'; rows: readonly ReportRow[] }
  | { kind: 'add-receipt'; prefill?: RefuelEventPrefill }
  | { kind: 'fuel-chart'; assetId: number; assetName: string; from: number; to: number }
  | { kind: 'map'; lat: number; lng: number; label: string }
  | { kind: 'status-changes'; assetId: number; assetName: string; from: number; to: number }
  | { kind: 'playback'; assetId: number; assetName: string; from: number; to: number }
  | { kind: 'pto'; assetId: number; assetName: string; from: number; to: number; input: string };

/** The assets a fuel receipt may be for. */
export interface ReceiptAssets {
  vehicles: readonly AssetSelectionItem[];
  maintenanceAssets: readonly { id: number; name: string }[];
}

/** Props of {@link ReportDetails}. */
export interface ReportDetailsProps {
  detail: ReportDetail;
  /**
   * What Add Fuel Receipt offers, loaded when it opens (the asset list may still be on its way): the vehicles (assets
   * that take fuel) and the maintenance assets instead (forklifts, generators...).
   */
  loadReceiptAssets: () => Promise<ReceiptAssets>;
  onClose: () => void;
  /** Runs the report again (after a receipt was deleted or added). */
  onChanged: () => void;
  /** What the modal tables' PDFs carry: the company logo (and why the default is used), the zone of their times. */
  pdf?: { logo?: Uint8Array; logoNote?: string | null; timeZone?: string };
}

const num = (v: ReportRow[string] | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The point of a row, when it has one. */
function pointOf(row: ReportRow): { lat: number; lng: number } | null {
  const lat = num(row['latitude']);
  const lng = num(row['longitude']);
  return lat === null || lng === null ? null : { lat, lng };
}

/** A refuel row of the Fuel report as the Add Fuel Receipt prefill (SPEC §3). */
export function refuelPrefill(row: ReportRow): RefuelEventPrefill {
  return {
    assetId: num(row['assetId']),
    address: typeof row['address'] === 'string' ? row['address'] : null,
    refuelVolume: num(row['change']),
    refuelTime: typeof row['time'] === 'string' ? row['time'] : null,
  };
}

/**
 * The detail modals of the reports screen: receipt cards with Delete Receipt, Add Fuel Receipt, the Fuel Chart of an
 * asset's period, the map of a row's point, an asset's status changes in a modal table (its address opens the map) and a
 * machine's PTO analysis. Each loads through the modal's
 * loader; nothing to show closes it.
 */
export function ReportDetails({ detail, loadReceiptAssets, onClose, onChanged, pdf = {} }: ReportDetailsProps) {
  const timeZone = useAtomValue(timeZoneAtom);
  const units = useAtomValue(unitsAtom);
  const client = useApiClient();
  const uid = useAtomValue(sessionAtom).userInfo?.uid ?? '';
  // Receipt files are fetched with the bearer and shown from a blob: URL: no token ever goes into a link.
  const openFile = useMemo(() => createFileOpener({ fetchFile: (url) => fetchUpload(client, url), notify }), [client]);

  switch (detail.kind) {
    case 'fuel-receipts':
    case 'toll-receipts': {
      const fuel = detail.kind === 'fuel-receipts';
      const remove = async (id: number | string) => {
        try {
          await (fuel ? deleteFuelReceipt : deleteTollReceipt)(client, Number(id));
        } catch (error) {
          notify.error(`${MESSAGES.receiptDeleteFailedTitle}: ${MESSAGES.receiptDeleteFailed}`);
          throw error;
        }
        notify.success(`${MESSAGES.receiptDeletedTitle}: ${MESSAGES.receiptDeleted}`);
        onClose();
        onChanged();
      };
      return (
        <ReportModal
          title={fuel ? 'Fuel Receipts' : 'Toll Receipts'}
          loader={async () => (detail.rows.length > 0 ? detail.rows : null)}
          onClose={onClose}
        >
          {(rows) =>
            fuel ? (
              <ReceiptCards kind="fuel" receipts={rows as unknown as FuelReceiptRow[]} onDelete={remove} onOpenFile={openFile} volumeUnit={units.volume} />
            ) : (
              <ReceiptCards kind="toll" receipts={rows as unknown as FuelReceiptRow[]} onDelete={remove} />
            )
          }
        </ReportModal>
      );
    }
    case 'add-receipt': {
      const submit = async (info: ReceiptInfo) => {
        const answer = await submitReceipt(client, { uid }, info);
        if (answer.success) notify.success(`${MESSAGES.receiptAddedTitle}: ${MESSAGES.receiptAdded}`);
        else notify.error(answer.error || MESSAGES.receiptAddFailed);
        onClose();
        if (answer.success) onChanged();
      };
      return (
        <ReportModal title="Add Fuel Receipt" loader={loadReceiptAssets} onClose={onClose} width={640}>
          {({ vehicles, maintenanceAssets }) => (
            <AddFuelReceiptForm
              vehicles={vehicles}
              maintenanceAssets={maintenanceAssets}
              prefill={detail.prefill ?? null}
              upload={async (file, onProgress) => uploadReceiptFile(client, file, file.name, { onProgress })}
              onSubmit={submit}
              onCancel={onClose}
              onOpenFile={openFile}
              units={units}
            />
          )}
        </ReportModal>
      );
    }
    case 'fuel-chart':
      return (
        <ReportModal
          title={`Fuel Chart · ${detail.assetName}`}
          loader={async (signal) => {
            const history = await fetchReport(client, { type: 'history', assetIds: [detail.assetId], from: detail.from, to: detail.to }, signal);
            const points = fuelChartSeries(history.rows);
            return points.length > 0 ? points : null;
          }}
          onClose={onClose}
        >
          {(points) => <FuelChart points={points} timeZone={timeZone} units={units} />}
        </ReportModal>
      );
    case 'map':
      return (
        <ReportModal title={detail.label || 'Map'} loader={async () => detail} onClose={onClose} width={720}>
          {(p) => <MapEmbed lat={p.lat} lng={p.lng} label={p.label} />}
        </ReportModal>
      );
    case 'playback':
      return (
        <ReportModal
          title={`Playback · ${detail.assetName}`}
          loader={async (signal) => {
            // Overspeed marking by default in the reports' Playback modal (SPEC §2).
            const answer = await fetchPlayback(
              client,
              { timeRange: { start: detail.from, end: detail.to }, configuration: { speedType: 'overspeed' }, uid, units: [detail.assetId] },
              signal,
            );
            const assets = replayedAssets([answer]);
            return assets.length > 0 ? assets : null;
          }}
          onClose={onClose}
          width={1200}
        >
          {(assets) => (
            <div className="report-playback" data-testid="report-playback">
              <PlaybackView assets={assets} markOverspeed />
            </div>
          )}
        </ReportModal>
      );
    case 'pto':
      return (
        <ReportModal
          title={`PTO Analysis · ${detail.assetName}`}
          loader={(signal) => fetchPtoAnalysis(client, { assetId: detail.assetId, from: detail.from, to: detail.to, input: detail.input }, signal)}
          onClose={onClose}
          width={1200}
        >
          {(analysis) => <PtoAnalysisView analysis={analysis} timeZone={timeZone} />}
        </ReportModal>
      );
    case 'status-changes': {
      const mapView = (row: ReportRow) => {
        const at = pointOf(row);
        return at ? <MapEmbed lat={at.lat} lng={at.lng} label={String(row['address'] || row['coordinates'] || '')} /> : <p>No position.</p>;
      };
      return (
        <ReportModal
          title={`Status changes · ${detail.assetName}`}
          loader={async (signal) => {
            const r = await fetchReport(client, { type: 'history', assetIds: [detail.assetId], from: detail.from, to: detail.to }, signal);
            // One row per status spell: where the status changes.
            const spells = r.rows.filter((row, i) => i === 0 || row['status'] !== r.rows[i - 1]?.['status']);
            // The answer's columns: they carry the company's units, as the rows do.
            const columns = r.columns.filter((c) => ['time', 'status', 'speed', 'fuel', 'address', 'coordinates'].includes(c.field));
            return spells.length > 0 ? { rows: spells, columns } : null;
          }}
          onClose={onClose}
          width={1000}
        >
          {({ rows, columns }) => (
            <ModalTable
              title={`History · ${detail.assetName}`}
              columns={columns}
              rows={rows}
              nestedViews={{ address: mapView, coordinates: mapView }}
              timeRange={{ from: detail.from, to: detail.to }}
              pdfLogo={pdf.logo}
              pdfOptions={{ timeZone: pdf.timeZone ?? timeZone, logoNote: pdf.logoNote, build: buildPdfOffThread, loadPdfJs }}
            />
          )}
        </ReportModal>
      );
    }
  }
}
