import {
  REPORT_COLUMNS,
  REPORT_TOTALS,
  buildReport,
  excelHeaderRows,
  reportColumnLabel,
  reportInUnits,
  reportTitle,
  reportTotals,
  type ReportColumn,
  type ReportRow,
  type ReportTypeId,
} from '@fleet/domain';
import type { PdfModel } from '@fleet/report-pdf';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { TenantSettingsCache } from '../tenants/tenant-settings';
import { uploadPathOf } from '../uploads/upload-paths';
import type { UploadStore } from '../uploads/upload-store';
import { getGeocoder } from '../geocode/geocoder-service';
import { addressRows } from './report-addresses';
import { driverWindows } from '../transport/driver-windows';
import type { ExportWork } from './export-worker';
import { loadReportInput } from './report-data';
import { loadMileageRows, loadSummaryRows } from './summary-days';

/** The parts of the server's context a report is computed with (the app context's, named here: no import circle). */
export interface ReportContext {
  config: Pick<AppConfig, 'demoDataDir'>;
  db: Kysely<DB>;
  now: () => number;
  settings: TenantSettingsCache;
  uploads: UploadStore;
}

/** One report to compute: whose, which, over which assets and period, in which zone. */
export interface ReportRequest {
  tenantId: string;
  type: ReportTypeId;
  /** Every one visible to whoever asks (the caller checked). */
  assetIds: number[];
  from: number;
  to: number;
  timeZone: string;
  /** The overspeed limit, km/h; the company's by default. */
  speedLimit?: number | undefined;
  /** Only the driver's time on the assets (their assignments, reader keys and trips). */
  driverId?: number | undefined;
}

/** A computed report in the company's units: its title, columns and every row. */
export interface ComputedReport {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/**
 * Computes a report (every row, in the company's units), for the reports screen, its exports and the scheduled
 * reports alike; the positions stop being read once `signal` aborts.
 */
export async function computeReport(ctx: ReportContext, req: ReportRequest, signal: AbortSignal): Promise<ComputedReport> {
  const { tenantId, type, from, to, timeZone } = req;
  let { assetIds } = req;
  const settings = await ctx.settings.get(tenantId);
  const speedLimit = req.speedLimit ?? settings.speedLimitKmh;
  // A driver filter keeps the driver's spans on the assets; Fatigue Driving names whoever drove.
  const drivers =
    req.driverId !== undefined || type === 'fatigue-driving'
      ? await driverWindows(ctx.db, tenantId, { assetIds, ...(req.driverId !== undefined ? { driverIds: [req.driverId] } : {}) }, from, to, ctx.now())
      : [];
  if (req.driverId !== undefined) {
    const driven = new Set(drivers.map((w) => w.assetId));
    assetIds = assetIds.filter((id) => driven.has(id));
  }
  if ((type === 'summary' || type === 'mileage') && req.driverId === undefined) {
    // From stored daily figures: a month of a large fleet without reading every position again.
    const load = type === 'summary' ? loadSummaryRows : loadMileageRows;
    const rows = await load(ctx.db, { tenantId, assetIds, from, to, timeZone }, ctx.now());
    return { title: reportTitle(type), ...reportInUnits({ columns: REPORT_COLUMNS[type], rows }, settings.units) };
  }
  const input = await loadReportInput(ctx.db, { type, tenantId, assetIds, from, to, timeZone, speedLimit, overspeed: settings.overspeed, signal, drivers, ...(req.driverId !== undefined ? { only: drivers } : {}) });
  const built = buildReport({ ...input, units: settings.units });
  // Every row with a position gets its address: the POI's name inside a POI, else the offline geocoder's (cached).
  addressRows(built.rows, await getGeocoder(ctx.config.demoDataDir), input.pois);
  // The one place reports meet the company's units: computed metric, converted once here for the JSON (grid, Total
  // row, PDF) and the Excel alike.
  return { ...built, ...reportInUnits(built, settings.units) };
}

/** The company's logo (an upload of the company: PNG or JPEG) as bytes, else undefined (the default logo). */
export async function companyLogo(ctx: ReportContext, tenantId: string, userId: string): Promise<Uint8Array | undefined> {
  const settings = await ctx.settings.get(tenantId);
  const own = await ctx.db.selectFrom('users').select('logo_big_url').where('id', '=', userId).executeTakeFirst();
  const path = uploadPathOf(settings.logoBigUrl || own?.logo_big_url || '');
  if (!path || !path.startsWith(`${tenantId}/`)) return undefined;
  const stored = await ctx.uploads.read(tenantId, path);
  return stored && /^image\/(png|jpeg)$/.test(stored.upload.mime) ? new Uint8Array(stored.bytes) : undefined;
}

/** What the export worker builds for a report's view: the PDF's model (title, period, zone, totals, logo). */
export function pdfExportWork(view: { columns: readonly ReportColumn[]; rows: readonly ReportRow[]; title: string }, req: Pick<ReportRequest, 'type' | 'from' | 'to' | 'timeZone'>, logo: Uint8Array | undefined): ExportWork {
  const rows = [...view.rows];
  const model: PdfModel = {
    title: view.title,
    columns: view.columns.map((c) => ({ header: reportColumnLabel(c), field: c.field })),
    rows,
    timeRange: { from: req.from, to: req.to },
    timeZone: req.timeZone,
    totals: reportTotals(REPORT_TOTALS[req.type], rows),
    ...(logo ? { logo } : {}),
  };
  return { kind: 'pdf', model };
}

/** What the export worker builds for a report's view: the workbook (title, period and zone above the labels). */
export function xlsxExportWork(view: { columns: readonly ReportColumn[]; rows: readonly ReportRow[]; title: string }, req: Pick<ReportRequest, 'from' | 'to' | 'timeZone'>): ExportWork {
  return { kind: 'xlsx', content: { header: excelHeaderRows(view.title, req.from, req.to, req.timeZone), columns: [...view.columns], rows: [...view.rows] } };
}
