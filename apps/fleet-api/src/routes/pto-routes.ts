import { ERROR_CODES, MESSAGES, implementWidthResponseSchema, ptoAnalysisSchema, type PtoAnalysis } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access, partOf } from '../auth/route-access';
import { HttpError, badRequest } from '../http/http-error';
import { absentBodyAsEmpty, idParams } from '../http/route-schemas';
import { isTimeZone, timeParam } from '../http/query-params';
import { IMPLEMENT_WIDTH_MAX_M, IMPLEMENT_WIDTH_MIN_M, findPtoAsset, loadPtoAnalysis, setImplementWidth } from '../pto/pto-data';
import { MAX_REPORT_RANGE_MS } from './report-routes';


const ptoQuery = z.object({
  asset: z.coerce.number({ message: 'asset must be an asset id.' }).int('asset must be an asset id.').positive('asset must be an asset id.'),
  from: timeParam,
  to: timeParam,
  input: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'input must be an input key such as din1.')
    .optional(),
  timeZone: z.string().min(1).max(64).optional(),
});

const widthMessage = `The implement width must be a number of metres from ${IMPLEMENT_WIDTH_MIN_M} to ${IMPLEMENT_WIDTH_MAX_M}.`;
const widthBody = z.object({
  widthM: z.number({ message: widthMessage }).min(IMPLEMENT_WIDTH_MIN_M, widthMessage).max(IMPLEMENT_WIDTH_MAX_M, widthMessage).nullable(),
});

const notFound = () => new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);

/**
 * PTO analysis (SPEC §2, §3): `GET /reports/pto-analysis?asset=&from=&to=&input=` (page key `reports`) analyses
 * one visible asset's input over at most 31 days; `PUT /assets/:id/implement-width {widthM}` (Administrator) sets the
 * asset's implement width, 0.5–50 m, or clears it with null (DEFAULT_IMPLEMENT_WIDTH_M then applies).
 */
export const ptoRoutes: FastifyPluginAsync<RouteOptions<'db'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ptoAccess = access.signedIn({ pages: ['reports'], object: { kind: 'asset', label: 'asset', locate: (request) => partOf(request, 'query')['asset'] } });
  api.get('/reports/pto-analysis', { schema: { querystring: ptoQuery, response: { 200: ptoAnalysisSchema } }, config: { access: ptoAccess } }, async (request): Promise<PtoAnalysis> => {
    const caller = callerOf(request);
    const q = request.query;
    if (q.to < q.from) throw badRequest('The period ends before it starts.', ERROR_CODES.invalidInput);
    if (q.to - q.from > MAX_REPORT_RANGE_MS) throw badRequest('A report covers at most 31 days.', ERROR_CODES.invalidInput);
    if (q.timeZone && !isTimeZone(q.timeZone)) throw badRequest(`Unknown time zone: ${q.timeZone}`, ERROR_CODES.invalidInput);
    const asset = await findPtoAsset(ctx.db, caller.tenantId, q.asset);
    if (!asset) throw notFound();
    return loadPtoAnalysis(ctx.db, { asset, from: q.from, to: q.to, input: q.input, timeZone: q.timeZone ?? caller.timeZone });
  });

  const widthAccess = access.admin({ object: { kind: 'asset', label: 'id', locate: (request) => partOf(request, 'params')['id'] } });
  api.put('/assets/:id/implement-width', { schema: { params: idParams('id'), body: widthBody, response: { 200: implementWidthResponseSchema } }, preValidation: absentBodyAsEmpty, config: { access: widthAccess } }, async (request) => {
    const caller = callerOf(request);
    const { id } = request.params;
    const { widthM } = request.body;
    if (!(await setImplementWidth(ctx.db, caller.tenantId, id, widthM))) throw notFound();
    const asset = await findPtoAsset(ctx.db, caller.tenantId, id);
    return { success: true as const, assetId: id, widthM: asset?.widthSet ? asset.implementWidthM : null, implementWidthM: asset?.implementWidthM };
  });
};
