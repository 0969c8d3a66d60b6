import {
  ERROR_CODES,
  FIELD_LIMITS,
  idSchema,
  MESSAGES,
  REPORT_COLUMNS,
  REPORT_TYPES,
  reportInUnits,
  reportTitle,
  excelHeaderRows,
  searchReportRows,
  sortReportRows,
  reportJobSchema,
  reportResultSchema,
  type ReportColumn,
  type ReportJob,
  type ReportResult,
  type ReportRow,
  type ReportStreamLine,
  type ReportTypeId,
} from '@fleet/domain';
import { pdfFileName } from '@fleet/report-pdf';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds, type GuardContext } from '../auth/object-guards';
import { access, partOf, type RouteAccess } from '../auth/route-access';
import { badRequest } from '../http/http-error';
import { isTimeZone, timeParam } from '../http/query-params';
import { nonJsonResponse } from '../http/route-schemas';
import type { ExportWork } from '../reports/export-worker';
import { listReportAssets } from '../reports/report-data';
import { companyLogo, computeReport, pdfExportWork, xlsxExportWork } from '../reports/report-service';
import { writeReportWorkbook } from '../reports/xlsx-stream';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Assets computed together in one batch of a streamed report. */
export const REPORT_STREAM_ASSETS = 4;
/** Most rows in one line of a streamed report. */
export const REPORT_STREAM_ROWS = 5_000;

/** The longest period of one report, ms. */
export const MAX_REPORT_RANGE_MS = 31 * 24 * 3_600_000;

const REPORT_IDS: readonly string[] = REPORT_TYPES.map((t) => t.id);
const typeParams = z.object({ type: z.string() });
// Any text: an id that is not one of the caller's jobs (malformed included) is 404, as the object guard answers.
const jobParams = z.object({ jobId: z.string().describe('The export job id (a UUID).') });


const reportQuery = z.object({
  assets: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const ids = v.split(',').map((s) => Number(s.trim()));
      if (ids.length > FIELD_LIMITS.assetsPerRequestMax || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > FIELD_LIMITS.idMax)) {
        ctx.addIssue({ code: 'custom', message: `assets must be a list of at most ${FIELD_LIMITS.assetsPerRequestMax} asset ids.` });
        return z.NEVER;
      }
      return ids;
    }),
  from: timeParam,
  to: timeParam,
  speedLimit: z.coerce.number().positive().max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1e9).default(0),
  limit: z.coerce.number().int().min(1).max(1e9).optional(),
  timeZone: z.string().min(1).max(64).optional(),
  /** Only the driver's time on the assets (transport management's drivers). */
  driverId: idSchema('driverId').optional(),
});

/**
 * `GET /reports/:type` (page key `reports`): the report of the caller's visible assets (all of them, or those of
 * `assets=1,2`) over [from, to] (at most 31 days), computed by `buildReport`; `offset`/`limit` page the rows, and
 * without `limit` every row comes back.
 */
/** Export query: the grid's visible fields in order, its search text and sorted column. */
const exportQuery = z.object({
  fields: z.string().max(2_000).optional(),
  search: z.string().max(FIELD_LIMITS.searchMax, `search must be at most ${FIELD_LIMITS.searchMax} characters.`).default(''),
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
});

/** The route schemas of the report routes' files and streams (the JSON report's is `reportResultSchema`). */
const streamSchema = {
  params: typeParams,
  querystring: reportQuery,
  response: { 200: nonJsonResponse('application/x-ndjson', 'The report as newline-delimited JSON lines (`ReportStreamLine`): head, rows..., end (or error).') },
};
const xlsxSchema = { params: typeParams, querystring: reportQuery.extend(exportQuery.shape), response: { 200: nonJsonResponse(XLSX_MIME, 'The report as an Excel workbook (an attachment).') } };
const exportJobSchema = { params: typeParams, querystring: reportQuery.extend(exportQuery.shape), response: { 202: reportJobSchema } };
const jobFileSchema = { params: jobParams, response: { 200: nonJsonResponse(['application/pdf', XLSX_MIME], 'The finished export (a PDF or an Excel workbook, an attachment).') } };

export const reportRoutes: FastifyPluginAsync<RouteOptions<'config' | 'db' | 'now' | 'reportJobs' | 'settings' | 'uploads' | keyof GuardContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The assets named in `assets=` must all be visible; without it the report covers every visible asset.
  const reportAccess: RouteAccess = access.signedIn({
    pages: ['reports'],
    scope: 'visible-assets',
    object: {
      kind: 'assets',
      label: 'assets',
      locate: (request) => {
        // The query as the route's schema read it (a list of ids), or as sent.
        const list = partOf(request, 'query')['assets'];
        if (Array.isArray(list)) return list;
        return typeof list === 'string' && list.trim() !== '' ? list.split(',').map((s) => s.trim()) : undefined;
      },
    },
  });

  /** Validates a report request: its type, period, zone and assets (all visible to the caller). */
  async function parseReport(request: FastifyRequest) {
    const caller = callerOf(request);
    // Validated by the route's schema (params and querystring).
    const { type } = request.params as z.output<typeof typeParams>;
    if (!REPORT_IDS.includes(type)) throw badRequest(`Unknown report type: ${type}`, ERROR_CODES.invalidInput);
    const q = request.query as z.output<typeof reportQuery>;
    if (q.to < q.from) throw badRequest('The period ends before it starts.', ERROR_CODES.invalidInput);
    if (q.to - q.from > MAX_REPORT_RANGE_MS) throw badRequest('A report covers at most 31 days.', ERROR_CODES.invalidInput);
    if (q.timeZone && !isTimeZone(q.timeZone)) throw badRequest(`Unknown time zone: ${q.timeZone}`, ERROR_CODES.invalidInput);

    const visible = await visibleAssetIds(request, ctx, caller);
    const assetIds = q.assets ? [...new Set(q.assets)].filter((id) => visible.has(id)) : [...visible];
    if (q.assets && assetIds.length < new Set(q.assets).size) throw objectNotFound();
    if (q.driverId !== undefined && !(await ctx.db.selectFrom('drivers').select('id').where('id', '=', q.driverId as number).where('tenant_id', '=', caller.tenantId).executeTakeFirst())) throw objectNotFound();
    // One clock: the caller's zone (their override, else the company's); an API client may name another.
    const timeZone = q.timeZone ?? caller.timeZone;
    return { caller, type: type as ReportTypeId, q, assetIds, timeZone };
  }
  type ParsedReport = Awaited<ReturnType<typeof parseReport>>;

  /** Computes the report (every row, in the company's units); the positions stop being read once `signal` aborts. */
  async function compute(parsed: ParsedReport, signal: AbortSignal) {
    const { caller, type, q, assetIds, timeZone } = parsed;
    const built = await computeReport(ctx, { tenantId: caller.tenantId, type, assetIds, from: q.from, to: q.to, timeZone, speedLimit: q.speedLimit, driverId: q.driverId as number | undefined }, signal);
    return { type, q, timeZone, built };
  }

  /**
   * Validates the request and computes the report (every row). The positions stop being read once the caller has
   * gone (a cancelled report): its connection closed before the answer.
   */
  async function computeForRequest(request: FastifyRequest, reply: FastifyReply) {
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return compute(await parseReport(request), gone.signal);
  }

  /**
   * The report's rows batch by batch: REPORT_STREAM_ASSETS assets at a time (a report's rows are per asset, in the
   * assets' order, so the batches give the same rows as one computation); Summary and Mileage, read from stored daily
   * figures, in one batch.
   */
  async function* computeBatches(parsed: ParsedReport, signal: AbortSignal): AsyncGenerator<ReportRow[]> {
    const { type, assetIds } = parsed;
    if (type === 'summary' || type === 'mileage' || parsed.q.driverId !== undefined || assetIds.length <= REPORT_STREAM_ASSETS) {
      yield (await compute(parsed, signal)).built.rows;
      return;
    }
    // In the report's order of assets (name, then id), so that the batches follow one another as one report would.
    const ordered = (await listReportAssets(ctx.db, parsed.caller.tenantId, assetIds)).map((a) => a.id);
    for (let i = 0; i < ordered.length; i += REPORT_STREAM_ASSETS) {
      signal.throwIfAborted();
      yield (await compute({ ...parsed, assetIds: ordered.slice(i, i + REPORT_STREAM_ASSETS) }, signal)).built.rows;
    }
  }

  /** The grid's view of a report for an export: its visible columns in order, its search and its sort. */
  function exportView(built: { columns: readonly ReportColumn[]; rows: readonly ReportRow[] }, e: z.infer<typeof exportQuery>) {
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
    return { columns, rows };
  }

  api.get('/reports/:type', { schema: { params: typeParams, querystring: reportQuery, response: { 200: reportResultSchema } }, config: { access: reportAccess } }, async (request, reply): Promise<ReportResult> => {
    const { type, q, built } = await computeForRequest(request, reply);
    const rows = q.limit === undefined ? built.rows.slice(q.offset) : built.rows.slice(q.offset, q.offset + q.limit);
    return { success: true as const, type, title: built.title, columns: built.columns, rows, total: built.rows.length };
  });

  /**
   * `GET /reports/:type/stream`: the same report as newline-delimited JSON, sent as it is computed so that the screen
   * shows the first rows at once: `{kind:'head', type, title, columns}`, then `{kind:'rows', rows}` lines of at most
   * REPORT_STREAM_ROWS rows, then `{kind:'end', total}`; a failure after the head is a last `{kind:'error', error, code}`
   * line. The computation stops when the caller goes away.
   */
  api.get('/reports/:type/stream', { schema: streamSchema, config: { access: reportAccess } }, async (request, reply) => {
    const parsed = await parseReport(request);
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const settings = await ctx.settings.get(parsed.caller.tenantId);
    const { columns } = reportInUnits({ columns: REPORT_COLUMNS[parsed.type], rows: [] }, settings.units);
    const out = new PassThrough();
    const line = async (value: ReportStreamLine) => {
      if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain', { signal: gone.signal });
    };
    void (async () => {
      let total = 0;
      try {
        await line({ kind: 'head', type: parsed.type, title: reportTitle(parsed.type), columns });
        for await (const rows of computeBatches(parsed, gone.signal)) {
          for (let i = 0; i < rows.length; i += REPORT_STREAM_ROWS) await line({ kind: 'rows', rows: rows.slice(i, i + REPORT_STREAM_ROWS) });
          total += rows.length;
        }
        await line({ kind: 'end', total });
      } catch (err) {
        if (gone.signal.aborted) request.log.info('report stream abandoned by the client');
        else {
          request.log.error({ err }, 'report stream failed');
          out.write(`${JSON.stringify({ kind: 'error', error: MESSAGES.internalError, code: ERROR_CODES.internal })}\n`);
        }
      } finally {
        out.end();
      }
    })();
    return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(out);
  });

  /**
   * `GET /reports/:type/xlsx`: the same report as an Excel file, exactly as the grid shows it — `fields` (visible
   * columns in order), `search`, `sort` and `dir` — streamed row by row, however many rows there are.
   */
  api.get('/reports/:type/xlsx', { schema: xlsxSchema, config: { access: reportAccess } }, async (request, reply) => {
    const e = request.query;
    const { q, timeZone, built } = await computeForRequest(request, reply);
    const { columns, rows } = exportView(built, e);
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

  // Big PDFs are built on the server, as jobs (reports/report-jobs.ts), never in the browser.
  const jobs = ctx.reportJobs;
  const jobAccess: RouteAccess = access.signedIn({
    pages: ['reports'],
    scope: 'self',
    object: { kind: 'report-job', label: 'jobId', locate: (request) => partOf(request, 'params')['jobId'] },
  });
  const jobOwner = (request: FastifyRequest) => {
    const caller = callerOf(request);
    return { tenantId: caller.tenantId, userId: caller.userId };
  };

  /**
   * Validates an export request (the report's and the grid's view) and starts its job: `file` turns the computed
   * report, as the grid shows it, into what the worker builds.
   */
  async function startExport(
    request: FastifyRequest,
    fileName: (title: string, timeZone: string) => string,
    file: (view: { columns: ReportColumn[]; rows: ReportRow[]; title: string }, parsed: ParsedReport, owner: { tenantId: string; userId: string }) => Promise<ExportWork>,
  ): Promise<ReportJob> {
    const e = request.query as z.output<typeof exportQuery>;
    const parsed = await parseReport(request);
    const known = new Set(REPORT_COLUMNS[parsed.type].map((c) => c.field));
    const unknown = (e.fields ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '' && !known.has(f));
    if (unknown.length > 0) throw badRequest(`Unknown report fields: ${unknown.join(', ')}`, ERROR_CODES.invalidInput);
    const owner = { tenantId: parsed.caller.tenantId, userId: parsed.caller.userId };
    return jobs.start(owner, { type: parsed.type, fileName: fileName(reportTitle(parsed.type), parsed.timeZone) }, async (signal) => {
      const { built } = await compute(parsed, signal);
      const { columns, rows } = exportView(built, e);
      return file({ columns: [...columns], rows: [...rows], title: built.title }, parsed, owner);
    });
  }

  /**
   * `POST /reports/:type/pdf`: the report's PDF, exactly as the grid shows it (`fields`, `search`, `sort`, `dir` as
   * the Excel export takes them), built on the server as a job: answers 202 with the job at once; its progress at
   * `GET /report-jobs/:jobId`, its file at `GET /report-jobs/:jobId/file`, `DELETE` cancels it.
   */
  api.post('/reports/:type/pdf', { schema: exportJobSchema, config: { access: reportAccess } }, async (request, reply): Promise<ReportJob> => {
    const job = await startExport(
      request,
      (title, timeZone) => pdfFileName(title, ctx.now(), timeZone),
      async (view, parsed, owner) => pdfExportWork(view, { type: parsed.type, from: parsed.q.from, to: parsed.q.to, timeZone: parsed.timeZone }, await companyLogo(ctx, owner.tenantId, owner.userId)),
    );
    return reply.code(202).send(job);
  });

  /**
   * `POST /reports/:type/xlsx`: the same Excel file as `GET /reports/:type/xlsx`, built on the server as a job (for a
   * big report: progress, cancel, the server's event loop never held by the writing), answered like the PDF's.
   */
  api.post('/reports/:type/xlsx', { schema: exportJobSchema, config: { access: reportAccess } }, async (request, reply): Promise<ReportJob> => {
    const job = await startExport(
      request,
      (title) => `${title}.xlsx`,
      async (view, parsed) => xlsxExportWork(view, { from: parsed.q.from, to: parsed.q.to, timeZone: parsed.timeZone }),
    );
    return reply.code(202).send(job);
  });

  /** `GET /report-jobs/:jobId`: the caller's export job: state, phase, rows drawn of all. */
  api.get('/report-jobs/:jobId', { schema: { params: jobParams, response: { 200: reportJobSchema } }, config: { access: jobAccess } }, async (request) => {
    const job = await jobs.get(jobOwner(request), request.params.jobId);
    if (!job) throw objectNotFound();
    return job;
  });

  /** `DELETE /report-jobs/:jobId`: cancels the caller's running export (a finished one stays as it is). */
  api.delete('/report-jobs/:jobId', { schema: { params: jobParams, response: { 200: reportJobSchema } }, config: { access: jobAccess } }, async (request) => {
    const job = await jobs.cancel(jobOwner(request), request.params.jobId);
    if (!job) throw objectNotFound();
    return job;
  });

  /** `GET /report-jobs/:jobId/file`: the finished file (409 EXPORT_NOT_READY before). */
  api.get('/report-jobs/:jobId/file', { schema: jobFileSchema, config: { access: jobAccess } }, async (request, reply) => {
    const file = await jobs.file(jobOwner(request), request.params.jobId);
    if (!file) throw objectNotFound();
    return reply
      .header('content-type', file.fileName.endsWith('.xlsx') ? XLSX_MIME : 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
