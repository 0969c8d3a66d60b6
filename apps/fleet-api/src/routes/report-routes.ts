import {
  DEFAULT_TIME_ZONE,
  ERROR_CODES,
  MESSAGES,
  REPORT_COLUMNS,
  REPORT_TYPES,
  buildReport,
  reportTitle,
  excelHeaderRows,
  searchReportRows,
  sortReportRows,
  type ReportResult,
  type ReportTypeId,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { callerOf, requirePage } from '../auth/guards';
import { HttpError, badRequest } from '../http/http-error';
import { isTimeZone, timeParam } from '../http/query-params';
import { loadReportInput } from '../reports/report-data';
import { loadSummaryRows } from '../reports/summary-days';
import { writeReportWorkbook } from '../reports/xlsx-stream';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The longest period of one report, ms. */
export const MAX_REPORT_RANGE_MS = 31 * 24 * 3_600_000;

const REPORT_IDS: readonly string[] = REPORT_TYPES.map((t) => t.id);
const typeParams = z.object({ type: z.string() });


const reportQuery = z.object({
  assets: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const ids = v.split(',').map((s) => Number(s.trim()));
      if (ids.some((n) => !Number.isInteger(n) || n <= 0)) {
        ctx.addIssue({ code: 'custom', message: 'assets must be a list of asset ids.' });
        return z.NEVER;
      }
      return ids;
    }),
  from: timeParam,
  to: timeParam,
  speedLimit: z.coerce.number().positive().max(500).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).optional(),
  timeZone: z.string().min(1).optional(),
});

/**
 * `GET /reports/:type` (page key `reports`): the report of the caller's visible assets (all of them, or those of
 * `assets=1,2`) over [from, to] (at most 31 days), computed by `buildReport`; `offset`/`limit` page the rows, and
 * without `limit` every row comes back.
 */
/** Export query: the grid's visible fields in order, its search text and sorted column. */
const exportQuery = z.object({
  fields: z.string().optional(),
  search: z.string().default(''),
  sort: z.string().optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
});

export const reportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requirePage('reports'));

  /** Validates the request and computes the report (every row). */
  async function computeReport(request: FastifyRequest) {
    const caller = callerOf(request);
    const { type } = typeParams.parse(request.params);
    if (!REPORT_IDS.includes(type)) throw badRequest(`Unknown report type: ${type}`, ERROR_CODES.invalidInput);
    const q = reportQuery.parse(request.query);
    if (q.to < q.from) throw badRequest('The period ends before it starts.', ERROR_CODES.invalidInput);
    if (q.to - q.from > MAX_REPORT_RANGE_MS) throw badRequest('A report covers at most 31 days.', ERROR_CODES.invalidInput);
    if (q.timeZone && !isTimeZone(q.timeZone)) throw badRequest(`Unknown time zone: ${q.timeZone}`, ERROR_CODES.invalidInput);

    const visible = await listVisibleAssetIds(ctx.db, caller);
    const assetIds = q.assets ? q.assets.filter((id) => visible.includes(id)) : visible;
    if (q.assets && assetIds.length < new Set(q.assets).size) throw new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);

    const speedLimit = q.speedLimit ?? (await ctx.settings.get(caller.tenantId)).speedLimitKmh;
    const timeZone = q.timeZone ?? DEFAULT_TIME_ZONE;
    if (type === 'summary') {
      // From stored daily figures: a month of a large fleet without reading every position again.
      const rows = await loadSummaryRows(ctx.db, { tenantId: caller.tenantId, assetIds, from: q.from, to: q.to, timeZone }, ctx.now());
      return { type: type as ReportTypeId, q, timeZone, built: { title: reportTitle('summary'), columns: REPORT_COLUMNS.summary, rows } };
    }
    const input = await loadReportInput(ctx.db, { type: type as ReportTypeId, tenantId: caller.tenantId, assetIds, from: q.from, to: q.to, timeZone, speedLimit });
    return { type: type as ReportTypeId, q, timeZone, built: buildReport(input) };
  }

  app.get('/reports/:type', async (request): Promise<ReportResult> => {
    const { type, q, built } = await computeReport(request);
    const rows = q.limit === undefined ? built.rows.slice(q.offset) : built.rows.slice(q.offset, q.offset + q.limit);
    return { success: true, type, title: built.title, columns: built.columns, rows, total: built.rows.length };
  });

  /**
   * `GET /reports/:type/xlsx`: the same report as an Excel file, exactly as the grid shows it — `fields` (visible
   * columns in order), `search`, `sort` and `dir` — streamed row by row, however many rows there are.
   */
  app.get('/reports/:type/xlsx', async (request, reply) => {
    const e = exportQuery.parse(request.query);
    const { q, timeZone, built } = await computeReport(request);
    const byField = new Map(built.columns.map((c) => [c.field, c]));
    const wanted = e.fields === undefined || e.fields.trim() === '' ? built.columns.map((c) => c.field) : e.fields.split(',').map((f) => f.trim());
    const unknown = wanted.filter((f) => !byField.has(f));
    if (unknown.length > 0) throw badRequest(`Unknown report fields: ${unknown.join(', ')}`, ERROR_CODES.invalidInput);
    const columns = wanted.map((f) => byField.get(f)!);
    let rows = searchReportRows(built.rows, wanted, e.search);
    if (e.sort !== undefined) {
      if (!byField.has(e.sort)) throw badRequest(`Unknown report field: ${e.sort}`, ERROR_CODES.invalidInput);
      rows = sortReportRows(rows, e.sort, e.dir);
    }
    const out = new PassThrough();
    writeReportWorkbook({ header: excelHeaderRows(built.title, q.from, q.to, timeZone), columns, rows }, out).catch((err: unknown) => {
      request.log.error({ err }, 'Excel export failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(built.title)}.xlsx`)
      .send(out);
  });
};
