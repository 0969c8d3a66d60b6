import { ERROR_CODES, MESSAGES, UPLOAD_LIMITS } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf, requireAnyPage } from '../auth/guards';
import { HttpError } from '../http/http-error';
import { UPLOAD_TYPES, uploadMimeOf } from '../uploads/upload-store';
import { RECEIPT_PAGE_KEYS } from './receipt-routes';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);
const UPLOAD_PATH = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

/**
 * File upload for receipts (SPEC §7): `POST /fleets/uploadFiles` takes one file as the raw body (its content type an
 * image type or PDF, its name in `x-file-name`), at most 10 MB, and answers `{ success, path, url }`;
 * `GET /uploads/<tenant>/<file>` serves it back to users of the same tenant (bearer, or `?access_token=` for links
 * opened in a new tab).
 */
export const uploadRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { uploads } = ctx;
  app.addHook('onRequest', async (request) => {
    const token = (request.query as Record<string, unknown> | undefined)?.access_token;
    if (!request.headers.authorization && typeof token === 'string') request.headers.authorization = `Bearer ${token}`;
  });
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireAnyPage(RECEIPT_PAGE_KEYS));

  // Raw file bodies: the allowed types, plus octet-stream (typed by the file name's extension).
  app.addContentTypeParser(
    [...Object.keys(UPLOAD_TYPES), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post('/fleets/uploadFiles', { bodyLimit: UPLOAD_LIMITS.maxBytes }, async (request) => {
    const caller = callerOf(request);
    const header = request.headers['x-file-name'];
    const rawName = (Array.isArray(header) ? header[0] : header) ?? 'file';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      // keep the raw header
    }
    const mime = uploadMimeOf(request.headers['content-type'], name);
    if (!mime) throw new HttpError(415, ERROR_CODES.badRequest, 'Only images and PDF files can be uploaded.');
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new HttpError(400, ERROR_CODES.badRequest, 'The file is empty.');
    const stored = await uploads.save({ tenantId: caller.tenantId, userId: caller.userId, originalName: name, mime, bytes });
    return { success: true, path: stored.path, url: `/v2/uploads/${stored.path}` };
  });

  app.get('/uploads/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!UPLOAD_PATH.test(path)) throw notFound();
    const found = await uploads.read(callerOf(request).tenantId, path);
    if (!found) throw notFound();
    return reply
      .header('content-type', found.upload.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${found.upload.originalName.replace(/[^\w.-]/g, '_')}"`)
      .send(found.bytes);
  });
};
