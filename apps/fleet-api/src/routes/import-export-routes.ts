import { ADMIN_TEXTS, ERROR_CODES, EXPORT_FORMATS, FIELD_LIMITS, IMPORT_KINDS, importResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportList, isImportKind, runImport, type ImportContext } from '../admin/import/import-service';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { HttpError, badRequest } from '../http/http-error';
import { nonJsonResponse } from '../http/route-schemas';

const kindParams = z.object({ kind: z.string().max(40, 'kind is unknown.') });
const importQuery = z.object({ dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }).default('true') });
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}.` }).default('csv') });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Bodies up to twice the limit reach the handler, which refuses what is over it with the limit's own text. */
const BODY_LIMIT = FIELD_LIMITS.importMaxBytes * 2;

const kindOf = ({ kind }: { kind: string }) => {
  if (!isImportKind(kind)) throw badRequest(ADMIN_TEXTS.importUnknownKind(kind, IMPORT_KINDS), ERROR_CODES.invalidInput);
  return kind;
};

/**
 * Import and export of the administration's lists, Administrators only, the caller's company only:
 * - `POST /import/:kind[?dryRun=false]`: the file as the raw body (CSV text or an .xlsx workbook; the content is
 *   read, the type only has to be a file type); a dry run by default. Answers every row's action and problems;
 *   writes only when not a dry run and no row has a problem, all in one transaction.
 * - `GET /export/:kind?format=csv|xlsx`: the same columns, so an export re-imports unchanged.
 */
export const importExportRoutes: FastifyPluginAsync<RouteOptions<keyof ImportContext>> = async (app, { ctx }) => {
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', XLSX_TYPE, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/import/:kind', { bodyLimit: BODY_LIMIT, schema: { params: kindParams, querystring: importQuery, response: { 200: importResponseSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, async (request) => {
    const kind = kindOf(request.params);
    const dryRun = request.query.dryRun === 'true';
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new HttpError(415, ERROR_CODES.badRequest, ADMIN_TEXTS.importUnreadable);
    if (body.length > FIELD_LIMITS.importMaxBytes) throw new HttpError(413, ERROR_CODES.badRequest, ADMIN_TEXTS.importTooBig);
    const result = await runImport(ctx, callerOf(request), kind, body, dryRun, request.log);
    request.log.info({ kind, dryRun, ok: result.ok, written: result.written, counts: result.counts }, 'import');
    return { success: true as const, result };
  });

  const exportSchema = {
    params: kindParams,
    querystring: exportQuery,
    response: { 200: nonJsonResponse(['text/csv', XLSX_TYPE], 'The list as a CSV file or an Excel workbook (an attachment).') },
  };
  api.get('/export/:kind', { schema: exportSchema, config: { access: access.admin({ scope: 'tenant' }) } }, async (request, reply) => {
    const kind = kindOf(request.params);
    const { format } = request.query;
    const bytes = await exportList(ctx, callerOf(request).tenantId, kind, format);
    return reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${kind}.${format}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });
};
