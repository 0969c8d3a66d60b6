import { assetsQueryOptions, fetchReportWorkbook, isApiError, reportQueryKey, useDrivers, useApiClient, useAssets, useMapConfig, useReport, type ReportRequest } from '@fleet/api';
import {
  DEFAULT_MAPS_URL_TEMPLATE,
  FUEL_VEHICLE_TYPES,
  hasPageAccess,
  MAINTENANCE_ASSET_TYPES,
  MESSAGES,
  WEB_TEXTS,
  REPORT_SCHEDULE_TEXTS,
  REPORT_TYPES,
  SERVER_PDF_MIN_ROWS,
  SERVER_XLSX_JOB_MIN_ROWS,
  reportJobProgressText,
  fillMapsUrl,
  type AssetSelectionItem,
  type AssetSummary,
  type ReportRow,
  type ReportTypeId,
} from '@fleet/domain';
import { MIME, PdfExportDialog, excelFileName, loadImageAsPng, useReportLogo } from '@fleet/export-kit';
import { ReportGrid, rowCoordinates, type ReportGridView, type ReportRowAction } from '@fleet/report-grid';
import { AssetSelector, SingleSelect } from '@fleet/select-kit';
import { Button } from '@fleet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../app/notify';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { saveBytes } from './report-download';
import { uploadAwareLogoLoader } from './upload-logo-loader';
import { reportPdfModel } from './report-pdf';
import { ReportDetails, refuelPrefill, type ReceiptAssets, type ReportDetail } from './report-details';
import { defaultPeriod, fromLocalInputValue, periodError } from './report-period';
import { useServerExport } from './use-server-export';
import { buildPdfOffThread } from '../export/worker-pdf-builder';
import { loadPdfJs } from '../export/pdfjs';
import './reports.css';

/** Props of {@link ReportsPage}. */
export interface ReportsPageProps {
  /** Route parameter: the asset to preselect (its unit id, or its asset id). */
  assetId?: string;
  assetName?: string;
}

/** The asset a route parameter names: by unit id first, then by asset id. */
export function preselectFromParam(assets: readonly AssetSelectionItem[], assetId: string | undefined): number[] {
  if (!assetId) return [];
  const byUnit = assets.find((a) => a.unitId === assetId);
  if (byUnit) return [byUnit.assetId];
  const byId = assets.find((a) => String(a.assetId) === assetId);
  return byId ? [byId.assetId] : [];
}

/** The link of a point in the configured maps service (OpenStreetMap unless MAPS_URL_TEMPLATE says otherwise). */
export function mapsUrl(lat: number, lng: number, template: string = DEFAULT_MAPS_URL_TEMPLATE): string {
  return fillMapsUrl(template, lat, lng);
}

/** Rows that open the PTO analysis: those of the Input reports, and Summary rows of machines. */
export function ptoRow(type: ReportTypeId, row: ReportRow, machineIds: ReadonlySet<number>): boolean {
  if (type === 'input' || type === 'input2' || type === 'input3') return true;
  return type === 'summary' && typeof row['assetId'] === 'number' && machineIds.has(row['assetId']);
}

function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The type of an asset of the list ('item' when unknown: never offered for fuel). */
/**
 * What Add Fuel Receipt offers: the assets that take fuel (vehicles and boats, grouped as the selector groups them)
 * and the maintenance assets instead (machines).
 */
function receiptAssetsOf(list: readonly AssetSummary[]): ReceiptAssets {
  return {
    vehicles: list.filter((a) => FUEL_VEHICLE_TYPES.includes(a.type)).map(({ assetId, assetName, assetGroup, unitId }) => ({ assetId, assetName, assetGroup, unitId })),
    maintenanceAssets: list.filter((a) => MAINTENANCE_ASSET_TYPES.includes(a.type)).map((a) => ({ id: a.assetId, name: a.assetName })),
  };
}

/**
 * The Reports screen (SPEC §2): assets, report type and period in the toolbar row, Run, Excel and PDF exports of
 * what the grid shows, and the report grid.
 */
export function ReportsPage({ assetId }: ReportsPageProps) {
  const client = useApiClient();
  const assetsQuery = useAssets();
  const mapConfig = useMapConfig();
  const assetList = assetsQuery.data;
  const items = useMemo<AssetSelectionItem[]>(
    () => (assetList ?? []).map(({ assetId: id, assetName, assetGroup, unitId }) => ({ assetId: id, assetName, assetGroup, unitId })),
    [assetList],
  );

  const machineIds = useMemo(() => new Set((assetList ?? []).filter((a) => a.type === 'machine').map((a) => a.assetId)), [assetList]);

  const [selection, setSelection] = useState<number[]>([]);
  const [preselectedFor, setPreselectedFor] = useState<string | undefined | null>(null);
  useEffect(() => {
    if (assetList === undefined || preselectedFor === (assetId ?? '')) return;
    setPreselectedFor(assetId ?? '');
    setSelection(preselectFromParam(items, assetId));
  }, [assetList, items, assetId, preselectedFor]);

  const [type, setType] = useState<ReportTypeId | null>(null);
  // One clock: the period is picked and read in the user's zone (their own, else the company's), never the browser's.
  const timeZone = useAtomValue(timeZoneAtom);
  const [period, setPeriod] = useState(() => defaultPeriod(timeZone));
  const from = fromLocalInputValue(period.from, timeZone);
  const to = fromLocalInputValue(period.to, timeZone, true);
  const invalid = periodError(from, to);

  const [request, setRequest] = useState<ReportRequest | null>(null);
  const report = useReport(request);
  const result = report.data;
  const [view, setView] = useState<ReportGridView | null>(null);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [detail, setDetail] = useState<ReportDetail | null>(null);
  // The company logo of the PDFs (SPEC §3 logo_big_url), read once; the default logo when empty or unreadable.
  // A company logo uploaded here (`/v2/uploads/...`) is read with the bearer, never with a token in its URL.
  const loadLogo = useMemo(() => uploadAwareLogoLoader(client, loadImageAsPng), [client]);
  const { logo, note: logoNote } = useReportLogo(useAtomValue(userInfoAtom)?.logo_big_url, loadLogo);

  const queryClient = useQueryClient();
  // Opened before the asset list arrived, Add Fuel Receipt waits for it (its modal shows loading meanwhile).
  const loadReceiptAssets = async () => receiptAssetsOf(await queryClient.ensureQueryData(assetsQueryOptions(client)));
  const [cancelled, setCancelled] = useState(false);
  // Transport management's drivers: a report of one driver's time on the vehicles (page key tms).
  const transport = hasPageAccess(useAtomValue(userInfoAtom)?.access.pages, 'tms');
  const drivers = useDrivers({ enabled: transport });
  const [driverId, setDriverId] = useState<number | null>(null);
  const run = () => {
    if (type === null || invalid !== null || from === null || to === null) return;
    setCancelled(false);
    setRequest({ type, assetIds: selection, from, to, ...(driverId !== null ? { driverId } : {}) });
  };
  // Stops the report in flight: its request is aborted and the page forgets it.
  const cancel = () => {
    if (!request) return;
    void queryClient.cancelQueries({ queryKey: reportQueryKey(request) });
    queryClient.removeQueries({ queryKey: reportQueryKey(request), exact: true });
    setRequest(null);
    setCancelled(true);
  };

  const columns = useMemo(() => view?.visibleColumns ?? result?.columns ?? [], [view, result]);
  const rows = useMemo<readonly ReportRow[]>(() => view?.rows ?? result?.rows ?? [], [view, result]);
  const timeRange = useMemo(() => (request ? { from: request.from, to: request.to } : undefined), [request]);
  // Exports wait for the whole report (its rows stream in until then).
  const hasData = !!result && !report.isFetching;

  const exportView = () => ({ fields: columns.map((c) => c.field), search: view?.search ?? '', sort: view?.sort ?? null });
  const exportExcel = async () => {
    if (!result || !request) return;
    // A big one as a job, with its progress and Cancel export.
    if (rows.length > SERVER_XLSX_JOB_MIN_ROWS) return serverExport.start(request, exportView(), 'xlsx');
    setExporting(true);
    try {
      // The server builds and streams the workbook (fast for 100,000s of rows); it applies the grid's view.
      const bytes = await fetchReportWorkbook(client, request, exportView());
      saveBytes(bytes, excelFileName(result.title), MIME.xlsx);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  // Memoised: a new model regenerates the preview.
  const pdfModel = useMemo(
    () => (result ? reportPdfModel({ result, columns, rows, timeRange, timeZone, logo }) : null),
    [result, columns, rows, timeRange, timeZone, logo],
  );

  // A big report's PDF (and Excel) is built on the server as a job (progress, cancel, then the download); the page
  // stays responsive.
  const serverExport = useServerExport();
  const exportRunning = serverExport.job?.state === 'running';
  const runningXlsx = exportRunning && serverExport.job?.fileName.endsWith('.xlsx') === true;
  const exportPdf = () => {
    if (!request || rows.length <= SERVER_PDF_MIN_ROWS) {
      setPdfOpen(true);
      return;
    }
    if (window.confirm(MESSAGES.pdfTooManyRows)) void serverExport.start(request, exportView(), 'pdf');
  };

  const openRow = (row: ReportRow) => {
    const at = rowCoordinates(row);
    if (at) window.open(mapsUrl(at.lat, at.lng, mapConfig.data?.mapsUrlTemplate), '_blank', 'noopener,noreferrer');
  };

  /** The detail modals a row opens: its point on our map, a refuel's receipt, an asset's fuel chart or status changes. */
  const rowActions = (row: ReportRow): ReportRowAction[] => {
    const actions: ReportRowAction[] = [];
    const at = rowCoordinates(row);
    const label = String(row['address'] || row['coordinates'] || '');
    if (at) actions.push({ label: 'Map', testId: 'row-map', run: () => setDetail({ kind: 'map', lat: at.lat, lng: at.lng, label }) });
    const assetId = typeof row['assetId'] === 'number' ? row['assetId'] : null;
    const assetName = String(row['assetName'] ?? '');
    const hasFuel = request?.type === 'fuel' || (request?.type === 'summary' && typeof row['fuel'] === 'number');
    if (request && assetId !== null && hasFuel) {
      actions.push({ label: 'Chart', testId: 'row-fuel-chart', run: () => setDetail({ kind: 'fuel-chart', assetId, assetName, from: request.from, to: request.to }) });
    }
    if (request && assetId !== null && request.type === 'summary') {
      actions.push({ label: 'Stops', testId: 'row-status-changes', run: () => setDetail({ kind: 'status-changes', assetId, assetName, from: request.from, to: request.to }) });
    }
    if (request && assetId !== null && ['history', 'summary', 'alarm', 'notification', 'fatigue-driving', 'history-watch'].includes(request.type)) {
      actions.push({ label: 'Playback', testId: 'row-playback', run: () => setDetail({ kind: 'playback', assetId, assetName, from: request.from, to: request.to }) });
    }
    if (request && assetId !== null && ptoRow(request.type, row, machineIds)) {
      const input = request.type === 'summary' ? 'din1' : String(row['input'] || 'din1');
      actions.push({ label: 'PTO', testId: 'row-pto', run: () => setDetail({ kind: 'pto', assetId, assetName, from: request.from, to: request.to, input }) });
    }
    if (request?.type === 'fuel' && row['title'] === 'Refuel') {
      actions.push({ label: 'Receipt', testId: 'row-add-receipt', run: () => setDetail({ kind: 'add-receipt', prefill: refuelPrefill(row) }) });
    }
    return actions;
  };
  const receiptKind = result?.type === 'fuel-receipt' ? 'fuel-receipts' : result?.type === 'toll-receipt' ? 'toll-receipts' : null;

  const loading = report.isFetching || assetsQuery.isPending;

  return (
    <div className="reports-page" data-testid="reports-page">
      <div className="reports-page__toolbar">
        <AssetSelector assets={items} value={selection} onChange={setSelection} disabled={assetsQuery.isPending} />
        <SingleSelect
          options={REPORT_TYPES.map((t) => ({ value: t.id, label: t.label }))}
          value={type}
          onChange={(value) => setType(value as ReportTypeId)}
          placeholder="Report type"
          ariaLabel="Report type"
          testId="report-type"
          width={200}
        />
        {transport && (drivers.data ?? []).length > 0 ? (
          <SingleSelect
            options={[{ value: 0, label: 'All drivers' }, ...(drivers.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
            value={driverId ?? 0}
            onChange={(value) => setDriverId(Number(value) === 0 ? null : Number(value))}
            placeholder="All drivers"
            ariaLabel="Driver"
            testId="report-driver"
            width={180}
          />
        ) : null}
        <label className="reports-page__field">
          From
          <input
            type="datetime-local"
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            aria-invalid={invalid !== null}
            data-testid="report-from"
          />
        </label>
        <label className="reports-page__field">
          To
          <input
            type="datetime-local"
            value={period.to}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
            aria-invalid={invalid !== null}
            data-testid="report-to"
          />
        </label>
        {report.isFetching ? (
          <Button size="sm" variant="secondary" onClick={cancel} data-testid="report-cancel">
            {WEB_TEXTS.reportCancel}
          </Button>
        ) : (
          <Button size="sm" onClick={run} disabled={type === null || invalid !== null} data-testid="report-run">
            Run
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => void exportExcel()} loading={exporting || runningXlsx} disabled={!hasData || exportRunning} data-testid="report-export-excel">
          Excel
        </Button>
        <Button size="sm" variant="secondary" onClick={exportPdf} disabled={!hasData || exportRunning} loading={exportRunning && !runningXlsx} data-testid="report-export-pdf">
          PDF
        </Button>
        {receiptKind ? (
          <Button size="sm" variant="secondary" onClick={() => setDetail({ kind: receiptKind, rows })} disabled={!hasData} data-testid="report-receipts">
            Receipts
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setDetail({ kind: 'add-receipt' })} data-testid="report-add-receipt">
          Add Fuel Receipt
        </Button>
        <Link to="/alerts" search={{ tab: 'schedules' }} className="reports-page__schedules" data-testid="report-schedules-link">
          {REPORT_SCHEDULE_TEXTS.title}
        </Link>
        {type !== null ? (
          <Link
            to="/alerts"
            search={{ tab: 'schedules', newSchedule: type, ...(selection.length > 0 ? { assets: selection.join(',') } : {}) }}
            className="reports-page__schedules"
            data-testid="report-schedule-this"
          >
            {REPORT_SCHEDULE_TEXTS.scheduleThis}
          </Link>
        ) : null}
      </div>
      {invalid !== null ? (
        <p className="reports-page__error" role="alert" data-testid="report-period-error">
          {invalid}
        </p>
      ) : null}
      <div className="reports-page__banner" data-visible={loading} aria-hidden={!loading} role="status" data-testid="reports-banner">
        {loading ? MESSAGES.fetchingData : null}
        {loading && result ? <span data-testid="report-rows-so-far"> {WEB_TEXTS.reportRowsSoFar(result.rows.length)}</span> : null}
      </div>
      {cancelled ? (
        <p className="reports-page__note" role="status" data-testid="report-cancelled">
          {WEB_TEXTS.reportCancelled}
        </p>
      ) : null}
      {serverExport.job?.state === 'running' ? (
        <div className="reports-page__export" role="status" data-testid="report-export-progress">
          <span data-testid="report-export-progress-text">{reportJobProgressText(serverExport.job)}</span>
          <progress max={serverExport.job.total || 1} value={serverExport.job.phase === 'file' ? serverExport.job.done : undefined} aria-label="Export progress" />
          <Button size="sm" variant="secondary" onClick={() => void serverExport.cancel()} data-testid="report-export-cancel">
            {WEB_TEXTS.exportCancel}
          </Button>
        </div>
      ) : serverExport.job?.state === 'cancelled' ? (
        <p className="reports-page__note" role="status" data-testid="report-export-cancelled">
          {WEB_TEXTS.exportCancelled}
        </p>
      ) : serverExport.job?.state === 'done' ? (
        <p className="reports-page__note" role="status" data-testid="report-export-done">
          {WEB_TEXTS.exportReady}
        </p>
      ) : null}
      {serverExport.job?.state === 'failed' || serverExport.error ? (
        <p className="reports-page__error" role="alert" data-testid="report-export-error">
          {serverExport.error ?? serverExport.job?.error}
        </p>
      ) : null}
      {report.isError ? (
        <p className="reports-page__error" role="alert" data-testid="report-error">
          {errorText(report.error)}
        </p>
      ) : null}
      {result ? (
        <>
          <h2 className="reports-page__title" data-testid="report-title">
            {result.title}
          </h2>
          <ReportGrid columns={result.columns} rows={result.rows} onRowCommand={openRow} rowActions={rowActions} onStateChange={setView} />
        </>
      ) : null}
      {detail ? (
        <ReportDetails
          detail={detail}
          loadReceiptAssets={loadReceiptAssets}
          onClose={() => setDetail(null)}
          onChanged={() => void report.refetch()}
          pdf={{ logo, logoNote, timeZone }}
        />
      ) : null}
      <PdfExportDialog open={pdfOpen} onOpenChange={setPdfOpen} report={pdfModel} timeZone={timeZone} logoNote={logoNote} build={buildPdfOffThread} loadPdfJs={loadPdfJs} />
    </div>
  );
}
