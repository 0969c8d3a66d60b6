import { ERROR_CODES, MESSAGES, type ErrorBody } from '@fleet/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/db-errors';
import { HttpError } from './http-error';
import { ThrottledLog } from './throttled-log';

/**
 * The one error handler: 4xx carry their real text and code; zod errors (a handler's own parse, or a route schema's
 * validation of params, querystring or body) are 400 INVALID_INPUT with the first issue's message and its field;
 * a database that cannot be reached is 503 DB_UNAVAILABLE with Retry-After (the client retries; nothing was
 * written); everything else is a 5xx with a generic text, and only the log sees the real error.
 */
export function installErrorHandler(app: FastifyInstance): void {
  // An outage fails every request: one warning every 10 s (with the count held back), not one per request.
  const outage = new ThrottledLog((obj, msg) => app.log.warn(obj, msg));
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (isDatabaseUnavailable(error)) {
      outage.log({ reason: error.message }, 'database unavailable: requests answered 503');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ success: false, error: MESSAGES.databaseUnavailable, code: ERROR_CODES.databaseUnavailable } satisfies ErrorBody);
    }
    if (error.name === 'AbortError' && reply.raw.destroyed) {
      // The caller went away (a cancelled report) and the work for it stopped: nobody to answer, nothing failed.
      request.log.info('request abandoned by its caller');
      return reply.code(499).send({ success: false, error: 'The request was cancelled.', code: ERROR_CODES.badRequest } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { success: false, error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) };
    } else if (error instanceof ZodError) {
      status = 400;
      const issue = error.issues[0];
      const field = issue?.path.map(String).join('.');
      body = { success: false, error: issue?.message ?? MESSAGES.internalError, code: ERROR_CODES.invalidInput, ...(field ? { field } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issue = error.validation[0];
      const field = issue?.instancePath.split('/').filter(Boolean).join('.');
      body = { success: false, error: issue?.message ?? MESSAGES.internalError, code: ERROR_CODES.invalidInput, ...(field ? { field } : {}) };
    } else {
      const fastifyStatus = (error as FastifyError).statusCode;
      status = typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 600 ? fastifyStatus : 500;
      body =
        status < 500
          ? { success: false, error: error.message, code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest }
          : { success: false, error: MESSAGES.internalError, code: ERROR_CODES.internal };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.code }, body.error);
    return reply.code(status).send(body);
  });
}
