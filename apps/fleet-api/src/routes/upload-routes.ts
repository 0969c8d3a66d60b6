import { ERROR_CODES, UPLOAD_LIMITS, uploadResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { nonJsonResponse } from '../http/route-schemas';
import { UPLOAD_TYPES, uploadMimeOf } from '../uploads/upload-store';
import { RECEIPT_PAGE_KEYS } from './receipt-routes';

/** The stored path of `GET /uploads/<tenant>/<file>`. */
const pathParam = (params: unknown) => (params as { '*': string })['*'];

/**
 * File upload for receipts (SPEC §7): `POST /fleets/uploadFiles` takes one file as the raw body (its content type an
 * image type or PDF, its name in `x-file-name`), at most 10 MB, and answers `{ success, path, url }`;
 * `GET /uploads/<tenant>/<file>` serves it back with the bearer token only (never a token in the URL) to whoever may
 * read it: Administrators of the company, the uploader, and users who see an asset whose receipt lists it.
 */
export const uploadRoutes: FastifyPluginAsync<RouteOptions<'uploads'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { uploads } = ctx;

  // Raw file bodies: the allowed types, plus octet-stream (typed by the file name's extension).
  app.addContentTypeParser(
    [...Object.keys(UPLOAD_TYPES), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  api.post('/fleets/uploadFiles', { bodyLimit: UPLOAD_LIMITS.maxBytes, schema: { response: { 200: uploadResponseSchema } }, config: { access: access.signedIn({ pages: RECEIPT_PAGE_KEYS, scope: 'self' }) } }, async (request) => {
    const caller = callerOf(request);
    const header = request.headers['x-file-name'];
    const rawName = ((Array.isArray(header) ? header[0] : header) ?? 'file').slice(0, 1_000);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      // keep the raw header
    }
    name = name.slice(0, 255);
    const mime = uploadMimeOf(request.headers['content-type'], name);
    if (!mime) throw new HttpError(415, ERROR_CODES.badRequest, 'Only images and PDF files can be uploaded.');
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new HttpError(400, ERROR_CODES.badRequest, 'The file is empty.');
    const stored = await uploads.save({ tenantId: caller.tenantId, userId: caller.userId, originalName: name, mime, bytes });
    return { success: true as const, path: stored.path, url: `/v2/uploads/${stored.path}` };
  });

  api.get(
    '/uploads/*',
    {
      schema: {
        params: z.object({ '*': z.string() }),
        response: { 200: nonJsonResponse([...new Set(Object.values(UPLOAD_TYPES))], 'The stored file (an image or a PDF), inline.') },
      },
      config: {
        access: access.signedIn({
          pages: RECEIPT_PAGE_KEYS,
          object: { kind: 'upload', label: 'file', locate: (request) => pathParam(request.params) },
        }),
      },
    },
    async (request, reply) => {
      const found = await uploads.read(callerOf(request).tenantId, request.params['*']);
      if (!found) throw objectNotFound();
      return reply
        .header('content-type', found.upload.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="${found.upload.originalName.replace(/[^\w.-]/g, '_')}"`)
        .send(found.bytes);
    },
  );
};
